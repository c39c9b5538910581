import type { FastifyInstance } from 'fastify';
import { Overall, routes } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { loadOverall } from './overall';
import { OverallCache, matchesEtag } from './overall-cache';
import { favouriteRoutes } from './favourites';
import { averageGrades } from './repository';

export async function catalogPlugin(app: FastifyInstance) {
  const { db } = app;
  const cache = new OverallCache();
  await favouriteRoutes(app);

  // The menu is the same for every customer (favourites have their own call): the token a logged-in
  // storefront sends along is not looked up, so the menu never waits for a session query.
  serve(app, routes.overalls, async ({ merchant, query, request, reply }) => {
    const key = `${merchant.id}:${query.type}:${merchant.catalogVersion}`;
    const body = await cache.get(key, async () => Overall.parse(await loadOverall(db, merchant.id, query.type)));
    reply.header('etag', body.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding, merchant');
    if (matchesEtag(request.headers['if-none-match'], body.etag)) {
      return reply.status(304).send();
    }
    reply.type('application/json; charset=utf-8');
    // Pre-serialised: the text was checked against the Overall schema when it was built.
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(body.gzip);
    }
    return reply.send(body.json);
  }, { tokenUnused: true });

  serve(app, routes.grades, async ({ merchant }) => {
    const rows = await averageGrades(db, merchant.id);
    return rows.map((r) => ({ productId: r.productId, grade: Math.round(Number(r.grade) * 10) / 10 }));
  });
}
