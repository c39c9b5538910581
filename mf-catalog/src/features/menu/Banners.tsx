import { pickText, type Language } from '@storefront/contracts';
import { bannerImage } from '@storefront/contracts/rules';
import { useMountProps } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { contentHref } from './content-link';

/**
 * The home page's banners (bannersActive): a carousel that swipes by native scrolling with snap
 * points, each banner a link to a product, a category or a page.
 */
export function Banners({ lang }: { lang: Language }) {
  const { urls, data } = useMountProps();
  const { t } = useTranslation();
  // They came with the start (MerchantData.banners): the box of .cat-banners li, 88 % of the
  // content at most 600 px, is bannerImage's `sizes`. The first banner is the home page's largest
  // paint and goes first; the others, mostly off screen in the carousel, ask low priority so they
  // do not share the slow network with it and the code.
  const banners = data.banners;
  if (banners.length === 0) return null;
  return (
    <section className="cat-banners" aria-label={t('banners')} data-testid="banners">
      <ul>
        {banners.map((banner, index) => (
          <li key={banner.id}>
            <Link to={contentHref(banner.link)} data-testid="banner">
              <img {...bannerImage(urls.mediaBase, banner.image)}
                alt={banner.title ? pickText(banner.title, lang) : ''} loading={index === 0 ? 'eager' : 'lazy'} decoding="async"
                fetchPriority={index === 0 ? 'high' : 'low'} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
