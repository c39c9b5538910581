import sanitizeHtml from 'sanitize-html';

/**
 * Merchant-written HTML as it may be stored: text formatting, headings, lists, tables, images and
 * https/tel/mailto links only. Scripts, styles, event handlers, iframes and javascript: links are
 * dropped here, before anything is written; the storefront sanitises again with DOMPurify when it
 * shows the text (providers.md: merchant HTML is never trusted).
 */
export function storedMerchantHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
    allowedSchemes: ['https', 'tel', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    disallowedTagsMode: 'discard',
  });
}
