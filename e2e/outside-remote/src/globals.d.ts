/** The @storefront/contracts version this build resolved, baked in by webpack.config.mjs. */
declare const __CONTRACTS_VERSION__: string;
