import type { FastifyInstance } from 'fastify';
import { CardProviderUnavailable, type Transport } from '../../domains/payments';
import { SIMULATED_CARD_PROVIDER_PATH } from './card-provider';

/** The simulated card provider of this very API, without a network hop (`inject`: the same routing and checks as over HTTP). */
export function inProcessCardTransport(app: FastifyInstance): Transport {
  return async (body, xAuth) => {
    const res = await app.inject({
      method: 'POST', url: SIMULATED_CARD_PROVIDER_PATH, headers: { 'content-type': 'application/json', 'x-auth': xAuth }, payload: body,
    });
    if (res.statusCode !== 200) throw new CardProviderUnavailable(`simulated card provider answered HTTP ${res.statusCode}`);
    return res.body;
  };
}
