import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Overall, routes } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { MERCHANT_NOT_FOUND } from '../../lib/named-errors';
import { activeMerchantBy } from '../merchants';
import { loadOverall } from './overall';
import { OverallCache, matchesEtag } from './overall-cache';
import { favouriteRoutes } from './favourites';
import { averageGrades } from './repository';

export async function catalogPlugin(app: FastifyInstance) {
  const { db } = app;
  const cache = new OverallCache();
  await favouriteRoutes(app);

  /** The menu overall of one merchant, pre-serialised and cached per catalogue version. */
  async function sendOverall(merchant: { id: number; catalogVersion: number }, type: 'WEB' | 'TG', request: FastifyRequest, reply: FastifyReply, vary: string) {
    const key = `${merchant.id}:${type}:${merchant.catalogVersion}`;
    const body = await cache.get(key, async () => Overall.parse(await loadOverall(db, merchant.id, type)));
    reply.header('etag', body.etag).header('cache-control', 'no-cache').header('vary', vary);
    if (matchesEtag(request.headers['if-none-match'], body.etag)) {
      return reply.status(304).send();
    }
    reply.type('application/json; charset=utf-8');
    // Pre-serialised: the text was checked against the Overall schema when it was built.
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(body.gzip);
    }
    return reply.send(body.json);
  }

  // The menu is the same for every customer (favourites have their own call): the token a logged-in
  // storefront sends along is not looked up, so the menu never waits for a session query.
  serve(app, routes.overalls, ({ merchant, query, request, reply }) => sendOverall(merchant, query.type, request, reply, 'accept-encoding, merchant'),
    { tokenUnused: true });

  // The same menu by sub-domain: the page's first script knows the brand, not yet its id, and the
  // shell then asks the same address (its refresh is revalidated by the browser's cache).
  serve(app, routes.overallsBySub, async ({ params, query, request, reply }) => {
    const merchant = await activeMerchantBy(db, 'sub', params.sub);
    if (!merchant) throw MERCHANT_NOT_FOUND();
    return sendOverall(merchant, query.type, request, reply, 'accept-encoding');
  });

  serve(app, routes.grades, async ({ merchant }) => {
    const rows = await averageGrades(db, merchant.id);
    return rows.map((r) => ({ productId: r.productId, grade: Math.round(Number(r.grade) * 10) / 10 }));
  });
}
