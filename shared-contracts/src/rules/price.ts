/** Price of one unit after the product's percentage discount, in whole so'm. */
export function unitPrice(product: { costPrice: number; discount: number }): number {
  return Math.round((product.costPrice * (100 - product.discount)) / 100);
}

/** '25 000 so'm': groups of three digits separated by a space, whole so'm. */
export function formatSum(amount: number): string {
  const whole = Math.round(amount);
  const digits = Math.abs(whole).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${whole < 0 ? '-' : ''}${digits} so'm`;
}

/** What the chosen modifications add to one unit: each one's price times its count. */
export function modificationsPrice(modifications: readonly { price: number; count: number }[]): number {
  return modifications.reduce((sum, m) => sum + m.price * m.count, 0);
}

/** Price of one basket line: the discounted unit plus its modifications, times the count. */
export function linePrice(line: { product: { costPrice: number; discount: number }; modifications: readonly { price: number; count: number }[]; count: number }): number {
  return (unitPrice(line.product) + modificationsPrice(line.modifications)) * line.count;
}

/** Pieces in a basket (the badge of the header and of the menu's basket button). */
export function basketCount(lines: readonly { count: number }[]): number {
  return lines.reduce((sum, line) => sum + line.count, 0);
}

/** What a basket costs before promos, delivery and fees: the sum of its lines. */
export function basketPrice(lines: Parameters<typeof linePrice>[0][]): number {
  return lines.reduce((sum, line) => sum + linePrice(line), 0);
}
