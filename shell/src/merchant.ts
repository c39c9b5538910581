import { buildPath, routes, type Merchant } from '@storefront/contracts';

/** Looks the merchant up by its sub (the one call without the `merchant` header). */
export async function fetchMerchant(apiBase: string, sub: string): Promise<Merchant> {
  const route = routes.merchantBySub;
  const response = await fetch(apiBase + buildPath(route.path, { sub }), { headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const description = (body as { description?: string } | null)?.description;
    throw new Error(description || `merchant ${sub}: the API answered ${response.status}`);
  }
  const parsed = route.response!.safeParse(body);
  if (!parsed.success) throw new Error(`merchant ${sub}: the answer does not match the contract`);
  return parsed.data;
}
