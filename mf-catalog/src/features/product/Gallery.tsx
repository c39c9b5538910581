import { useState } from 'react';
import { PRODUCT_PAGE_IMAGE } from '@storefront/contracts/rules';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../../components/ProductImage';
import { ImageViewer } from './ImageViewer';

/** The product's image and gallery; a tap opens the viewer. */
export function Gallery({ images, alt }: { images: string[]; alt: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState(false);
  const list = images.length ? images : [''];
  return (
    <div className="cat-gallery">
      <button type="button" className="cat-gallery-main" onClick={() => setViewing(true)} aria-label={alt} data-testid="gallery-open">
        <ProductImage image={list[current] || null} size={PRODUCT_PAGE_IMAGE.size} sizes={PRODUCT_PAGE_IMAGE.sizes} alt={alt} eager />
      </button>
      {list.length > 1 && (
        <div className="cat-thumbs">
          {list.map((image, i) => (
            <button type="button" key={`${image}-${i}`} aria-pressed={i === current} onClick={() => setCurrent(i)}
              aria-label={`${alt}: ${t('thumbnail', { n: i + 1 })}`}>
              <ProductImage image={image} size={64} alt="" />
            </button>
          ))}
        </div>
      )}
      {viewing && <ImageViewer images={list} start={current} alt={alt} onClose={() => setViewing(false)} />}
    </div>
  );
}
