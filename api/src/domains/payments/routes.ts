import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../config';
import { checkoutRoutes } from './checkout';
import { clickCallbackRoutes } from './click-callbacks';
import { paymeMerchantRoutes } from './payme-merchant-api';
import { simulatedProviderRoutes } from './simulated-provider';
import { SimulatedUzum, uzumCallbackRoutes } from './uzum-callbacks';

export interface PaymentsPluginOptions {
  config: Pick<ApiConfig, 'paymentsMode' | 'storefrontUrl' | 'uzumBaseUrl' | 'production'>;
  /** The CORS check of `lib/cors.ts`: a return link goes only to an allowed storefront origin. */
  isAllowedOrigin: (origin: string | undefined) => boolean;
}

/**
 * Online payment of an order: the checkout link of Click, Payme or Uzum from the merchant's
 * credentials; the providers confirming back (Click's shop API, Payme's Merchant API, Uzum's status
 * callbacks); and outside production a simulated provider page that goes through those same
 * endpoints. No route answers a credential.
 */
export async function paymentsPlugin(app: FastifyInstance, options: PaymentsPluginOptions) {
  // Click's callbacks and the simulated page's buttons post HTML forms (scoped to this plugin).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  checkoutRoutes(app, options);
  clickCallbackRoutes(app, options);
  paymeMerchantRoutes(app);
  const simulatedUzum = options.config.production ? null : new SimulatedUzum();
  uzumCallbackRoutes(app, options, simulatedUzum);
  if (simulatedUzum) simulatedProviderRoutes(app, simulatedUzum);
}
