import type { PGlite } from '@electric-sql/pglite';

/**
 * A `pg.Pool` look-alike over one embedded PGlite database, so Kysely's own PostgresDialect runs
 * the same SQL on PGlite and on a real server. PGlite has a single connection: a client is handed
 * out to one caller at a time, so a transaction is never interleaved with another query.
 */
export function createPglitePool(pglite: PGlite) {
  let queue: Promise<void> = Promise.resolve();

  const client = {
    async query(sql: string, parameters: unknown[]) {
      const result = await pglite.query<Record<string, unknown>>(sql, parameters as any[]);
      const command = sql.trimStart().split(/\s+/, 1)[0]?.toUpperCase() ?? '';
      return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
    },
    release: () => {},
  };

  return {
    async connect() {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => { release = resolve; });
      const previous = queue;
      queue = previous.then(() => turn);
      await previous;
      return { ...client, release };
    },
    async end() {
      await queue;
      await pglite.close();
    },
  };
}
