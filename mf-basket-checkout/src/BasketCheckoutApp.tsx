import { matchAppRoute, pickText, type Language } from '@storefront/contracts';
import { formatSum, imageUrl, linePrice } from '@storefront/contracts/rules';
import { Link, useMountProps, usePathname, useSession, useT, useLanguage } from '@storefront/ui';

const CSS = `.bc-lines{list-style:none;padding:0;display:grid;gap:10px}
.bc-line{display:grid;grid-template-columns:64px 1fr auto;gap:12px;align-items:center;background:var(--surface,#fff);border-radius:12px;padding:10px}
.bc-line img{border-radius:10px;object-fit:cover;background:#eee}.bc-line h3{margin:0 0 4px;font-size:15px}
.bc-count{display:flex;gap:8px;align-items:center}.bc-count button{width:32px;height:32px;border-radius:50%;border:1px solid var(--border,#ddd);background:none;cursor:pointer;color:inherit}
.bc-total{display:flex;justify-content:space-between;font-size:18px;font-weight:700;margin:16px 0}
.bc-primary{display:inline-block;background:var(--main-color);color:var(--main-text-color);border-radius:12px;padding:12px 20px;text-decoration:none;font-weight:700}
.bc-link{background:none;border:0;color:var(--muted,#666);cursor:pointer;text-decoration:underline}`;

function Basket() {
  const { bus, urls } = useMountProps();
  const t = useT();
  const lang = useLanguage();
  const lines = useSession((s) => s.draft.lines);
  const total = lines.reduce((sum, line) => sum + linePrice(line), 0);
  if (!lines.length) {
    return <section><h1>{t('basket')}</h1><p>{t('empty')}</p><Link href="/" className="bc-primary">{t('toMenu')}</Link></section>;
  }
  return (
    <section>
      <h1>{t('basket')}</h1>
      <ul className="bc-lines">
        {lines.map((line) => (
          <li key={line.lineId} className="bc-line" data-testid="basket-line">
            <img src={imageUrl(urls.mediaBase, line.product.image, { width: 128, height: 128 })} width={64} height={64} alt="" />
            <div>
              <h3>{pickText(line.product.name, lang)}</h3>
              <span>{formatSum(linePrice(line))}</span>
            </div>
            <div className="bc-count">
              <button type="button" aria-label={t('less')} onClick={() => bus.emit('basket/set-count', { lineId: line.lineId, count: line.count - 1 })}>−</button>
              <span data-testid="line-count">{line.count}</span>
              <button type="button" aria-label={t('more')} onClick={() => bus.emit('basket/set-count', { lineId: line.lineId, count: line.count + 1 })}>+</button>
            </div>
          </li>
        ))}
      </ul>
      <p className="bc-total"><span>{t('total')}</span><span data-testid="basket-total">{formatSum(total)}</span></p>
      <Link href="/checkout" className="bc-primary">{t('checkout')}</Link>{' '}
      <button type="button" className="bc-link" onClick={() => bus.emit('basket/clear', {})}>{t('clear')}</button>
    </section>
  );
}

function Checkout() {
  const t = useT();
  const token = useSession((s) => s.token);
  return (
    <section>
      <h1>{t('checkoutTitle')}</h1>
      {!token && <p>{t('loginFirst')} <Link href="/login">{t('login')}</Link></p>}
      <Basket />
    </section>
  );
}

export function BasketCheckoutApp() {
  const path = matchAppRoute(usePathname())?.route.path;
  return (
    <>
      <style>{CSS}</style>
      {path === '/checkout' ? <Checkout /> : <Basket />}
    </>
  );
}
