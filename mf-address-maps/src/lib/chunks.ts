import { useEffect, useState } from 'react';

/** Code fetched on demand, and known once it has arrived: a later render needs no wait. */
export interface Chunk<M> {
  load(): Promise<M>;
  loaded(): M | null;
}

export function chunk<M>(importer: () => Promise<M>): Chunk<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    // A failed download is forgotten, so the next render asks again.
    load: () => (pending ??= importer().then((m) => (module = m), (error: unknown) => {
      pending = null;
      throw error;
    })),
    loaded: () => module,
  };
}

/**
 * The chunk's module, or null while it comes. Awaited in state rather than with React.lazy: React
 * holds back a Suspense boundary revealed soon after another fallback was shown (up to 300 ms), and
 * a map screen's first tiles would wait for that twice (its screen, then its map engine). A failed
 * download is thrown where React.lazy would throw it, to the remote's error handling.
 */
export function useChunk<M>(source: Chunk<M>): M | null {
  const [module, setModule] = useState<M | null>(source.loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (module) return;
    let active = true;
    source.load().then((m) => { if (active) setModule(() => m); }, (error: unknown) => { if (active) setFailure({ error }); });
    return () => { active = false; };
  }, [source, module]);
  if (failure) throw failure.error;
  return module;
}
