import type { UzumOrderStatus, UzumStatusSource } from '../../domains/payments';

/**
 * The simulated Uzum of development: what its checkout orders' statuses are, as the simulated page
 * left them. Uzum's status callback asks it about SIMULATED attempts only.
 */
export class SimulatedUzum implements UzumStatusSource {
  private readonly orders = new Map<string, UzumOrderStatus>();
  set(uzumOrderId: string, status: UzumOrderStatus) {
    this.orders.set(uzumOrderId, status);
  }
  status(uzumOrderId: string): UzumOrderStatus {
    return this.orders.get(uzumOrderId) ?? { status: 'REGISTERED', amount: null };
  }
}
