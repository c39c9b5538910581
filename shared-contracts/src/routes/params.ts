import * as z from 'zod/mini';
import { IdParam, Text } from '../common';

/** The answer of a call that only succeeds or fails. */
export const Done = z.object({ success: z.literal(true) });

export const IdPath = z.object({ id: IdParam });

/** A merchant's sub-domain, as a path or a query names it. */
export const SubDomain = Text(63).check(z.minLength(1));

/**
 * A coordinate from a query's text. An empty `lat=` is refused as missing: coercion alone reads ''
 * as 0, a point off the coast of Africa.
 */
const QueryText = z.union([z.string().check(z.trim(), z.minLength(1)), z.number()]);
export const Latitude = z.pipe(QueryText, z.coerce.number<string | number>().check(z.gte(-90), z.lte(90)));
export const Longitude = z.pipe(QueryText, z.coerce.number<string | number>().check(z.gte(-180), z.lte(180)));
