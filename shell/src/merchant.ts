import { routes, type ApiClient, type Merchant } from '@storefront/contracts';

/** Looks the merchant up by its sub (the one call made before the `merchant` header is known). */
export async function fetchMerchant(api: ApiClient, sub: string): Promise<Merchant> {
  const { data, error } = await api.call(routes.merchantBySub, { params: { sub } });
  if (error) throw new Error(error.message);
  return data;
}
