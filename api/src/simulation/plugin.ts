import type { FastifyInstance } from 'fastify';
import { findPaymeCashboxKey, parseFormBody } from '../domains/payments';
import { devRoutes } from './dev-routes';
import { simulatedProviderRoutes } from './payments/provider-page';
import { SimulatedCardProvider, simulatedCardProviderRoutes } from './payments/card-provider';
import type { SimulatedUzum } from './payments/uzum';

/**
 * The simulation's routes: the SMS outbox and the hours clock (`/dev/*`), the simulated payment
 * provider's page (`/dev/pay/:paymentId`) and the simulated card provider (`/dev/payme-subscribe`).
 */
export async function simulationPlugin(app: FastifyInstance, { simulatedUzum }: { simulatedUzum: SimulatedUzum }) {
  devRoutes(app);
  // The page's Pay and Cancel buttons post HTML forms; the parser stays in the page's own scope.
  await app.register(async (page) => {
    parseFormBody(page);
    simulatedProviderRoutes(page, simulatedUzum);
  });
  simulatedCardProviderRoutes(app, new SimulatedCardProvider({ cashboxKey: (id) => findPaymeCashboxKey(app.db, id) }));
}
