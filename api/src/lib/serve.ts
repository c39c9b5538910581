import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { RouteDef } from '@storefront/contracts';
import type { MerchantContext } from '../platform/tenant';
import type { SessionUser } from './auth';
import { limitPolicyOf } from '../limits/policies';

type ParamsOf<R> = R extends RouteDef<infer P, any, any, any> ? z.output<P> : never;
type QueryOf<R> = R extends RouteDef<any, infer Q, any, any> ? z.output<Q> : never;
type BodyOf<R> = R extends RouteDef<any, any, infer B, any> ? z.output<B> : never;

export interface HandlerContext<R extends RouteDef> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  /** The merchant of the `merchant` header; present on every tenant route. */
  merchant: MerchantContext;
  /** The customer of the bearer token: always there on 'token' routes, maybe on 'optional' ones. */
  user: R extends { auth: 'token' } ? SessionUser : SessionUser | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Output<R> = R extends RouteDef<any, any, any, infer Res> ? z.input<Res> : never;

export interface ServeOptions {
  /**
   * For an 'optional' route whose answer is the same for everyone: a token that comes along is not
   * looked up (no session query on a hot path); the route stays never refused, and `user` is unset.
   */
  tokenUnused?: boolean;
}

/**
 * Registers one route of the contracts' route table: method, path and the zod schemas of params,
 * query, body and response come from the table, so the API cannot drift from the storefront.
 */
export function serve<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: (ctx: HandlerContext<R>) => Promise<Output<R> | void>,
  options: ServeOptions = {},
) {
  if (options.tokenUnused && route.auth !== 'optional') {
    throw new Error(`${route.method} ${route.path}: tokenUnused is only for 'optional' routes, not '${route.auth}'`);
  }
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.response ? { response: { 200: route.response } } : {}),
    },
    config: { tenant: route.tenant, auth: options.tokenUnused ? 'none' : route.auth, limit: limitPolicyOf(route) },
    // An event stream is answered through @fastify/sse (registered by the plugin serving it); no
    // Accept negotiation (its 406 would carry no description): the route always streams.
    ...(route.stream ? { sse: { kind: 'manual' as const } } : {}),
    handler: async (request, reply) =>
      handler({
        params: request.params as any,
        query: request.query as any,
        body: request.body as any,
        merchant: request.merchant as MerchantContext,
        user: request.user as any,
        request,
        reply,
      }),
  });
}
