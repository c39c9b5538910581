/** PostgreSQL's unique_violation, as both pg and PGlite report it in `code`. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
