import { appLink, MAX_COMMENT_LENGTH } from '@storefront/contracts';
import { featureOn, formatSum } from '@storefront/contracts/rules';
import { PriceText, goToLogin, useLanguage, useMountProps } from '@storefront/ui';
import { useNavigate } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { TotalsPreview } from '../../components/TotalsPreview';
import { AddressSection } from './AddressSection';
import { BranchSection } from './BranchSection';
import { CashbackSection } from './CashbackSection';
import { ChoiceSection } from './ChoiceSection';
import { PaymentSection } from './PaymentSection';
import { PromoSection } from './PromoSection';
import { TableSection } from './TableSection';
import { TimeSection } from './TimeSection';
import type { Checkout } from './useCheckout';
import type { Problem } from './validate';

/** The checkout's form, its sections in the order the customer fills them, and the place-order button. */
export function CheckoutForm({ checkout }: { checkout: Checkout }) {
  const { bus, settings } = useMountProps();
  const { t } = useTranslation();
  const language = useLanguage();
  const { state, update, problems, setProblems, isDelivery, serviceType, atTable, orderBranch, deliverySettings } = checkout;
  const text = (problem: Problem | undefined) => (problem ? ('message' in problem ? problem.message : t(problem.key)) : null);

  return (
    <form className="bc-checkout" noValidate onSubmit={(event) => { event.preventDefault(); void checkout.place(); }}>
      <h1>{t('checkoutTitle')}</h1>
      {!checkout.token && <LoginFirst />}

      <ChoiceSection testId="service-section" name="service" legend={t('serviceType')} options={checkout.services} chosen={serviceType}
        label={(service) => t(`service.${service}`)} onChoose={(serviceType) => { update({ serviceType }); setProblems({}); }}
        problem={text(problems.serviceType)} />

      {isDelivery
        ? <AddressSection address={checkout.address} entrance={checkout.entrance} quote={checkout.quote} problem={text(checkout.shownAddressProblem)} />
        : atTable ? <TableSection table={atTable} branch={orderBranch} />
        : serviceType && <BranchSection branches={checkout.serviceBranches} branchId={state.branchId} onChoose={(branchId) => update({ branchId })} problem={text(problems.branch)}
            pickup={serviceType === 'PICK_UP'} />}

      <TimeSection state={state} update={update} dayProblem={text(problems.day)} timeProblem={text(problems.time)} closed={checkout.closed}
        branch={orderBranch} now={checkout.now} />

      <PaymentSection payments={checkout.payments} cards={checkout.cards} state={state} update={update} problem={text(problems.paymentType)} cardsOn={checkout.cardsOn} />

      {featureOn(settings, 'promo') && (
        <PromoSection promo={state.promo} offered={checkout.offeredPromo} onOfferTaken={() => bus.emit('promo/offered', { code: null })}
          productPrice={checkout.productPrice} problem={text(problems.promo)}
          onChange={(promo) => { update({ promo }); setProblems(({ promo: _gone, ...rest }) => rest); }} />
      )}

      <CashbackSection user={checkout.user} settings={settings} totals={checkout.totals} use={state.useCashback} onUse={(useCashback) => update({ useCashback })} />

      <fieldset className="bc-section">
        <legend>{t('comment')}</legend>
        <textarea data-testid="order-comment" aria-label={t('comment')} maxLength={MAX_COMMENT_LENGTH} value={state.comment} onChange={(e) => update({ comment: e.target.value })} />
      </fieldset>

      <TotalsPreview totals={checkout.totals} delivery={isDelivery} />
      {deliverySettings?.isServiceFeeEnabled && deliverySettings.isServiceFeeFreeAboveThreshold && (
        <p className="bc-muted" data-testid="service-fee-note">
          <PriceText text={t('serviceFeeNote', { amount: formatSum(deliverySettings.serviceFeeAmount, language), threshold: formatSum(deliverySettings.serviceFeeThreshold, language) })} />
        </p>
      )}
      {checkout.needsNetwork && <div className="bc-error" role="alert" data-testid="order-needs-network">{t('orderNeedsNetwork')}</div>}
      {!checkout.hostButton && (
        <button type="submit" className="bc-primary" disabled={checkout.placing} data-testid="place-order">
          {checkout.placing ? t('placing') : t('placeOrder')}
        </button>
      )}
    </form>
  );
}

/** A guest may fill the checkout; placing the order asks for the login, which returns here. */
function LoginFirst() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <p data-testid="login-first">
      {t('loginFirst')}{' '}
      <a href={appLink('/login')} onClick={(event) => { event.preventDefault(); goToLogin(navigate, '/checkout'); }}>{t('login')}</a>
    </p>
  );
}
