import { pickText, routes, type Language } from '@storefront/contracts';
import { imageUrl } from '@storefront/contracts/rules';
import { Link, useApiQuery, useMountProps, useT } from '@storefront/ui';
import { contentHref } from './content-link';

/**
 * The home page's banners (bannersActive): a carousel that swipes by native scrolling with snap
 * points, each banner a link to a product, a category or a page.
 */
export function Banners({ lang }: { lang: Language }) {
  const { urls } = useMountProps();
  const t = useT();
  const query = useApiQuery(routes.banners, { quiet: true });
  if (query.status !== 'ready' || query.data.length === 0) return null;
  return (
    <section className="cat-banners" aria-label={t('banners')} data-testid="banners">
      <ul>
        {query.data.map((banner, index) => (
          <li key={banner.id}>
            <Link href={contentHref(banner.link)} data-testid="banner">
              <img src={imageUrl(urls.mediaBase, banner.image, { width: 960, height: 384 })} width={600} height={240}
                alt={banner.title ? pickText(banner.title, lang) : ''} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
