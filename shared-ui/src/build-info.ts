declare const __CONTRACTS_VERSION__: string | undefined;

/**
 * The version of @storefront/contracts this container was built against (baked in by the build;
 * null where no build ran, as in unit tests). Remotes declare it; the shell compares it with its own.
 */
export const BUILT_CONTRACTS_VERSION: string | null = typeof __CONTRACTS_VERSION__ === 'string' ? __CONTRACTS_VERSION__ : null;
