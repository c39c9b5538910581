// Module Federation runtime plugin of the shell (the only host): publishes the shell's own
// @module-federation/runtime-core as the global _FEDERATION_RUNTIME_CORE, which every remote is
// built to use (experiments.externalRuntime) instead of bundling a second copy.
//
// It does what @module-federation/inject-external-runtime-core-plugin (experiments.provideExternalRuntime)
// does, but as an ES module: that package is pulled in through its CommonJS build, whose require()
// resolves the CommonJS copy of runtime-core and the sdk, so the shell shipped two copies of the
// runtime (+22 KB gzip) to save one copy in each remote (−18 KB). Imported here, the shell's one
// ESM copy is published.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCorePlugin() {
  return {
    name: 'storefront-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global;
      if (global && typeof global === 'object' && !global._FEDERATION_RUNTIME_CORE) {
        global._FEDERATION_RUNTIME_CORE = runtimeCore;
        global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name };
      }
      return args;
    },
  };
}
