import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { routes } from '@storefront/contracts';
import { isOnlinePayment, isPaidOnReceipt } from '@storefront/contracts/rules';
import type {
  ClickCredentials, OrderTable, PaymentProviderTable, PaymentProviderType, PaymeCredentials, PaymentTable, UzumCredentials,
} from '../../db/schema';
import { serve } from '../../lib/serve';
import { apiError, conflict } from '../../lib/errors';
import { ORDER_NOT_FOUND } from '../../lib/named-errors';
import { clickPayUrl, paymeLanguage, paymePayUrl, PaymentProviderError, uzumRegisterPayment } from './links';
import { findActiveProvider, findCustomerOrder, pendingPayment, setProviderPaymentId } from './repository';
import type { PaymentsPluginOptions } from './options';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The checkout link of one of the customer's orders: the provider's page in live mode, the
 * simulated page otherwise. An attempt is recorded before the link is given.
 */
export function checkoutRoutes(app: FastifyInstance, { config, isAllowedOrigin }: PaymentsPluginOptions) {
  const { db } = app;

  /**
   * Where the provider sends the customer back: the order page of the storefront the request came
   * from (Origin, else Referer) when that origin is an allowed storefront origin; else STOREFRONT_URL.
   */
  function returnUrlFor(request: FastifyRequest, orderId: number): string {
    let origin = header(request.headers.origin);
    if (!origin || origin === 'null') {
      const referer = header(request.headers.referer);
      try {
        origin = referer ? new URL(referer).origin : undefined;
      } catch {
        origin = undefined;
      }
    }
    const base = origin && origin !== 'null' && isAllowedOrigin(origin) ? origin : config.storefrontUrl;
    if (!base) throw apiError(503, 'STOREFRONT_URL_MISSING');
    return `${base}/profile/orders/${orderId}`;
  }

  serve(app, routes.paymentCheckout, async ({ params, user, merchant, request }) => {
    const order = await findCustomerOrder(db, { orderId: params.id, merchantId: merchant.id, userId: user.id });
    if (!order) throw ORDER_NOT_FOUND();
    const amount = order.totals.totalPrice;
    if (isPaidOnReceipt(order.paymentType) || amount <= 0) {
      throw conflict('PAYMENT_NOT_NEEDED');
    }
    // Each online payment type is the provider of the same name.
    const provider: PaymentProviderType | undefined = isOnlinePayment(order.paymentType) ? order.paymentType : undefined;
    if (!provider) throw conflict('PAYMENT_TYPE_UNSUPPORTED');
    if (order.isPaid) throw conflict('ALREADY_PAID');
    if (order.status === 'CANCELED') throw conflict('ORDER_CANCELED');
    const settings = await findActiveProvider(db, merchant.id, provider);
    if (!settings) throw conflict('PAYMENT_PROVIDER_UNAVAILABLE', { variant: 'default' });

    const returnUrl = returnUrlFor(request, order.id);
    const mode = config.paymentsMode === 'live' ? 'LIVE' : 'SIMULATED';
    const payment = await pendingPayment(db, order, { provider, mode, amount, returnUrl });
    const answer = (url: string) => ({ orderId: order.id, paymentType: order.paymentType, url });
    if (config.paymentsMode !== 'live') {
      return answer(`${request.protocol}://${request.host}/dev/pay/${payment.publicId}`);
    }
    return answer(await liveUrl(settings, order, amount, returnUrl, payment, request));
  });

  async function liveUrl(
    settings: Selectable<PaymentProviderTable>, order: Selectable<OrderTable>, amount: number, returnUrl: string,
    payment: Selectable<PaymentTable>, request: FastifyRequest,
  ): Promise<string> {
    switch (settings.type) {
      case 'CLICK':
        return clickPayUrl(settings.credentials as ClickCredentials, { orderId: order.id, amount, returnUrl });
      case 'PAYME':
        return paymePayUrl(settings.credentials as PaymeCredentials, {
          orderId: order.id, amount, returnUrl, language: paymeLanguage(request.headers['accept-language']), testMode: settings.testMode,
        });
      case 'UZUM': {
        if (!config.uzumBaseUrl) {
          request.log.error('UZUM_BASE_URL is not set: Uzum checkout is unavailable');
          throw apiError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', { variant: 'uzumDown' });
        }
        try {
          const registered = await uzumRegisterPayment(config.uzumBaseUrl, settings.credentials as UzumCredentials, {
            orderId: order.id, amount, userId: order.userId ?? 0, successUrl: returnUrl, failureUrl: returnUrl,
          });
          if (registered.orderId) await setProviderPaymentId(db, payment.id, registered.orderId);
          return registered.paymentRedirectUrl;
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error;
          request.log.error(error);
          throw apiError(502, 'PAYMENT_PROVIDER_ERROR', { variant: 'default' });
        }
      }
    }
  }
}
