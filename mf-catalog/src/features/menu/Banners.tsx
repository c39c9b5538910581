import { pickText, type Language } from '@storefront/contracts';
import { imageUrl } from '@storefront/contracts/rules';
import { Link, useMountProps, useT } from '@storefront/ui';
import { contentHref } from './content-link';
import { useHomeContent } from './home-content';

/** Widths (px) the media endpoint renders for a banner; the browser picks by `sizes` and density. */
const BANNER_WIDTHS = [400, 640, 960, 1200] as const;
/** The banner's box of .cat-banners li: 88 % of the content, at most 600 px. */
const BANNER_SIZES = '(max-width: 720px) 88vw, 600px';

/**
 * The home page's banners (bannersActive): a carousel that swipes by native scrolling with snap
 * points, each banner a link to a product, a category or a page.
 */
export function Banners({ lang }: { lang: Language }) {
  const { urls } = useMountProps();
  const t = useT();
  const banners = useHomeContent('banners');
  // While they load, an empty banner of the same box keeps the menu from jumping down later.
  if (banners === null) {
    return <section className="cat-banners" aria-hidden="true"><ul><li><div className="cat-banner-placeholder" /></li></ul></section>;
  }
  if (banners.length === 0) return null;
  return (
    <section className="cat-banners" aria-label={t('banners')} data-testid="banners">
      <ul>
        {banners.map((banner, index) => (
          <li key={banner.id}>
            <Link href={contentHref(banner.link)} data-testid="banner">
              <img src={imageUrl(urls.mediaBase, banner.image, { width: 960, height: 384 })}
                srcSet={BANNER_WIDTHS.map((w) => `${imageUrl(urls.mediaBase, banner.image, { width: w, height: (w * 2) / 5 })} ${w}w`).join(', ')}
                sizes={BANNER_SIZES} width={600} height={240}
                alt={banner.title ? pickText(banner.title, lang) : ''} loading={index === 0 ? 'eager' : 'lazy'} decoding="async"
                {...(index === 0 ? { fetchPriority: 'high' as const } : {})} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
