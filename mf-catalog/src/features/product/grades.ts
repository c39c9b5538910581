import { useEffect, useState } from 'react';
import { routes, type Product } from '@storefront/contracts';
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

/** A product's average grade: the one it came with, then the merchant's grades once they are read. */
export function useProductGrade(api: ApiClient, product: Pick<Product, 'id' | 'grade'>): number | null {
  const [grade, setGrade] = useState<number | null>(product.grade ?? null);
  useEffect(() => {
    let live = true;
    void loadGrades(api).then((grades) => { if (live && grades.has(product.id)) setGrade(grades.get(product.id)!); });
    return () => { live = false; };
  }, [api, product.id]);
  return grade;
}
