import { useEffect, useRef, useState } from 'react';
import { IMAGE_VIEWER } from '@storefront/contracts';
import { imageUrl } from '@storefront/contracts/rules';
import { useDialog, useMountProps } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { createThrottle, isDoubleClick, toggleZoom, wheelZoom } from './viewer-rules';

/**
 * The full-screen image viewer of spec §9: the image shows after at most 1 s even while it is still
 * loading, a second click within 500 ms toggles zoom, the wheel zooms by the ratio 0.1 at most once
 * per 50 ms; arrows and Escape move and close.
 */
export function ImageViewer({ images, start, alt, onClose }: { images: string[]; start: number; alt: string; onClose(): void }) {
  const { urls } = useMountProps();
  const { t } = useTranslation();
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState(1);
  const [loaded, setLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const lastClick = useRef<number | null>(null);
  const throttle = useRef(createThrottle());
  const dialog = useDialog<HTMLDivElement>(onClose);

  useEffect(() => {
    setLoaded(false);
    setTimedOut(false);
    setZoom(1);
    const timer = setTimeout(() => setTimedOut(true), IMAGE_VIEWER.loadingTimeoutMs);
    return () => clearTimeout(timer);
  }, [index]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((i) => (i + 1) % images.length);
      else if (event.key === 'ArrowLeft') setIndex((i) => (i - 1 + images.length) % images.length);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [images.length]);

  const visible = loaded || timedOut;
  return (
    <div className="cat-viewer" role="dialog" aria-modal="true" aria-label={alt} data-testid="image-viewer" ref={dialog}
      onWheel={(event) => { if (throttle.current(event.timeStamp)) setZoom((z) => wheelZoom(z, event.deltaY)); }}>
      <button type="button" data-autofocus className="cat-viewer-close" onClick={onClose} aria-label={t('close')}>×</button>
      {!loaded && <p className="cat-viewer-loading" role="status">{t('loading')}</p>}
      <img
        src={imageUrl(urls.mediaBase, images[index], { width: 1200, height: 1200, quality: 90 })}
        width={1200} height={1200} alt={alt} data-zoom={zoom}
        style={{ transform: `scale(${zoom})`, visibility: visible ? 'visible' : 'hidden' }}
        onLoad={() => setLoaded(true)} onError={() => setLoaded(true)}
        onClick={(event) => {
          const now = event.timeStamp;
          if (isDoubleClick(lastClick.current, now)) {
            setZoom(toggleZoom);
            lastClick.current = null;
          } else lastClick.current = now;
        }}
      />
      {images.length > 1 && (
        <div className="cat-viewer-nav">
          <button type="button" onClick={() => setIndex((i) => (i - 1 + images.length) % images.length)} aria-label={t('previous')}>‹</button>
          <span>{index + 1} / {images.length}</span>
          <button type="button" onClick={() => setIndex((i) => (i + 1) % images.length)} aria-label={t('next')}>›</button>
        </div>
      )}
    </div>
  );
}
