import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries: the request id (a customer's report can be matched with the log),
 * `nosniff` (a JSON or image answer is never run as something else), and `no-store` on anything
 * answered for a customer's token, so no shared cache or back button shows it to someone else.
 */
export function registerResponseHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    const auth = request.routeOptions.config?.auth;
    if (auth === 'token' || request.user) reply.header('cache-control', 'no-store');
  });
}
