import * as z from 'zod/mini';
import { Text } from '../common';
import { defineRoute } from '../route';

/** Stored images. */
export const mediaRoutes = {
  /** Stored image by key, resized webp (480×480, quality 100 by default); the "no item" placeholder when missing */
  media: defineRoute({
    method: 'GET', path: '/media/v1/images/:key', params: z.object({ key: Text(200).check(z.minLength(1)) }),
    query: z.object({
      width: z.optional(z.coerce.number().check(z.int(), z.gte(16), z.lte(2048))),
      height: z.optional(z.coerce.number().check(z.int(), z.gte(16), z.lte(2048))),
      quality: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
      original: z.optional(z.enum(['true', 'false'])),
    }),
    auth: 'none', tenant: false, specNamed: false,
  }),
} as const;
