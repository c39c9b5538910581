import { useMemo, useState } from 'react';
import { appLink, pickText, type Overall, type Product } from '@storefront/contracts';
import type { BasketLine } from '@storefront/runtime';
import { computeTotals, formatSum, imageUrl, linePrice } from '@storefront/contracts/rules';
import { useLanguage, useMainAction, useMountProps, useObservable, useSession, useSpecMessage } from '@storefront/ui';
import { Link, useNavigate } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { TotalsPreview } from '../../components/TotalsPreview';
import { totalsLines } from '../../components/totals';
import { Recommendations } from './Recommendations';
import { canAddOne, overStock, stockAt } from './stock';

/** Names of a line's chosen modifications, from the menu (the line keeps ids and prices only). */
function modificationNames(product: Product | undefined, line: BasketLine, language: 'uz' | 'ru' | 'eng'): string {
  return line.modifications.map((m) => {
    for (const group of product?.modificationGroups ?? []) {
      const found = group.modifications.find((candidate) => candidate.id === m.id);
      if (found) return `${pickText(found.name, language)}${m.count > 1 ? ` ×${m.count}` : ''}`;
    }
    return null;
  }).filter(Boolean).join(', ');
}

/** `/basket`: lines with modifications, counts, removal, branch stock, recommendations and the totals. */
export function BasketPage() {
  const navigate = useNavigate();
  const { bus, data, urls } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const language = useLanguage();
  const lines = useSession((s) => s.draft.lines);
  const branchId = useSession((s) => s.nearestBranch?.id ?? null);
  const overall = useObservable<Overall | null>(data.overall$, null);
  const [shortOf, setShortOf] = useState<string | null>(null);
  const products = useMemo(() => new Map((overall?.products ?? []).map((p) => [p.id, p])), [overall]);
  const totals = useMemo(() => computeTotals({ lines: totalsLines(lines), serviceType: 'PICK_UP', deliveryPrice: 0 }), [lines]);
  // Inside Telegram its MainButton goes to the checkout, with the total, in place of the page's button.
  const hostButton = useMainAction(lines.length
    ? { text: `${t('checkout')} · ${formatSum(totals.totalPrice, language)}`, onClick: () => navigate(appLink('/checkout')) }
    : null);

  // Once the menu is in, the page is whole (choices named, recommendations shown): the first view,
  // drawn with the menu (src/first-view.tsx), gives way to it then.
  const withMenu = overall ? { 'data-with-menu': '' } : {};

  if (!lines.length) {
    return (
      <section className="bc-empty" data-testid="basket-empty" {...withMenu}>
        <h1>{t('basket')}</h1>
        <p>{t('empty')}</p>
        <Link to={appLink('/')} className="bc-primary">{t('toMenu')}</Link>
        <Recommendations overall={overall} lines={lines} branchId={branchId} />
      </section>
    );
  }

  const more = (line: BasketLine) => {
    const stock = stockAt(products.get(line.product.id), branchId);
    if (!canAddOne(lines, line.product.id, stock)) {
      setShortOf(line.lineId);
      bus.emit('notify', { kind: 'error', message: message('notEnoughStock') });
      return;
    }
    setShortOf(null);
    bus.emit('basket/set-count', { lineId: line.lineId, count: line.count + 1 });
  };
  const less = (line: BasketLine) => {
    setShortOf(null);
    bus.emit('basket/set-count', { lineId: line.lineId, count: line.count - 1 });
  };

  return (
    <section {...withMenu}>
      <h1>{t('basket')}</h1>
      <ul className="bc-lines">
        {lines.map((line) => {
          const product = products.get(line.product.id);
          const stock = stockAt(product, branchId);
          const short = shortOf === line.lineId || overStock(lines, line.product.id, stock);
          const names = modificationNames(product, line, language);
          const name = pickText(line.product.name, language);
          return (
            <li key={line.lineId} className="bc-line" data-testid="basket-line" data-product-id={line.product.id}>
              <img src={imageUrl(urls.mediaBase, line.product.image, { width: 128, height: 128 })} width={64} height={64} alt="" />
              <div>
                <h2>{name}</h2>
                {names && <p className="bc-mods" data-testid="line-modifications">{names}</p>}
                <span className="bc-price" data-testid="line-price">{formatSum(linePrice(line), language)}</span>
                {short && <p className="bc-error" role="alert" data-testid="line-stock">{message('notEnoughStock')}</p>}
              </div>
              <div className="bc-count">
                <button type="button" aria-label={`${t('less')}: ${name}`} onClick={() => less(line)}>−</button>
                <span data-testid="line-count">{line.count}</span>
                <button type="button" aria-label={`${t('more')}: ${name}`} onClick={() => more(line)}>+</button>
                <button type="button" className="bc-link" aria-label={`${t('remove')}: ${name}`} onClick={() => bus.emit('basket/remove', { lineId: line.lineId })}>{t('remove')}</button>
              </div>
            </li>
          );
        })}
      </ul>
      <TotalsPreview totals={totals} />
      {!hostButton && <><Link to={appLink('/checkout')} className="bc-primary" data-testid="to-checkout">{t('checkout')}</Link>{' '}</>}
      <button type="button" className="bc-link" onClick={() => bus.emit('basket/clear', {})}>{t('clear')}</button>
      {/* Last: they need the menu, which may arrive after the basket is drawn, and below the
          totals and the checkout button their arrival moves nothing the customer is looking at. */}
      <Recommendations overall={overall} lines={lines} branchId={branchId} />
    </section>
  );
}
