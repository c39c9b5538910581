/** Where the brand of the last visit is kept (spec §4: a local host without ?vendor= opens it again). */
export const BRAND_KEY = 'storefront:brand';
