import { appLink, type ContentLink } from '@storefront/contracts';

/** The storefront address a banner or a story slide leads to. */
export function contentHref(link: ContentLink): string {
  switch (link.type) {
    case 'PRODUCT': return appLink('/product/:id', { id: link.productId });
    case 'CATEGORY': return `${appLink('/category')}?id=${link.categoryId}`;
    case 'PAGE': return link.path;
  }
}
