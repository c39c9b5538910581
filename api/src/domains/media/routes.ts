import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { routes } from '@storefront/contracts';
import { NO_ITEM_KEY, servedImageSize, type ImageSize } from '@storefront/contracts/rules';
import { serve } from '../../lib/serve';
import { badRequest } from '../../lib/errors';
import { storedImage } from './repository';

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const VARIANT_CACHE_LIMIT = 500;

/** A neutral 'no item' picture for a database that has none stored. */
async function drawNoItem(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
    <rect width="480" height="480" fill="#eeeeee"/>
    <circle cx="240" cy="210" r="90" fill="none" stroke="#bdbdbd" stroke-width="14"/>
    <line x1="150" y1="300" x2="330" y2="120" stroke="#bdbdbd" stroke-width="14"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface Variant { body: Buffer; etag: string; fallback: boolean }

export async function mediaPlugin(app: FastifyInstance) {
  const { db } = app;
  // Resized variants by key and size: resizing is the costly step and images never change under a key.
  const variants = new Map<string, Variant>();

  async function original(key: string): Promise<{ data: Buffer; contentType: string; fallback: boolean }> {
    const row = await storedImage(db, key);
    if (row) return { data: Buffer.from(row.data), contentType: row.contentType, fallback: false };
    const placeholder = key === NO_ITEM_KEY ? undefined
      : await storedImage(db, NO_ITEM_KEY);
    if (placeholder) return { data: Buffer.from(placeholder.data), contentType: placeholder.contentType, fallback: true };
    return { data: await drawNoItem(), contentType: 'image/png', fallback: true };
  }

  /** Resizes an image once, however many ask for it at the same moment. */
  const resizing = new Map<string, Promise<Variant>>();

  async function render(key: string, { width, height, quality }: Required<ImageSize>): Promise<Variant> {
    const image = await original(key);
    let body: Buffer;
    try {
      body = await sharp(image.data).resize(width, height, { fit: 'cover' }).webp({ quality }).toBuffer();
    } catch {
      body = await sharp(await drawNoItem()).resize(width, height).webp({ quality }).toBuffer();
    }
    const variant = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, fallback: image.fallback };
    // A placeholder is not cached under the key: the real image may be stored later.
    if (!image.fallback) {
      if (variants.size >= VARIANT_CACHE_LIMIT) variants.delete(variants.keys().next().value!);
      variants.set(`${key}:${width}x${height}:${quality}`, variant);
    }
    return variant;
  }

  serve(app, routes.media, async ({ params, query, reply, request }) => {
    if (!KEY_PATTERN.test(params.key)) throw badRequest('MEDIA_KEY_INVALID');
    if (query.original === 'true') {
      const image = await original(params.key);
      return reply.type(image.contentType).header('cache-control', 'public, max-age=86400').send(image.data);
    }
    const size = servedImageSize(query);
    const variantKey = `${params.key}:${size.width}x${size.height}:${size.quality}`;
    let variant = variants.get(variantKey);
    if (!variant) {
      // Only the resizing counts against the client's limit; cached variants are cheap.
      await app.limits.consume('imageResize', { ip: request.ip });
      let pending = resizing.get(variantKey);
      if (!pending) {
        pending = render(params.key, size).finally(() => resizing.delete(variantKey));
        resizing.set(variantKey, pending);
      }
      variant = await pending;
    }
    reply.header('etag', variant.etag)
      .header('cache-control', variant.fallback ? 'public, max-age=60' : 'public, max-age=604800')
      .header('x-media-fallback', variant.fallback ? NO_ITEM_KEY : 'none');
    if (request.headers['if-none-match'] === variant.etag) return reply.status(304).send();
    return reply.type('image/webp').send(variant.body);
  });
}
