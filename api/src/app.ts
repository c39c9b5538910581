import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { Database } from './db/schema';
import type { ApiConfig } from './config';
import { describeError, describeFor } from './lib/descriptions';
import { HttpError } from './lib/errors';
import { loggerOptions, type LoggingOptions } from './lib/logging';
import { registerResponseHeaders } from './lib/response-headers';
import { createOriginCheck } from './lib/cors';
import { registerTenantResolution } from './platform/tenant';
import { registerAuthentication } from './lib/auth';
import { registerAbuseLimits } from './limits/register';
import { accountPlugin } from './domains/account';
import { merchantsPlugin } from './domains/merchants';
import { deliveriesPlugin } from './domains/deliveries';
import { supportPlugin } from './domains/support';
import { contentPlugin } from './domains/content';
import { startPlugin } from './domains/start';
import { catalogPlugin } from './domains/catalog';
import { mediaPlugin } from './domains/media';
import { webbotPlugin, botWebhookPlugin } from './domains/webbot';
import { ordersPlugin } from './domains/orders';
import { loginPlugin } from './domains/login';
import { addressesPlugin } from './domains/addresses';
import { SmsGateways } from './sms';
import { paymentsPlugin, CardProviderClient, httpTransport, noCardProvider, SavedCards } from './domains/payments';
import { geocodingConfigFromEnv, geocodingPlugin } from './domains/geocoding';
import { tilesPlugin } from './domains/tiles';
import { integrationPlugin } from './domains/integration';
import { bookingPlugin } from './domains/booking';
import { liveEventsPlugin } from './platform/live-events/stream-routes';
import { notificationsPlugin } from './domains/notifications';
import { chatPlugin } from './domains/chat';
import { OrderEventHub } from './platform/live-events/hub';
import { databaseNotifications } from './db/connect';
import { HoursClock } from './lib/hours-clock';

export interface AppDependencies {
  db: Kysely<Database>;
  config: ApiConfig;
  databaseKind: string;
  /** Structured request and error logs; off when absent (tests), LOG_LEVEL in main.ts. */
  logging?: LoggingOptions;
  /** Clock of login codes (expiry, send limits); tests move it instead of sleeping. */
  now?: () => Date;
  /** The moment branches' opening hours are read at (lib/hours-clock.ts); the wall clock when absent. */
  hoursNow?: () => Date;
}

// The contracts use zod/mini, which, unlike classic zod, registers no locale: without this every issue
// message in a VALIDATION_ERROR's details would read "Invalid input". Custom messages (UzPhone) win anyway.
z.config(z.locales.en());

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The live streams this process holds and their fan-out (LISTEN/NOTIFY). */
    orderEvents: OrderEventHub;
    /** When branches' opening hours are read (lib/hours-clock.ts). */
    hoursClock: HoursClock;
  }
}

/** Our codes for the framework's own refusals of a malformed request; their texts are the catalogue's. */
function frameworkErrorCode(error: FastifyError) {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'MALFORMED_JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'BODY_TOO_LARGE';
    default:
      return 'BAD_REQUEST';
  }
}

