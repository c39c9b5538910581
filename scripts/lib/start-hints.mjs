#!/usr/bin/env node
// What the shell's page is told before its first script runs, so the start is not a chain of round
// trips (ARCHITECTURE.md §6, issue "fast on a cheap phone"):
// - the run-time configuration inlined in index.html (a JSON data block, never executed, so the
//   Content-Security-Policy needs nothing new): the shell reads it instead of fetching
//   /remotes.json and /config.json (shell/src/runtime-config.ts);
// - a Link header preconnecting to the API (its CORS fetches), the media server (images) and the
//   catalogue remote (the menu's code), whose connections would otherwise open one after another.
// serve-static.mjs uses both; nginx, which cannot template its HTML, sends the Link header
// (STOREFRONT_LINK in scripts/deploy/nginx-shell.conf, filled in by scripts/production/nginx-config.mjs;
// printed by this file: node scripts/lib/start-hints.mjs <remotes.json> <config.json>) and the
// shell fetches the JSON files as before.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originOf, runtimeFromArgs } from './security-headers.mjs';

/** The id of the data block; shell/src/runtime-config.ts reads the same id. */
export const RUNTIME_ELEMENT_ID = 'sf-runtime';

/**
 * index.html with the run-time configuration inlined before `</head>`. `<` is escaped so no value
 * can close the block.
 * @param {string} html
 * @param {{ remotes: Record<string, { entry: string }>, config: object }} runtime
 */
export function inlineRuntime(html, runtime) {
  const json = JSON.stringify(runtime).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script type="application/json" id="${RUNTIME_ELEMENT_ID}">${json}</script></head>`);
}

/**
 * The Link header of the shell's page. The API is preconnected twice because the browser keeps
 * credential-less CORS fetches (the API client's) and image requests on separate connections.
 * @param {{ remotes: Record<string, { entry: string }>, config: { apiBase: string, mediaBase?: string } }} runtime
 */
export function startLinkHeader({ remotes, config }) {
  const api = originOf(config.apiBase);
  const media = originOf(config.mediaBase) ?? api;
  const catalog = originOf(remotes.catalog?.entry);
  const links = [];
  if (api) links.push(`<${api}>; rel=preconnect; crossorigin`);
  if (media) links.push(`<${media}>; rel=preconnect`);
  if (catalog && catalog !== media) links.push(`<${catalog}>; rel=preconnect`);
  return links.join(', ');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(startLinkHeader(runtimeFromArgs('start-hints.mjs', process.argv.slice(2))));
}
