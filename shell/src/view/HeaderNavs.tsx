import type { Brand } from '@storefront/contracts';
import { Link } from '@storefront/ui/router';
import type { TFunction } from 'i18next';
import { NavIcon } from './nav-icons';

/** The screens' links that are switched on, the current one marked. */
export function NavLinks({ t, links, pathname }: { t: TFunction; links: [string, string, boolean][]; pathname: string }) {
  return (
    <nav className="sf-nav" aria-label={t('nav.label')}>
      {links.filter(([, , on]) => on).map(([href, label]) => {
        const current = href === '/' ? pathname === '/' : pathname.startsWith(href);
        return (
          <Link key={href} to={href} aria-current={current ? 'page' : undefined} data-nav={href}>
            <NavIcon href={href} />
            <span>{label}</span>
          </Link>
        );
      })}
    </nav>
  );
}

/** The merchant's brands as tabs (multi-tab navigation), the current merchant's pressed. */
export function BrandTabs({ t, brands, merchantId, onBrand }: { t: TFunction; brands: Brand[]; merchantId: number; onBrand(brand: Brand): void }) {
  return (
    <nav className="sf-brands" aria-label={t('brands.label')}>
      {brands.map((brand) => (
        <button type="button" key={brand.id} aria-pressed={brand.merchantId === merchantId} onClick={() => onBrand(brand)}>
          {brand.name}
        </button>
      ))}
    </nav>
  );
}
