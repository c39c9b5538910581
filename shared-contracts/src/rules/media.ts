/** Defaults of spec §3 and §9 for a resized image. */
export const IMAGE_DEFAULTS = { width: 480, height: 480, quality: 100 } as const;

export interface ImageSize { width?: number; height?: number; quality?: number }

/**
 * The image address rule of spec §3: a full https address is used as is; any other value is a
 * media-store key served (resized, webp) by the media endpoint; nothing at all gives the
 * 'no item' placeholder the media endpoint answers for an unknown key.
 */
export function imageUrl(mediaBase: string, image: string | null | undefined, size: ImageSize = {}): string {
  if (image && /^https:\/\//i.test(image)) return image;
  const key = image && image.trim() ? image.trim() : NO_ITEM_KEY;
  const width = size.width ?? IMAGE_DEFAULTS.width;
  const height = size.height ?? IMAGE_DEFAULTS.height;
  const quality = size.quality ?? IMAGE_DEFAULTS.quality;
  const base = mediaBase.replace(/\/+$/, '');
  return `${base}/media/v1/images/${encodeURIComponent(key)}?width=${width}&height=${height}&quality=${quality}`;
}

/** Key of the placeholder image every missing image falls back to. */
export const NO_ITEM_KEY = 'no-item';
