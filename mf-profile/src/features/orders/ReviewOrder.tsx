import { useId, useState } from 'react';
import { MAX_COMMENT_LENGTH, pickText, routes, type Order, type Overall, type ReviewRequest } from '@storefront/contracts';
import { useLanguage, useMountProps } from '@storefront/ui';
import { useTranslation } from 'react-i18next';

const REVIEWABLE = new Set(['DELIVERED', 'CLOSED']);
const STARS = [1, 2, 3, 4, 5] as const;

/** Five radio buttons drawn as stars: keyboard and screen readers see a radio group. */
function StarsInput({ label, value, onChange, testId }: { label: string; value: number; onChange: (stars: number) => void; testId: string }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="pf-stars" data-testid={testId}>
      <legend>{label}</legend>
      {STARS.map((stars) => (
        <label key={stars} className={stars <= value ? 'pf-star pf-star-on' : 'pf-star'}>
          <input type="radio" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} aria-label={t('starsLabel', { stars })} />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Rating a delivered order once: 1–5 stars, a comment, and stars per product that join the
 * products' grades. An order already rated shows its stars.
 */
export function ReviewOrder({ order, overall, onReviewed }: { order: Order; overall: Overall | null; onReviewed: () => void }) {
  const { api, bus } = useMountProps();
  const { t } = useTranslation();
  const language = useLanguage();
  const [grade, setGrade] = useState(0);
  const [comment, setComment] = useState('');
  const [productGrades, setProductGrades] = useState<Record<number, number>>({});
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!REVIEWABLE.has(order.status)) return null;
  if (order.grade) {
    return <p className="pf-rated" data-testid="order-rated">{t('yourRating')} <span aria-label={t('starsLabel', { stars: order.grade })}>{'★'.repeat(order.grade)}{'☆'.repeat(5 - order.grade)}</span></p>;
  }
  const productIds = [...new Set(order.cartItems.map((item) => item.product.id))];
  const nameOf = (id: number) => {
    const product = overall?.products.find((p) => p.id === id);
    return product ? pickText(product.name, language) : `#${id}`;
  };

  const send = async () => {
    if (sending) return;
    if (!grade) return setProblem(t('chooseStars'));
    setSending(true);
    const body: ReviewRequest = {
      grade,
      ...(comment.trim() ? { comment: comment.trim() } : {}),
      products: Object.entries(productGrades).map(([productId, stars]) => ({ productId: Number(productId), grade: stars })),
    };
    const { data } = await api.call(routes.orderReview, { params: { id: order.id }, body });
    setSending(false);
    if (data) {
      bus.emit('notify', { kind: 'success', message: t('thanksForReview') });
      onReviewed();
    }
  };

  return (
    <form className="pf-review" data-testid="order-review" noValidate onSubmit={(event) => { event.preventDefault(); void send(); }}>
      <h2>{t('rateOrder')}</h2>
      <StarsInput label={t('orderStars')} value={grade} onChange={(stars) => { setGrade(stars); setProblem(null); }} testId="review-stars" />
      {problem && <p className="pf-error" role="alert">{problem}</p>}
      <label className="pf-field">
        <span>{t('comment')}</span>
        <textarea maxLength={MAX_COMMENT_LENGTH} value={comment} onChange={(e) => setComment(e.target.value)} data-testid="review-comment" />
      </label>
      {productIds.map((id) => (
        <StarsInput key={id} label={nameOf(id)} value={productGrades[id] ?? 0}
          onChange={(stars) => setProductGrades((all) => ({ ...all, [id]: stars }))} testId={`review-product-${id}`} />
      ))}
      <button type="submit" className="pf-primary" disabled={sending} data-testid="review-send">{t('sendReview')}</button>
    </form>
  );
}
