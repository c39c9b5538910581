import { PRODUCT_PAGE_IMAGE, bannerImage, matchAppRoute, productImages, squareImage } from '@storefront/contracts/rules';

/**
 * The largest paint of two screens is an image the page knows from its data before its code has
 * run: the home page's first banner (from the start) and a product page's main image (from the
 * menu). Each is asked for the moment that data names it (by the page's first script, else by the
 * boot), with the very attributes the catalogue will draw it with, instead of when the catalogue's
 * code has arrived and drawn the screen around it. Imported by the page's first script: rules only,
 * never the contracts' shared module.
 */
function preloadImage(image: { src: string; srcSet?: string; sizes: string }): void {
  if ([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((l) => l.href === image.src)) return;
  // Already in the page, drawn by the server's first view (first-view/page-server.tsx), and asked for with it.
  if ([...document.images].some((img) => img.getAttribute('src') === image.src)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = image.src;
  if (image.srcSet) link.imageSrcset = image.srcSet;
  link.imageSizes = image.sizes;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** On `/`, the first banner of the start's answer. */
export function preloadFirstBanner(pathname: string, banners: readonly { image: string }[], mediaBase: string): void {
  const first = banners[0];
  if (pathname !== '/' || !first || typeof first.image !== 'string') return;
  preloadImage(bannerImage(mediaBase, first.image));
}

type MenuProduct = { id?: unknown; image?: string | null; gallery?: (string | null)[] };

/** On `/product/{id}`, that product's first picture, found in the menu's answer. */
export function preloadProductImage(pathname: string, products: readonly MenuProduct[], mediaBase: string): void {
  const match = matchAppRoute(pathname);
  if (match?.route.path !== '/product/:id') return;
  const product = products.find((p) => String(p.id) === match.params.id);
  if (!product) return;
  const first = productImages({ image: product.image, gallery: Array.isArray(product.gallery) ? product.gallery : [] })[0];
  preloadImage(squareImage(mediaBase, first ?? null, PRODUCT_PAGE_IMAGE.size, PRODUCT_PAGE_IMAGE.sizes));
}
