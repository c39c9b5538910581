/** '25 000 so'm': groups of three digits separated by a space, whole so'm. */
export function formatSum(amount: number): string {
  const whole = Math.round(amount);
  const digits = Math.abs(whole).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${whole < 0 ? '-' : ''}${digits} so'm`;
}

/** Price of one unit after the product's percentage discount, in whole so'm. */
export function unitPrice(product: { costPrice: number; discount: number }): number {
  return Math.round((product.costPrice * (100 - product.discount)) / 100);
}
