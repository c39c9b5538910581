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

/** Price of one basket line: the discounted unit plus its modifications, times the count. */
export function linePrice(line: { product: { costPrice: number; discount: number }; modifications: { price: number; count: number }[]; count: number }): number {
  const modifications = line.modifications.reduce((sum, m) => sum + m.price * m.count, 0);
  return (unitPrice(line.product) + modifications) * line.count;
}
