// The boundaries inside the API (docs/architecture.md, "Inside the API"), added to the root
// eslint.config.mjs by `...apiDomainConfigs(zones)`:
// - a domain is reached only through its face, `domains/<name>/index.ts`, from another domain and
//   from everything else in api/src (app.ts, main.ts, the seed, the CLIs, the simulation);
// - platform/ and lib/ import no domain: the domains build on them, not the other way round;
// - nothing that production runs imports the simulation; app.ts and main.ts load it with `import()`
//   behind the development check, so a static import of it is refused there;
// - no import cycle anywhere in api/src.
// The zones are generated from the domains' folders, so a new domain is covered the day it is created.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../scripts/lib/workspaces.mjs';

const SRC = 'api/src';
const at = (entry) => `./${SRC}/${entry}`;

/** The domains: the folders of api/src/domains. */
const DOMAINS = fs.existsSync(path.join(repoRoot, SRC, 'domains'))
  ? fs.readdirSync(path.join(repoRoot, SRC, 'domains'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  : [];

/** The files that may load the simulation, with `import()` behind the development check only. */
const SIMULATION_LOADERS = ['app.ts', 'main.ts'];

/** Every file of api/src outside the folder `domains/<name>` (a glob, so files added later are covered too). */
const outsideDomain = (name) => [at('*.ts'), at('!(domains)/**'), at(`domains/!(${name})/**`)];

/** One zone per domain: any file of api/src outside that domain imports it only through its index.ts. */
export function domainFaceZones() {
  return DOMAINS.map((domain) => ({
    target: outsideDomain(domain),
    from: at(`domains/${domain}`),
    except: ['./index.ts'],
    message: `Import the ${domain} domain through its face (domains/${domain}/index.ts); export there what others need, or move what several domains share to api/src/platform.`,
  }));
}

const layerZones = () => [
  {
    target: [at('platform'), at('lib')],
    from: [at('domains'), at('simulation')],
    message: 'platform/ and lib/ import no domain and not the simulation: the domains build on them.',
  },
  {
    target: [at(`!(${SIMULATION_LOADERS.map((file) => file.replace(/\.ts$/, '')).join('|')}).ts`), at('!(simulation)/**')],
    from: at('simulation'),
    message: 'Production code never imports the simulation: only app.ts and main.ts load it, with import() outside production.',
  },
];

/**
 * The flat-config objects for api/src. `rootZones` are the root config's own path zones: a later
 * object's rule options replace an earlier one's, so they are repeated here beside the API's.
 */
export function apiDomainConfigs(rootZones) {
  return [
    {
      files: [`${SRC}/**/*.ts`],
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: [...rootZones, ...domainFaceZones(), ...layerZones()] }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
      // no-cycle follows imports by parsing the imported files, which it does for these extensions only.
      settings: { 'import-x/extensions': ['.ts'] },
    },
    {
      // The root's no-restricted-syntax is about JSX, which these two files have none of.
      files: SIMULATION_LOADERS.map((file) => `${SRC}/${file}`),
      rules: {
        'no-restricted-syntax': ['error', {
          selector: "ImportDeclaration[importKind!='type'][source.value=/(^|\\/)simulation(\\/|$)/]",
          message: 'Load the simulation with `await import(...)` behind the development check: a static import would bring it into production.',
        }],
      },
    },
  ];
}
