import * as z from 'zod/mini';
import { Id, MultilingualText, Timestamp } from '../common';

/**
 * Where a banner (or a story's slide) leads: a product's page, a category's page, or one of the
 * storefront's own pages (an app path such as /extra). Never an outside address.
 */
export const ContentLink = z.discriminatedUnion('type', [
  z.object({ type: z.literal('PRODUCT'), productId: Id }),
  z.object({ type: z.literal('CATEGORY'), categoryId: Id }),
  z.object({ type: z.literal('PAGE'), path: z.string().check(z.regex(/^\/[A-Za-z0-9/_-]*$/)) }),
]);
export type ContentLink = z.infer<typeof ContentLink>;

export const StorySlide = z.object({
  /** Media key (or https address) of a portrait picture. */
  image: z.string(),
  text: z.nullish(MultilingualText),
  link: z.nullish(ContentLink),
});
export type StorySlide = z.infer<typeof StorySlide>;

/** A story of the home page (storiesActive): a circle with its cover that opens its slides. */
export const Story = z.object({
  id: Id,
  title: MultilingualText,
  cover: z.string(),
  slides: z.array(StorySlide).check(z.minLength(1)),
  /** Changes when the merchant edits the story: a story seen before its change counts as unseen. */
  updatedDate: Timestamp,
});
export type Story = z.infer<typeof Story>;

/** A banner of the home page's carousel (bannersActive). */
export const Banner = z.object({
  id: Id,
  image: z.string(),
  title: z.nullish(MultilingualText),
  link: ContentLink,
});
export type Banner = z.infer<typeof Banner>;
