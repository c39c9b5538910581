import { useMemo } from 'react';
import { routes, type Branch, type DeliverySettings, type MerchantWebSettings } from '@storefront/contracts';
import { allowedPaymentTypes, allowedServiceTypes, featureOn } from '@storefront/contracts/rules';
import { useApiQuery } from '@storefront/ui';
import type { Payment, Service } from './checkout-state';

/**
 * What the merchant offers at the checkout: its delivery settings, its active branches, the
 * service and payment types its settings switch on, and the customer's saved cards.
 */
export function useCheckoutOptions(merchantId: number, settings: MerchantWebSettings, token: string | null) {
  const settingsQuery = useApiQuery(routes.deliverySettings, { params: { id: merchantId }, quiet: true });
  const deliverySettings: DeliverySettings | null = settingsQuery.status === 'ready' ? settingsQuery.data : null;
  const branchesQuery = useApiQuery(routes.branchesFull);
  const branches: Branch[] | null = useMemo(
    () => (branchesQuery.status === 'loading' ? null : branchesQuery.status === 'ready' ? branchesQuery.data.filter((b) => b.isActive && !b.deleted) : []),
    [branchesQuery],
  );
  // The same rule the API prices orders by: what the merchant's settings switch on.
  const services: Service[] = useMemo(() => allowedServiceTypes(settings), [settings]);
  const payments: Payment[] = useMemo(() => allowedPaymentTypes(settings), [settings]);
  // Saved cards while cardActive: each is a payment choice of its own (paid by the server as PAYME).
  const cardsOn = featureOn(settings, 'savedCards') && !!token;
  const cardsQuery = useApiQuery(cardsOn ? routes.cards : null, { quiet: true });
  const cards = useMemo(() => (cardsQuery.status === 'ready' ? cardsQuery.data : []), [cardsQuery]);
  const settingsSettled = settingsQuery.status !== 'loading';
  return { settingsSettled, deliverySettings, branches, services, payments, cardsOn, cardsStatus: cardsQuery.status, cards };
}
