import { squareImage } from '@storefront/contracts/rules';
import { useMountProps } from '@storefront/ui';

/**
 * An image through the media rule of spec §3 (https as is, a media key resized to webp, the
 * 'no item' placeholder when there is none), with width and height set so nothing shifts, lazy
 * unless it is among the first on the page.
 */
export function ProductImage({ image, size, alt, eager = false, className, sizes }: {
  image: string | null | undefined; size: number; alt: string; eager?: boolean; className?: string;
  /** The `sizes` of the image where it is fluid; by default it is shown at about `size` px. */
  sizes?: string;
}) {
  const { urls } = useMountProps();
  return (
    <img
      className={className}
      {...squareImage(urls.mediaBase, image, size, sizes)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
