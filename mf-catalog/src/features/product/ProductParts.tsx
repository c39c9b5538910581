import type { Dispatch, SetStateAction } from 'react';
import { pickText, type Language, type Product } from '@storefront/contracts';
import { badgeTextColor } from '@storefront/contracts/rules';
import { useTranslation } from 'react-i18next';

/** The product's labels, each in the merchant's colour with a text colour that reads on it. */
export function ProductLabels({ labels, lang }: { labels: Product['labels']; lang: Language }) {
  return (
    <ul className="cat-labels">
      {labels.map((label) => (
        <li key={label.id} style={{ background: label.color, color: badgeTextColor(label.color, label.textColor) }}>{pickText(label.name, lang)}</li>
      ))}
    </ul>
  );
}

/** How many to add: 1 to 99. */
export function CountStepper({ count, setCount }: { count: number; setCount: Dispatch<SetStateAction<number>> }) {
  const { t } = useTranslation();
  return (
    <div className="cat-stepper" role="group" aria-label={t('count')}>
      <button type="button" onClick={() => setCount((c) => Math.max(1, c - 1))} disabled={count <= 1} aria-label={t('less')}>−</button>
      <output data-testid="product-count" aria-live="polite">{count}</output>
      <button type="button" onClick={() => setCount((c) => Math.min(99, c + 1))} aria-label={t('more')}>+</button>
    </div>
  );
}