/** The server itself: its limits on slow clients and bodies, the proxy it trusts, JSON schemas by zod. */
function createFastify(deps: AppDependencies): FastifyInstance {
  const limits = deps.config.server;
  const app = Fastify({
    ...loggerOptions(deps.logging ?? { level: 'silent' }),
    bodyLimit: 1024 * 1024,
    // Slow clients (ServerLimits): Node answers 408 and closes when headers or body come too slowly.
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    // Behind a reverse proxy (TRUST_PROXY) request.ip is the customer's: the per-IP login limit needs it.
    trustProxy: deps.config.trustProxy,
    // A trailing slash names the same resource; media keys may be long.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });
  app.server.maxConnections = limits.maxConnections;
  registerResponseHeaders(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  return app;
}

/** Errors answer `{ code, description, details }`, the description in the customer's language. */
function registerErrorAnswers(app: FastifyInstance) {
  // Every description answers in the customer's language (lib/descriptions.ts), Russian by default,
  // from the catalogue's text of the code the error names.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ code: error.code, description: describeError(request, error), details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => {
        const where = `${error.validationContext ?? ''}${issue.instancePath || ''}`.replace(/\//g, '.');
        return { field: where || error.validationContext, message: issue.message };
      });
      const first = fields[0];
      const field = first ? String(first.field) : undefined;
      return reply.status(400).send({
        code: 'VALIDATION_ERROR',
        description: describeFor(request, 'VALIDATION_ERROR', field ? { variant: 'field', params: { field } } : { variant: 'default' }),
        details: fields,
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = frameworkErrorCode(error);
      return reply.status(error.statusCode).send({ code, description: describeFor(request, code) });
    }
    // Every answer the client did not cause is logged with its stack and the request id.
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      code: 'INTERNAL_ERROR', description: describeFor(request, 'INTERNAL_ERROR'),
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const params = { method: request.method, path: request.url.split('?')[0] };
    return reply.status(404).send({
      code: 'ROUTE_NOT_FOUND', description: describeFor(request, 'ROUTE_NOT_FOUND', { params }),
    });
  });
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = createFastify(deps);

  const isAllowedOrigin = createOriginCheck(deps.config.corsOrigins, deps.config.production);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, isAllowedOrigin(origin)),
    // x-auth: the card screens call the simulated card provider (development) the way they call Payme;
    // last-event-id: the live stream's reconnect.
    allowedHeaders: ['merchant', 'authorization', 'content-type', 'idempotency-key', 'x-order-channel', 'if-none-match', 'accept-language', 'x-auth', 'last-event-id'],
    exposedHeaders: ['etag'],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });

  // JSON answers over 1 KB go compressed (the start call: 6.8 → 2.8 KB), as nginx would compress them
  // in front of the API; an answer that already carries its encoding (the menu overall, gzipped once
  // per version) and the live stream are left as they are. Request bodies are not inflated: the
  // storefront never sends them compressed, and a compressed body is a way round the body limit.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });

  registerErrorAnswers(app);

  app.get('/health', async () => ({ status: 'ok', database: deps.databaseKind }));

  // The simulated providers, the order simulator's helpers and the /dev routes, outside production
  // only: a dynamic import, so that production never loads the module (api/src/simulation).
  const simulation = deps.config.production ? null : await import('./simulation');
  const simulatedUzum = simulation ? new simulation.SimulatedUzum() : null;

  // Saved cards speak to CARD_PROVIDER_URL, or (outside production, unset) to the simulated provider.
  const cardProviderUrl = deps.config.cardProviderUrl;
  app.decorate('cardProviderTransport', cardProviderUrl ? httpTransport(cardProviderUrl) : simulation?.inProcessCardTransport(app) ?? noCardProvider);
  const savedCards = new SavedCards(new CardProviderClient(app.cardProviderTransport), cardProviderUrl ? 'LIVE' : 'SIMULATED', deps.config.cardTokenKeys);

  registerTenantResolution(app, deps.db, { ttlMs: deps.config.merchantCacheTtlMs });
  // After the tenant hook: a token is checked against the merchant that hook resolved.
  registerAuthentication(app, deps.db);
  // After the token hook: a customer's own limit needs the customer.
  await registerAbuseLimits(app, deps.db, deps.config);
  await app.register(accountPlugin, { savedCards });
  app.decorate('hoursClock', new HoursClock(deps.hoursNow));
  await app.register(merchantsPlugin);
  await app.register(deliveriesPlugin);
  await app.register(supportPlugin);
  await app.register(contentPlugin);
  await app.register(startPlugin);
  await app.register(catalogPlugin);
  await app.register(mediaPlugin);
  await app.register(webbotPlugin, { initDataMaxAge: deps.config.telegramInitDataMaxAge });
  await app.register(botWebhookPlugin, { storefrontUrl: deps.config.storefrontUrl });
  await app.register(ordersPlugin, { cardPayment: savedCards });
  await app.register(loginPlugin, {
    gateways: new SmsGateways(deps.db, deps.config.sms),
    codesPerIpPerHour: deps.config.login.codesPerIpPerHour,
    now: deps.now,
  });
  await app.register(addressesPlugin);
  await app.register(geocodingPlugin, { config: geocodingConfigFromEnv(process.env) });
  await app.register(tilesPlugin);
  await app.register(integrationPlugin);
  await app.register(bookingPlugin, { now: deps.now });
  const orderEvents = new OrderEventHub(deps.db, databaseNotifications(deps.db), app.log);
  app.decorate('orderEvents', orderEvents);
  await app.register(liveEventsPlugin, { hub: orderEvents });
  await app.register(notificationsPlugin);
  await app.register(chatPlugin);
  // The SMS outbox, the simulated providers' pages and anything else for development only: absent in production.
  if (simulation && simulatedUzum) await app.register(simulation.simulationPlugin, { simulatedUzum });
  await app.register(paymentsPlugin, { config: deps.config, isAllowedOrigin, savedCards, simulatedUzum });
  return app;
}
