import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { appLink, MAX_COMMENT_LENGTH, routes, type Branch, type DeliverySettings } from '@storefront/contracts';
import {
  allowedPaymentTypes, allowedServiceTypes, branchServes, checkOrderNow, computeTotals, currentTable, formatBranchOpening, formatSum,
} from '@storefront/contracts/rules';
import { PriceText, goToLogin, useApiQuery, useFreshUser, useMainAction, useMountProps, useLanguage, useSession, useSpecMessage } from '@storefront/ui';
import { Link, useNavigate } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { totalsLines } from '../../components/totals';
import { TotalsPreview } from '../../components/TotalsPreview';
import { AddressSection } from './AddressSection';
import { BranchSection } from './BranchSection';
import { CashbackSection } from './CashbackSection';
import { ChoiceSection } from './ChoiceSection';
import { PaymentSection } from './PaymentSection';
import { afterOrder, newIdempotencyKey, useCheckoutState, type Payment, type Service } from './checkout-state';
import { buildOrderRequest } from './order-request';
import { paymentPageOf, submitOrder } from './submit-order';
import { PromoSection } from './PromoSection';
import { TableSection } from './TableSection';
import { TimeSection, type ClosedBranch } from './TimeSection';
import { useDeliveryQuote } from './useDeliveryQuote';
import { addressProblem, validateCheckout, type Problem, type Problems } from './validate';

