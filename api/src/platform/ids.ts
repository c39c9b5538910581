import { MAX_ID } from '@storefront/contracts';

/** Ids beyond PostgreSQL's integer cannot exist; asking for them would be a database error, not a 4xx. */
export const isStoredId = (id: number | null | undefined): id is number => !!id && id <= MAX_ID;
