import { splitPrices } from '@storefront/contracts/rules';

/**
 * A text with prices in it (from formatSum), each price kept on one line: on a 320 px phone the
 * words wrap, "45 000 so'm" does not. The text content stays exactly the text given.
 */
export function PriceText({ text }: { text: string }) {
  return <>{splitPrices(text).map((part, i) => (part.price ? <span key={i} style={{ whiteSpace: 'nowrap' }}>{part.text}</span> : part.text))}</>;
}
