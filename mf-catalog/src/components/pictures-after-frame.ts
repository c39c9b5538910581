import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { Product } from '@storefront/contracts';
import { afterNextFrame } from './next-task';

type Picture = Product['image'];

const samePictures = (a: readonly Picture[], b: readonly Picture[]) => a.length === b.length && a.every((image, i) => image === b[i]);

/**
 * For a list whose places change product at each key typed (the search's results): whether the card
 * at a place shows its product's picture. A place whose product brought another picture shows an
 * empty square of the picture's size until a task after the browser's next frame, when every place
 * gets its picture: the names, prices and buttons of the results are painted in the frame after the
 * keystroke, and creating the new image elements (each starts a request, and its decoding and load
 * come back to the page) waits a frame. A place whose picture is unchanged keeps it throughout. A
 * picture that is not in the cache shows the same square until it has loaded in any case.
 */
export function usePicturesAfterFrame(products: readonly Product[], enabled: boolean): (place: number) => boolean {
  const pictures = useMemo(() => products.map((product) => product.image), [products]);
  // A list drawn anew (a query's first key) waits for the frame too.
  const [shown, setShown] = useState<readonly Picture[]>(() => (enabled ? [] : pictures));
  const current = enabled && !samePictures(shown, pictures);
  useEffect(() => {
    if (!current) return undefined;
    // A transition: a key typed meanwhile renders first, and the pictures follow its frame.
    return afterNextFrame(() => startTransition(() => setShown(pictures)));
  }, [current, pictures]);
  return useCallback((place: number) => !enabled || shown[place] === pictures[place], [enabled, shown, pictures]);
}
