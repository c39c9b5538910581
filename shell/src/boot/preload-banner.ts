import { bannerImage } from '@storefront/contracts/rules';

/**
 * The home page's first banner is its largest paint (LCP). It is asked for the moment the start's
 * answer names it (by the page's first script, else by the boot), with the attributes the
 * catalogue will draw it with, instead of when the catalogue's code has arrived and drawn the menu
 * around it. Type-only imports: the page's first script bundles this file without the contracts'
 * shared module.
 */
export function preloadFirstBanner(pathname: string, banners: readonly { image: string }[], mediaBase: string): void {
  const first = banners[0];
  if (pathname !== '/' || !first || typeof first.image !== 'string') return;
  const image = bannerImage(mediaBase, first.image);
  if ([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((l) => l.href === image.src)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = image.src;
  link.imageSrcset = image.srcSet;
  link.imageSizes = image.sizes;
  link.fetchPriority = 'high';
  document.head.append(link);
}
