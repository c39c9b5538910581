// A remote's start files, as the shell reads them: the list its build writes beside its entry
// (tooling/webpack/remote-start-files-plugin.mjs; a remote built elsewhere: docs/remote-outside.md).
// The shell asks it only in public terms, the route table's paths and the contracts' part names
// (MAP_ENGINE_CHUNK), never by the names a remote's build gives its chunks: a remote may split and
// name its code as it likes. Read by the page's first script (first-view/early-script.ts), so it
// imports nothing; and by the service worker, which stores every file listed.

/** The list's name, beside the remote's entry. */
export const START_FILES = 'start-files.json';

/** start-files.json as a remote serves it; every field may be absent or malformed (another server's). */
export interface RemoteStartFiles {
  /** The files of its `./app`. */
  files?: unknown;
  /** By the route table's path, the files of the screen the remote loads lazily for it. */
  routes?: Record<string, unknown> | null;
  /** By a public part name (MAP_ENGINE_CHUNK), the files of a part some routes need beside their screen. */
  parts?: Record<string, unknown> | null;
}

/** The address of a remote's list, beside its entry. */
export function startFilesOf(entry: string): string {
  return new URL(START_FILES, entry).href;
}

/** Only plain `name.js` names, the list coming from another server: nothing of another folder or origin. */
export function scriptNames(files: unknown): string[] {
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file)) : [];
}

/** What to preload to open a route: the app's files, then those of the route's own screen, if it has one. */
export function routeFiles(list: RemoteStartFiles | null | undefined, routePath: string): string[] {
  return [...scriptNames(list?.files), ...scriptNames(list?.routes?.[routePath])];
}

/** The files of a public part (MAP_ENGINE_CHUNK), none when the remote lists no such part. */
export function partFiles(list: RemoteStartFiles | null | undefined, part: string): string[] {
  return scriptNames(list?.parts?.[part]);
}

/** Every file the list names: the app's, each route's and each part's, once each. */
export function listedFiles(list: RemoteStartFiles | null | undefined): string[] {
  const lists = [list?.files, ...Object.values(list?.routes ?? {}), ...Object.values(list?.parts ?? {})];
  return [...new Set(lists.flatMap(scriptNames))];
}