/**
 * `/checkout`: service type, address or branch, time, payment type, promo, cashback, comment and
 * the totals preview of the contracts' rules; placing the order with one Idempotency-Key per draft,
 * then the provider's page for Click, Payme and Uzum, or the order itself.
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const { api, bus, data, settings, telegram } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const language = useLanguage();
  const brand = useSession((s) => s.brand);
  const token = useSession((s) => s.token);
  // Fresh: the balance spent here may have grown since the session was filled.
  const user = useFreshUser();
  const lines = useSession((s) => s.draft.lines);
  const offeredPromo = useSession((s) => s.draft.promoCode);
  const address = useSession((s) => s.draft.address);
  const entrance = useSession((s) => s.draft.entrance);
  const nearestBranch = useSession((s) => s.nearestBranch);
  // The table of a QR code scanned for this visit (docs/venue.md): the checkout is dine-in there.
  const sessionTable = useSession((s) => s.table);
  const now = useMinuteClock();
  const [state, update] = useCheckoutState(brand);
  const settingsQuery = useApiQuery(routes.deliverySettings, { params: { id: data.merchant.id }, quiet: true });
  const deliverySettings: DeliverySettings | null = settingsQuery.status === 'ready' ? settingsQuery.data : null;
  const branchesQuery = useApiQuery(routes.branchesFull);
  const branches: Branch[] | null = useMemo(
    () => (branchesQuery.status === 'loading' ? null : branchesQuery.status === 'ready' ? branchesQuery.data.filter((b) => b.isActive && !b.deleted) : []),
    [branchesQuery],
  );
  const [problems, setProblems] = useState<Problems>({});
  // Offline (issue 34): the order needs the network; the basket stays as it is.
  const [needsNetwork, setNeedsNetwork] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [placedId, setPlacedId] = useState<number | null>(null);
  const placingRef = useRef(false);

  // The same rule the API prices orders by: what the merchant's settings switch on.
  const services: Service[] = useMemo(() => allowedServiceTypes(settings), [settings]);
  const payments: Payment[] = useMemo(() => allowedPaymentTypes(settings), [settings]);
  // Saved cards while cardActive: each is a payment choice of its own (paid by the server as PAYME).
  const cardsOn = settings.cardActive && !!token;
  const cardsQuery = useApiQuery(cardsOn ? routes.cards : null, { quiet: true });
  const cards = useMemo(() => (cardsQuery.status === 'ready' ? cardsQuery.data : []), [cardsQuery]);

  // Defaults: the merchant's website service type (delivery settings), else the first allowed; the first payment type.
  // The page draws the default in the same paint as the rest (an effect alone would draw the form
  // without its address or branch first, then push everything below down: layout shift).
  const settingsSettled = settingsQuery.status !== 'loading';
  const table = useMemo(() => (services.includes('DINE_IN') ? currentTable(sessionTable, now) : null), [services, sessionTable, now]);
  const tableKey = table ? `${table.branchId}:${table.tableId}:${table.since ?? ''}` : null;
  const newTable = !!tableKey && state.tableSeen !== tableKey;
  const serviceType: Service | null = useMemo(() => {
    if (newTable) return 'DINE_IN';
    if (state.serviceType && services.includes(state.serviceType)) return state.serviceType;
    const preferred = deliverySettings?.website as Service | undefined;
    return preferred && services.includes(preferred) ? preferred : services[0] ?? null;
  }, [newTable, state.serviceType, services, deliverySettings]);
  useEffect(() => {
    // A table not seen yet: dine-in at its branch, once; the customer may still choose otherwise.
    if (settingsSettled && newTable && table) update({ serviceType: 'DINE_IN', branchId: table.branchId, tableSeen: tableKey });
    else if (settingsSettled && serviceType !== state.serviceType) update({ serviceType });
  }, [settingsSettled, newTable, table, tableKey, serviceType, state.serviceType, update]);
  useEffect(() => {
    if (state.cardId) {
      // A chosen card stays chosen while it is still one of the customer's cards.
      if (cardsOn && (cardsQuery.status === 'loading' || cards.some((card) => card.id === state.cardId))) return;
      update({ cardId: null, paymentType: payments[0] ?? null });
      return;
    }
    if (!state.paymentType || !payments.includes(state.paymentType)) update({ paymentType: payments[0] ?? null });
  }, [payments, state.paymentType, state.cardId, cardsOn, cardsQuery.status, cards, update]);

  const isDelivery = serviceType === 'DELIVERY';
  const serviceBranches = useMemo(() => branches?.filter((b) => branchServes(b, serviceType === 'DINE_IN' ? 'DINE_IN' : 'PICK_UP')) ?? null,
    [branches, serviceType]);
  // Pick-up from the nearest branch when it serves pick-up; otherwise the customer chooses. A nearest
  // branch the checkout has not seen yet (the pick-up map chose it, then came back here) replaces
  // the choice: the checkout remembers the last one it saw, as the page is left for the map.
  // Dine-in at the QR code's table: at its branch, whatever the nearest one is.
  const atTable = serviceType === 'DINE_IN' && table && (newTable || state.branchId === table.branchId) ? table : null;
  useEffect(() => {
    if (isDelivery || !serviceBranches || atTable) return;
    const nearest = serviceBranches.find((b) => b.id === nearestBranch?.id);
    const seen = state.nearestSeen === (nearestBranch?.id ?? null);
    if (!seen && nearest) {
      update({ branchId: nearest.id, nearestSeen: nearest.id });
      return;
    }
    if (!seen) update({ nearestSeen: nearestBranch?.id ?? null });
    if (state.branchId && serviceBranches.some((b) => b.id === state.branchId)) return;
    update({ branchId: nearest?.id ?? null });
  }, [isDelivery, serviceBranches, atTable, nearestBranch, state.branchId, state.nearestSeen, update]);

  const basketTotals = useMemo(() => computeTotals({ lines: totalsLines(lines), serviceType: 'PICK_UP', deliveryPrice: 0 }), [lines]);
  const quote = useDeliveryQuote(isDelivery, address, basketTotals.productPrice);
  const totals = useMemo(() => computeTotals({
    lines: totalsLines(lines),
    promo: state.promo,
    serviceType: serviceType ?? 'DELIVERY',
    deliveryPrice: isDelivery ? quote.price : 0,
    cashback: state.useCashback ? user?.cashback ?? 0 : 0,
    userCashback: user?.cashback ?? 0,
    deliverySettings,
  }), [lines, state.promo, serviceType, state.useCashback, isDelivery, quote.price, user, deliverySettings]);
  const orderBranch = isDelivery ? quote.branch : branches?.find((b) => b.id === (atTable ? atTable.branchId : state.branchId)) ?? null;

  // A branch closed now takes no order for now (the contracts' rule, as the API's): only a later
  // time, its next opening preselected.
  const openCheck = orderBranch ? checkOrderNow(orderBranch, now) : null;
  const closed: ClosedBranch | null = openCheck && !openCheck.ok ? {
    title: openCheck.state === 'day-off' ? message('dayOff') : t('branchClosed'),
    opens: openCheck.opensAt ? capitalise(t('opensAt', { when: formatBranchOpening(openCheck.opensAt, now, language) })) : null,
    opensAt: openCheck.opensAt,
  } : null;
  const opensDay = closed?.opensAt?.day ?? null;
  const opensTime = closed?.opensAt?.time ?? null;
  useEffect(() => {
    if (!opensDay || !opensTime || (state.later && state.day && state.time)) return;
    update({ later: true, day: opensDay, time: opensTime });
  }, [opensDay, opensTime, state.later, state.day, state.time, update]);

  const text = (problem: Problem | undefined) => (problem ? ('message' in problem ? problem.message : t(problem.key)) : null);
  // The address problem found on "place order" stays up only while it holds: once an address is
  // chosen (or the one chosen is inside an area), the message goes without another click.
  const shownAddressProblem = problems.address
    ? addressProblem({ serviceType, address, outOfArea: isDelivery && quote.status === 'out-of-area', language })
    : undefined;

  const place = async () => {
    if (placingRef.current) return;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    setNeedsNetwork(offline);
    if (offline) {
      bus.emit('order/failed', { reason: 'refused', code: 'OFFLINE' });
      return;
    }
    if (!token || !user) {
      goToLogin(navigate, '/checkout');
      return;
    }
    const found = validateCheckout({
      state, address, outOfArea: isDelivery && quote.status === 'out-of-area', branch: orderBranch,
      productPrice: basketTotals.productPrice, now: new Date(), orderableNow: !closed, language,
    });
    setProblems(found);
    if (Object.keys(found).length) {
      bus.emit('order/failed', { reason: 'invalid' });
      requestAnimationFrame(() => document.querySelector('.bc-checkout [role=alert]')?.scrollIntoView({ block: 'center' }));
      return;
    }
    if (isDelivery && quote.status === 'loading') return;
    placingRef.current = true;
    setPlacing(true);
    const key = state.idempotencyKey ?? newIdempotencyKey();
    if (key !== state.idempotencyKey) update({ idempotencyKey: key });
    const body = buildOrderRequest({
      state, lines, address, entrance, branchId: orderBranch?.id ?? null, cityId: orderBranch?.cityId ?? null,
      user, merchantId: data.merchant.id, totals, tableId: atTable?.tableId ?? null,
    });
    const outcome = await submitOrder(api, { body, idempotencyKey: key, later: state.later, fromTelegram: telegram.active });
    if (outcome.status === 'refused') {
      bus.emit('order/failed', { reason: 'refused', code: outcome.code });
      if (outcome.code === 'NETWORK_ERROR' || outcome.code === 'TIMEOUT') setNeedsNetwork(true);
      if (outcome.code === 'IDEMPOTENCY_CONFLICT') update({ idempotencyKey: null });
      placingRef.current = false;
      setPlacing(false);
      return;
    }
    // Spec §4 after a successful order: the store resets the draft and keeps the id. The success
    // notice is the order page's, told once there and only while it is true: a card refused a
    // moment later, or a payment cancelled at the provider, must not sit beside a green "confirmed".
    setPlacedId(outcome.order.id);
    bus.emit('order/placed', { orderId: outcome.order.id });
    update(afterOrder);
    // A saved card was charged by the server already: the order page shows paid, or the refusal.
    const paymentUrl = body.cardId ? null : await paymentPageOf(api, outcome.order);
    // Inside Telegram the provider's page opens beside the Mini App (openLink), which stays on the
    // order's page where the payment's outcome arrives live; its "Pay" button is there if needed.
    if (paymentUrl && telegram.openLink) telegram.openLink(paymentUrl);
    else if (paymentUrl) {
      window.location.assign(paymentUrl);
      return;
    }
    navigate(appLink('/profile/orders/:id', { id: outcome.order.id }));
  };

  // Inside Telegram its MainButton places the order (the same `place`), with the total and a
  // spinner while it is sent; the page's own button is then left out.
  const hostButton = useMainAction(placedId === null && lines.length
    ? { text: `${t('placeOrder')} · ${formatSum(totals.totalPrice, language)}`, onClick: () => void place(), progress: placing }
    : null);

  if (placedId !== null) {
    return (
      <section className="bc-checkout" data-testid="order-placed">
        <h1>{message('orderConfirmedTitle')}</h1>
        <p>{message('orderConfirmed')}</p>
        <Link to={appLink('/profile/orders/:id', { id: placedId })}>{t('showOrder')}</Link>
      </section>
    );
  }
  if (!lines.length) {
    return (
      <CheckoutFrame testId="basket-empty">
        <p>{t('empty')}</p>
        <Link to={appLink('/')} className="bc-primary">{t('toMenu')}</Link>
      </CheckoutFrame>
    );
  }

  // The service type decides which sections show: the form waits (briefly) for the merchant's choice.
  if (!settingsSettled) {
    return (
      <CheckoutFrame busy>
        <p className="bc-muted">{t('loading')}</p>
      </CheckoutFrame>
    );
  }

  return (
    <form className="bc-checkout" noValidate onSubmit={(event) => { event.preventDefault(); void place(); }}>
      <h1>{t('checkoutTitle')}</h1>
      {!token && (
        <p data-testid="login-first">
          {t('loginFirst')}{' '}
          <a href={appLink('/login')} onClick={(event) => { event.preventDefault(); goToLogin(navigate, '/checkout'); }}>{t('login')}</a>
        </p>
      )}

      <ChoiceSection testId="service-section" name="service" legend={t('serviceType')} options={services} chosen={serviceType}
        label={(service) => t(`service.${service}`)} onChoose={(serviceType) => { update({ serviceType }); setProblems({}); }}
        problem={text(problems.serviceType)} />

      {isDelivery
        ? <AddressSection address={address} entrance={entrance} quote={quote} problem={text(shownAddressProblem)} />
        : atTable ? <TableSection table={atTable} branch={orderBranch} />
        : serviceType && <BranchSection branches={serviceBranches} branchId={state.branchId} onChoose={(branchId) => update({ branchId })} problem={text(problems.branch)}
            pickup={serviceType === 'PICK_UP'} />}

      <TimeSection state={state} update={update} dayProblem={text(problems.day)} timeProblem={text(problems.time)} closed={closed} />

      <PaymentSection payments={payments} cards={cards} state={state} update={update} problem={text(problems.paymentType)} cardsOn={cardsOn} />

      {settings.promoActive && (
        <PromoSection promo={state.promo} offered={offeredPromo} onOfferTaken={() => bus.emit('promo/offered', { code: null })}
          productPrice={basketTotals.productPrice} problem={text(problems.promo)}
          onChange={(promo) => { update({ promo }); setProblems(({ promo: _gone, ...rest }) => rest); }} />
      )}

      <CashbackSection user={user} settings={settings} totals={totals} use={state.useCashback} onUse={(useCashback) => update({ useCashback })} />

      <fieldset className="bc-section">
        <legend>{t('comment')}</legend>
        <textarea data-testid="order-comment" aria-label={t('comment')} maxLength={MAX_COMMENT_LENGTH} value={state.comment} onChange={(e) => update({ comment: e.target.value })} />
      </fieldset>

      <TotalsPreview totals={totals} delivery={isDelivery} />
      {deliverySettings?.isServiceFeeEnabled && deliverySettings.isServiceFeeFreeAboveThreshold && (
        <p className="bc-muted" data-testid="service-fee-note">
          <PriceText text={t('serviceFeeNote', { amount: formatSum(deliverySettings.serviceFeeAmount, language), threshold: formatSum(deliverySettings.serviceFeeThreshold, language) })} />
        </p>
      )}
      {needsNetwork && <div className="bc-error" role="alert" data-testid="order-needs-network">{t('orderNeedsNetwork')}</div>}
      {!hostButton && (
        <button type="submit" className="bc-primary" disabled={placing} data-testid="place-order">
          {placing ? t('placing') : t('placeOrder')}
        </button>
      )}
    </form>
  );
}

/**
 * The checkout's box and heading, as its form starts too, around what a state shows below them.
 * The page server draws it alone into the page (src/first-view.tsx): the basket and the customer
 * are known only to the browser.
 */
export function CheckoutFrame({ busy = false, testId, children }: { busy?: boolean; testId?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="bc-checkout" aria-busy={busy || undefined} data-testid={testId}>
      <h1>{t('checkoutTitle')}</h1>
      {children}
    </section>
  );
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The time now, again every 30 s: a branch that opens or closes while the checkout is open shows it. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
