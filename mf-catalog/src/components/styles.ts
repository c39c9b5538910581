/** The remote's own styles, prefixed `cat-` so they cannot leak into the shell or another remote. */
export const CATALOG_CSS = `
.cat-section h2 { margin: 24px 0 8px; font-size: 24px; }
.cat-category h3 { margin: 16px 0 8px; font-size: 18px; color: var(--muted, #44444f); }
.cat-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 12px; }
.cat-card { background: var(--surface, #fff); border-radius: 12px; overflow: hidden; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
.cat-card a { color: inherit; text-decoration: none; }
.cat-card img { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; background: #eee; }
.cat-card h4 { margin: 8px 10px 4px; font-size: 15px; font-weight: 600; }
.cat-price { margin: 0 10px 10px; font-weight: 700; display: flex; flex-wrap: wrap; gap: 0 6px; align-items: baseline; }
.cat-price > * { white-space: nowrap; }
.cat-price s { color: #888; font-weight: 400; font-size: 13px; }
.cat-add { margin: 0 10px 10px; width: calc(100% - 20px); border: 0; border-radius: 10px; padding: 8px; background: var(--main-color, #FCE000); color: var(--main-text-color, #000); font-weight: 600; cursor: pointer; }
.cat-notice { padding: 16px; }
.cat-search { width: 100%; max-width: 420px; padding: 10px 12px; font-size: 16px; border: 1px solid #ccc; border-radius: 8px; }
`;
