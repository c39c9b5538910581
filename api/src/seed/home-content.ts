import type { Kysely } from 'kysely';
import type { ContentLink, MultilingualText, StorySlide } from '@storefront/contracts';
import type { Database } from '../db/schema';
import { DISH_PICTURES } from './catalog-data';
import { bannerSvg, storySlideSvg, type DishPicture } from './images';
import type { MerchantDef } from './merchants';

/**
 * The demo merchants' stories and banners, drawn like the product pictures: banners in each
 * brand's colours with an Uzbek headline, story slides as word-free art (the storefront writes a
 * slide's text in the customer's language).
 */

const picture = (key: string): DishPicture => DISH_PICTURES.find((p) => p.key === key)!;
const SLIDE_DISHES = ['dish-lagmon', 'dish-manti', 'dish-kabob', 'dish-plov'];

const BANNERS: Array<{ key: string; headline: string; note: string; dish: string; title: MultilingualText; link: 'PROMOS' | 'PRODUCT' | 'CATEGORY' }> = [
  {
    key: 'promo', headline: '−15 %', note: 'CHEGIRMA15 promokodi bilan', dish: 'dish-kabob', link: 'PROMOS',
    title: { uz: 'CHEGIRMA15 promokodi bilan 15 % chegirma', ru: 'Скидка 15 % по промокоду CHEGIRMA15', eng: '15 % off with the code CHEGIRMA15' },
  },
  {
    key: 'plov', headline: 'Palov', note: 'Har kuni yangi damlanadi', dish: 'dish-plov', link: 'PRODUCT',
    title: { uz: 'Palov — har kuni yangi', ru: 'Плов — каждый день свежий', eng: 'Plov, freshly made every day' },
  },
  {
    key: 'soups', headline: "Sho'rvalar", note: 'Issiq va mazali', dish: 'dish-shurpa', link: 'CATEGORY',
    title: { uz: "Issiq sho'rvalar", ru: 'Горячие супы', eng: 'Hot soups' },
  },
];

/** The pictures: one set of banners per brand that shows them, the slides once for all. */
export function homeContentSvgs(defs: MerchantDef[]): Array<{ key: string; svg: string }> {
  const banners = defs.filter((def) => def.settings.bannersActive).flatMap((def) => BANNERS.map((banner) => ({
    key: `banner-${def.sub}-${banner.key}`,
    svg: bannerSvg({
      color: def.settings.mainColor ?? '#333333', textColor: def.logoTextColor,
      headline: banner.headline, note: banner.note, picture: picture(banner.dish),
    }),
  })));
  const slides = SLIDE_DISHES.map((key) => ({ key: `story-${key}`, svg: storySlideSvg({ color: picture(key).color, picture: picture(key) }) }));
  return [...banners, ...slides];
}

/** Stories and banners of one merchant, linking to its own products and categories. */
export async function seedHomeContent(trx: Kysely<Database>, def: MerchantDef, merchantId: number): Promise<void> {
  if (!def.settings.storiesActive && !def.settings.bannersActive) return;
  const product = (image: string) => trx.selectFrom('products').select('id')
    .where('merchantId', '=', merchantId).where('active', '=', true).where('image', '=', image)
    .orderBy('id').executeTakeFirst();
  const anyProduct = await trx.selectFrom('products').select(['id', 'categoryId']).where('merchantId', '=', merchantId)
    .where('active', '=', true).orderBy('id').executeTakeFirstOrThrow();
  const productLink = async (image: string): Promise<ContentLink> =>
    ({ type: 'PRODUCT', productId: (await product(image))?.id ?? anyProduct.id });
  const soups = await trx.selectFrom('products').select('categoryId')
    .where('merchantId', '=', merchantId).where('image', '=', 'dish-shurpa').executeTakeFirst();
  const promosLink: ContentLink = def.promos ? { type: 'PAGE', path: '/profile/promos' } : { type: 'PAGE', path: '/' };

  if (def.settings.bannersActive) {
    const rows = [];
    for (const [index, banner] of BANNERS.entries()) {
      const link: ContentLink = banner.link === 'PROMOS' ? promosLink
        : banner.link === 'PRODUCT' ? await productLink(`dish-${banner.key}`)
          : { type: 'CATEGORY', categoryId: soups?.categoryId ?? anyProduct.categoryId! };
      rows.push({ merchantId, image: `banner-${def.sub}-${banner.key}`, title: JSON.stringify(banner.title), link: JSON.stringify(link), priority: 30 - index });
    }
    await trx.insertInto('banners').values(rows).execute();
  }

  if (def.settings.storiesActive) {
    const slide = (dish: string, text: MultilingualText, link?: ContentLink): StorySlide => ({ image: `story-${dish}`, text, ...(link ? { link } : {}) });
    const stories: Array<{ title: MultilingualText; cover: string; slides: StorySlide[] }> = [
      {
        title: { uz: 'Yangi', ru: 'Новинки', eng: 'New' },
        cover: 'dish-lagmon',
        slides: [
          slide('dish-lagmon', { uz: "Qo'lda cho'zilgan lag'mon", ru: 'Лагман с лапшой ручной работы', eng: 'Hand-pulled lagman' }, await productLink('dish-lagmon')),
          slide('dish-manti', { uz: "Bug'da pishgan manti", ru: 'Манты на пару', eng: 'Steamed manti' }, await productLink('dish-manti')),
        ],
      },
      {
        title: { uz: 'Aksiya', ru: 'Акции', eng: 'Offers' },
        cover: 'dish-kabob',
        slides: [slide('dish-kabob', { uz: 'CHEGIRMA15 bilan 15 % chegirma', ru: 'Скидка 15 % с CHEGIRMA15', eng: '15 % off with CHEGIRMA15' }, promosLink)],
      },
      {
        title: { uz: 'Palov kuni', ru: 'День плова', eng: 'Plov day' },
        cover: 'dish-plov',
        slides: [
          slide('dish-plov', { uz: 'Har payshanba — palov kuni', ru: 'Каждый четверг — день плова', eng: 'Every Thursday is plov day' }, await productLink('dish-plov')),
        ],
      },
    ];
    await trx.insertInto('stories').values(stories.map((story, index) => ({
      merchantId, title: JSON.stringify(story.title), cover: story.cover, slides: JSON.stringify(story.slides), priority: 30 - index,
    }))).execute();
  }
}
