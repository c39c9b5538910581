import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Banner, Story } from '@storefront/contracts';
import { storedMerchantHtml } from '../src/lib/merchant-html';
import { startTestApi, type TestApi } from './helpers/api';

/** The home page's stories and banners: per merchant, behind their flags, linking inside the merchant. */

let api: TestApi;
const get = (url: string, sub: string) => api.app.inject({ method: 'GET', url, headers: { merchant: String(api.merchantId(sub)) } });

beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

describe('stories and banners', () => {
  it("demo's stories come by priority, each with a cover and slides whose pictures are served", async () => {
    const res = await get('/support/v1/stories', 'demo');
    expect(res.statusCode).toBe(200);
    const stories = z.array(Story).parse(res.json());
    expect(stories.map((s) => s.title.uz)).toEqual(['Yangi', 'Aksiya', 'Palov kuni']);
    // At the sizes the storefront asks for: covers 144×144, slides 720×1280.
    for (const story of stories) {
      expect((await api.app.inject({ method: 'GET', url: `/media/v1/images/${story.cover}?width=144&height=144` })).statusCode, story.cover).toBe(200);
      for (const slide of story.slides) {
        const res = await api.app.inject({ method: 'GET', url: `/media/v1/images/${slide.image}?width=720&height=1280` });
        expect(res.statusCode, slide.image).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\//);
      }
    }
  });

  it("banners link to the merchant's own products and categories, or to its pages", async () => {
    const banners = z.array(Banner).parse((await get('/support/v1/banners', 'demo')).json());
    expect(banners).toHaveLength(3);
    const demo = api.merchantId('demo');
    for (const banner of banners) {
      if (banner.link.type === 'PRODUCT') {
        const product = await api.handle.db.selectFrom('products').select('merchantId').where('id', '=', banner.link.productId).executeTakeFirstOrThrow();
        expect(product.merchantId).toBe(demo);
      } else if (banner.link.type === 'CATEGORY') {
        const category = await api.handle.db.selectFrom('categories').select('merchantId').where('id', '=', banner.link.categoryId).executeTakeFirstOrThrow();
        expect(category.merchantId).toBe(demo);
      } else {
        expect(banner.link.path).toMatch(/^\//);
      }
    }
    expect(banners.map((b) => b.link.type).sort()).toEqual(['CATEGORY', 'PAGE', 'PRODUCT']);
    for (const banner of banners) {
      expect((await api.app.inject({ method: 'GET', url: `/media/v1/images/${banner.image}?width=960&height=384` })).statusCode, banner.image).toBe(200);
    }
  });

  it('a merchant with stories and banners switched off has none; a switched-off or ended one is not shown', async () => {
    expect((await get('/support/v1/stories', 'oqshom')).json()).toEqual([]);
    expect((await get('/support/v1/banners', 'oqshom')).json()).toEqual([]);
    const demo = api.merchantId('demo');
    await api.handle.db.updateTable('stories').set({ isActive: false }).where('merchantId', '=', demo).where('cover', '=', 'dish-kabob').execute();
    await api.handle.db.updateTable('banners').set({ endDate: new Date(Date.now() - 1000) }).where('merchantId', '=', demo).where('image', 'like', '%-soups').execute();
    expect((await get('/support/v1/stories', 'demo')).json().map((s: Story) => s.cover)).toEqual(['dish-lagmon', 'dish-plov']);
    expect((await get('/support/v1/banners', 'demo')).json()).toHaveLength(2);
  });
});

describe('merchant pages (/extra, /extra2)', () => {
  it('are the policies EXTRA and EXTRA2 of a merchant that has them', async () => {
    const extra = (await get('/support/v1/company/policies?type=EXTRA', 'demo')).json();
    expect(extra).toHaveLength(1);
    expect(extra[0].text.ru).toContain('<h1>Доставка и оплата</h1>');
    expect((await get('/support/v1/company/policies?type=EXTRA2', 'demo')).json()[0].text.uz).toContain('Bizning oshxona');
    expect((await get('/support/v1/company/policies?type=EXTRA', 'oqshom')).json()).toEqual([]);
  });

  it('are stored without scripts, handlers or javascript: links', () => {
    const stored = storedMerchantHtml(
      '<h1 onclick="steal()">Menu</h1><script>alert(1)</script><p>Hi <a href="javascript:alert(1)">x</a> <a href="https://t.me/a">tg</a></p>'
      + '<img src="https://cdn.example.uz/a.png" onerror="alert(1)"><iframe src="https://evil.example"></iframe><style>p{}</style>',
    );
    expect(stored).toBe('<h1>Menu</h1><p>Hi <a>x</a> <a href="https://t.me/a">tg</a></p><img src="https://cdn.example.uz/a.png" />');
  });
});
