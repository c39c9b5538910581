/** Defaults of spec §3 and §9 for a resized image. */
export const IMAGE_DEFAULTS = { width: 480, height: 480, quality: 100 } as const;

export interface ImageSize { width?: number; height?: number; quality?: number }

/**
 * The only sides (px) and qualities the media endpoint renders: any other request is served the
 * next size up (the largest at most), so the number of variants, and the resizing an attacker can
 * ask for, stays bounded, and the browser asks exactly these sizes in the first place.
 */
export const IMAGE_SIDES = [48, 64, 96, 128, 160, 240, 320, 400, 480, 640, 800, 960, 1200] as const;
export const IMAGE_QUALITIES = [50, 75, 90, 100] as const;

const snapUp = (allowed: readonly number[], wanted: number) => allowed.find((value) => value >= wanted) ?? allowed[allowed.length - 1];

/** The size the media endpoint renders for a requested one (defaults of spec §3 for what is missing). */
export function servedImageSize(size: ImageSize = {}): Required<ImageSize> {
  return {
    width: snapUp(IMAGE_SIDES, size.width ?? IMAGE_DEFAULTS.width),
    height: snapUp(IMAGE_SIDES, size.height ?? IMAGE_DEFAULTS.height),
    quality: snapUp(IMAGE_QUALITIES, size.quality ?? IMAGE_DEFAULTS.quality),
  };
}

/**
 * The quality the storefront asks for the images it shows (the endpoint's default, spec §3, is 100).
 * A webp at 75 looks the same on a phone at a third of the bytes (a 640 px banner: 27.4 KB at 100,
 * 9.1 KB at 75), and on a slow network the first banner and the menu's photos arrive that much sooner.
 */
export const SHOWN_IMAGE_QUALITY = 75;

/**
 * The image address rule of spec §3: a full https address is used as is; any other value is a
 * media-store key served (resized, webp) by the media endpoint; nothing at all gives the
 * 'no item' placeholder the media endpoint answers for an unknown key.
 */
export function imageUrl(mediaBase: string, image: string | null | undefined, size: ImageSize = {}): string {
  if (image && /^https:\/\//i.test(image)) return image;
  const key = image && image.trim() ? image.trim() : NO_ITEM_KEY;
  const { width, height, quality } = servedImageSize({ ...size, quality: size.quality ?? SHOWN_IMAGE_QUALITY });
  const base = mediaBase.replace(/\/+$/, '');
  return `${base}/media/v1/images/${encodeURIComponent(key)}?width=${width}&height=${height}&quality=${quality}`;
}

/** Key of the placeholder image every missing image falls back to. */
export const NO_ITEM_KEY = 'no-item';

/**
 * A `srcset` of square renditions for an image shown at most `cssSize` px wide: the sides the media
 * endpoint renders from half that size up to twice it (dense screens), so the browser takes the
 * smallest that stays sharp instead of one large file for every screen. An https image is as is.
 */
export function squareImageSrcSet(mediaBase: string, image: string | null | undefined, cssSize: number, quality?: number): string | undefined {
  if (image && /^https:\/\//i.test(image)) return undefined;
  const largest = Math.min(IMAGE_SIDES[IMAGE_SIDES.length - 1], cssSize * 2);
  const sides = IMAGE_SIDES.filter((side) => side >= cssSize / 2 && side <= largest);
  return sides.map((side) => `${imageUrl(mediaBase, image, { width: side, height: side, quality })} ${side}w`).join(', ');
}

/** The largest side a square image's plain `src` asks for (twice the CSS size up to this); its `srcset` offers the rest. */
const SQUARE_SRC_MAX = 960;

/** The attributes of a square image shown `cssSize` px wide at most: what `<img>` and a preload of it both carry. */
export interface SquareImage { src: string; srcSet: string | undefined; sizes: string; width: number; height: number }

/**
 * A square image shown at about `cssSize` px (or fluid, by `sizes`): its address at twice that
 * size within the endpoint's limits (dense screens), its `srcset` and `sizes`. The product card,
 * the product page and the page's first script's preload of the product image all draw from it, so
 * the preload is the very file the page then shows.
 */
export function squareImage(mediaBase: string, image: string | null | undefined, cssSize: number, sizes?: string): SquareImage {
  const pixels = Math.min(SQUARE_SRC_MAX, cssSize * 2);
  return {
    src: imageUrl(mediaBase, image, { width: pixels, height: pixels }),
    srcSet: squareImageSrcSet(mediaBase, image, cssSize),
    sizes: sizes ?? `${cssSize}px`,
    width: cssSize,
    height: cssSize,
  };
}

/** The main image of the product page: shown across the phone's width, 480 px at most. */
export const PRODUCT_PAGE_IMAGE = { size: 480, sizes: '(max-width: 720px) calc(100vw - 32px), 480px' } as const;

/** A product's pictures in the order its page shows them: its own image, then its gallery, each once. */
export function productImages(product: { image?: string | null; gallery?: readonly (string | null | undefined)[] }): string[] {
  return [...new Set([product.image, ...(product.gallery ?? [])].filter((x): x is string => Boolean(x)))];
}

/** Widths (px) the media endpoint renders for a home-page banner; the browser picks by `sizes` and density. */
const BANNER_WIDTHS = [400, 640, 960, 1200] as const;

/**
 * A home-page banner's image attributes: 5:2 renditions at the banner widths, shown in a box of
 * 88 % of a phone's width, at most 600 px. The catalogue draws the banner with them and the shell
 * preloads the first banner with the same ones, so the browser asks for the file it will draw.
 */
export function bannerImage(mediaBase: string, image: string): { src: string; srcSet: string; sizes: string; width: number; height: number } {
  return {
    src: imageUrl(mediaBase, image, { width: 960, height: 384 }),
    srcSet: BANNER_WIDTHS.map((w) => `${imageUrl(mediaBase, image, { width: w, height: (w * 2) / 5 })} ${w}w`).join(', '),
    sizes: '(max-width: 720px) 88vw, 600px',
    width: 600,
    height: 240,
  };
}
