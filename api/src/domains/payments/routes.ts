import type { FastifyInstance } from 'fastify';
import { checkoutRoutes } from './checkout';
import { clickCallbackRoutes } from './click/callbacks';
import { paymeMerchantRoutes } from './payme/merchant-api';
import { uzumCallbackRoutes } from './uzum/callbacks';
import { cardRoutes } from './cards/routes';
import { parseFormBody } from './form-body';
import type { PaymentsPluginOptions } from './options';

/**
 * Online payment of an order: the checkout link of Click, Payme or Uzum from the merchant's
 * credentials; the providers confirming back (Click's shop API, Payme's Merchant API, Uzum's status
 * callbacks); saved cards. Outside production the simulation (api/src/simulation) adds a simulated
 * provider page that goes through those same endpoints. No route answers a credential.
 */
export async function paymentsPlugin(app: FastifyInstance, options: PaymentsPluginOptions) {
  // Click's callbacks post HTML forms (scoped to this plugin).
  parseFormBody(app);
  checkoutRoutes(app, options);
  clickCallbackRoutes(app, options);
  paymeMerchantRoutes(app);
  uzumCallbackRoutes(app, options, options.simulatedUzum ?? null);
  cardRoutes(app, options.savedCards);
}
