import { sql, type Kysely } from 'kysely';

/**
 * Runs a migration's plain SQL one statement per call: PGlite prepares every query, and a prepared
 * statement holds one command. The same text runs on PGlite and on PostgreSQL.
 */
export async function runStatements(db: Kysely<any>, script: string) {
  for (const statement of script.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
