import { routes } from '@storefront/contracts';
import type { ApiClient } from '@storefront/runtime';

const cache = new WeakMap<ApiClient, Promise<Map<number, number>>>();

/** Average grades of the merchant's products, asked once per page life (quietly: a grade is a nicety). */
export function loadGrades(api: ApiClient): Promise<Map<number, number>> {
  let grades = cache.get(api);
  if (!grades) {
    grades = api.call(routes.grades, { quiet: true }).then(({ data }) => new Map((data ?? []).map((g) => [g.productId, g.grade])));
    cache.set(api, grades);
  }
  return grades;
}
