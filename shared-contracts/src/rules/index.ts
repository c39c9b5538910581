/**
 * The pure domain rules, an entry point of their own: the core entry (schemas, routes, bus) is a
 * Module Federation singleton whose every export ships, while rules imported from here are
 * tree-shaken into each container that uses them.
 */
export * from './address';
export * from './brand';
export * from './start';
export * from './map';
export * from './delivery';
export * from './geo';
export * from './init-data';
export * from './language';
export * from './media';
export * from './menu';
export * from './modifications';
export * from './order-status';
export * from './price';
export * from './promo';
export * from './schedule';
export * from './branch-hours';
export * from './search';
export * from './search-fold';
export * from './theme';
export * from './contrast';
export * from './totals';
export * from './stock';
export * from './phone';
export * from './contracts-version';
export * from './service-payment';
export * from './order-lifecycle';
export * from './reorder';
export * from './cashback';
export * from './card';
export * from './booking';
export * from './order-eta';
export * from './live-order';
export * from './status-texts';
export * from './error-catalogue';
export * from './errors';
export * from './chat';
export * from './deep-link';
export * from './dates';
export * from './features';
