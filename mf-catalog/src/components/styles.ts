/** The remote's own styles, prefixed `cat-` so they cannot leak into the shell or another remote. */
export const CATALOG_CSS = `
.cat-section h2 { margin: 24px 0 8px; font-size: 24px; }
.cat-category { scroll-margin-top: 96px; }
.cat-category h3 { margin: 16px 0 8px; font-size: 18px; display: flex; align-items: baseline; gap: 8px; }
.cat-category-link { margin-left: auto; font-size: 14px; font-weight: 400; color: inherit; }
.cat-count { color: var(--muted, #666); font-weight: 400; font-size: 13px; }
.cat-placeholder { border-radius: 12px; background: rgba(127,127,127,.06); }
.cat-nav { position: sticky; top: 0; z-index: 3; background: var(--bg, #f6f6f8); padding: 6px 0; }
.cat-chips { display: flex; gap: 8px; overflow-x: auto; padding: 4px 0; scrollbar-width: thin; }
.cat-chips button { flex: none; display: inline-flex; align-items: center; gap: 6px; border: 1px solid rgba(127,127,127,.25); background: var(--surface, #fff); color: inherit; border-radius: 999px; padding: 6px 12px; font: inherit; cursor: pointer; }
.cat-chips img { border-radius: 50%; }
.cat-list { gap: 12px; }
.cat-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); }
.cat-grid.cat-list-big { grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); }
.cat-grid.cat-list-small { grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); }
.cat-row { display: flex; overflow-x: auto; scroll-snap-type: x proximity; padding-bottom: 6px; }
.cat-row > .cat-card { flex: none; width: 190px; scroll-snap-align: start; }
.cat-row.cat-list-big > .cat-card { width: 280px; }
.cat-row.cat-list-small > .cat-card { width: 280px; }
.cat-sentinel { width: 1px; min-height: 1px; flex: none; }
.cat-card { position: relative; background: var(--surface, #fff); border-radius: 12px; overflow: hidden; box-shadow: 0 1px 3px rgba(0,0,0,.08); display: flex; flex-direction: column; contain: layout paint; }
.cat-card a { color: inherit; text-decoration: none; }
.cat-card img, .cat-card-picture-wait { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; background: #eee; }
.cat-card h4 { margin: 8px 10px 4px; font-size: 15px; font-weight: 600; }
.cat-card-big h4 { font-size: 17px; }
.cat-card-small { display: grid; grid-template-columns: 96px 1fr; grid-template-rows: auto auto 1fr; column-gap: 10px; }
.cat-card-small .cat-card-link { display: contents; }
.cat-card-small img, .cat-card-small .cat-card-picture-wait { grid-row: 1 / span 3; width: 96px; height: 96px; }
.cat-card-small h4 { margin: 8px 36px 2px 0; font-size: 14px; }
.cat-card-small .cat-price { margin: 0; }
.cat-card-small .cat-add { grid-column: 2; margin: 4px 0 8px; width: auto; justify-self: start; padding: 6px 12px; }
.cat-badge { position: absolute; top: 8px; left: 8px; background: #C62828; color: #fff; border-radius: 8px; padding: 2px 6px; font-size: 12px; font-weight: 700; }
.cat-badge-inline { color: #C62828; font-size: 14px; }
.cat-fav { position: absolute; top: 6px; right: 6px; border: 0; border-radius: 50%; width: 32px; height: 32px; display: grid; place-items: center; background: rgba(255,255,255,.9); color: #E53935; cursor: pointer; }
.cat-fav-large { position: static; width: 40px; height: 40px; border: 1px solid rgba(127,127,127,.3); }
.cat-price { margin: 0 10px 10px; font-weight: 700; display: flex; flex-wrap: wrap; gap: 0 6px; align-items: baseline; }
.cat-price > * { white-space: nowrap; }
.cat-price s { color: var(--muted, #6b6b76); font-weight: 400; font-size: 13px; }
.cat-price small { color: var(--muted, #666); font-weight: 400; font-size: 12px; }
.cat-price-large { margin: 12px 0; font-size: 22px; }
.cat-add { margin: auto 10px 10px; width: calc(100% - 20px); border: 0; border-radius: 10px; padding: 8px; background: var(--main-color, #FCE000); color: var(--main-text-color, #000); font-weight: 600; cursor: pointer; font: inherit; font-weight: 600; }
.cat-add-large { margin: 0; width: auto; flex: 1; padding: 12px 16px; }
.cat-notice { padding: 16px; }
.cat-muted { color: var(--muted, #666); }
.cat-search { width: 100%; max-width: 420px; padding: 10px 12px; font-size: 16px; border: 1px solid #ccc; border-radius: 8px; }
.cat-search-warm { visibility: hidden; height: 0; overflow: hidden; pointer-events: none; }
.cat-recent ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.cat-recent li button, .cat-link-button { border: 1px solid rgba(127,127,127,.3); background: var(--surface, #fff); color: inherit; border-radius: 999px; padding: 6px 12px; cursor: pointer; font: inherit; }
.cat-recent h2 { font-size: 16px; margin: 16px 0 4px; }
.cat-product { display: grid; grid-template-columns: minmax(0, 480px) 1fr; gap: 24px; align-items: start; }
@media (max-width: 720px) { .cat-product { grid-template-columns: minmax(0, 1fr); } }
.cat-product-title h1, .cat-product-title h2 { overflow-wrap: break-word; hyphens: auto; min-width: 0; }
.cat-gallery-main { border: 0; padding: 0; background: none; cursor: zoom-in; display: block; width: 100%; }
.cat-gallery img { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; border-radius: 12px; background: #eee; }
.cat-thumbs { display: flex; gap: 8px; margin-top: 8px; }
.cat-thumbs button { border: 2px solid transparent; padding: 0; border-radius: 8px; background: none; width: 64px; cursor: pointer; }
.cat-thumbs button[aria-pressed="true"] { border-color: var(--main-color, #FCE000); }
.cat-product-title { display: flex; gap: 12px; align-items: start; justify-content: space-between; }
.cat-product-title h1, .cat-product-title h2 { margin: 0 0 8px; }
.cat-labels { list-style: none; padding: 0; margin: 0 0 8px; display: flex; gap: 6px; flex-wrap: wrap; }
.cat-labels li { border-radius: 6px; padding: 2px 8px; font-size: 13px; font-weight: 600; }
.cat-grade { margin: 0 0 8px; font-weight: 700; }
.cat-grade span { color: #F39C12; }
.cat-notice-heading { font: inherit; margin: 0; }
.cat-extra { max-width: 720px; line-height: 1.55; overflow-wrap: anywhere; }
.cat-extra img { max-width: 100%; height: auto; }
.cat-extra table { display: block; overflow-x: auto; }
.cat-card-grade { display: block; font-size: 12px; font-weight: 700; }
.cat-stories ul, .cat-banners ul { list-style: none; margin: 0; padding: 0; display: flex; overflow-x: auto; scrollbar-width: none; }
.cat-stories ul { gap: 12px; padding: 4px 2px 8px; }
.cat-story { display: grid; justify-items: center; gap: 4px; width: 76px; border: 0; background: none; color: inherit; cursor: pointer; padding: 0; font-size: 12px; }
.cat-story img { width: 64px; height: 64px; border-radius: 50%; object-fit: cover; padding: 2px; border: 3px solid var(--main-color); background: var(--surface, #fff); }
.cat-story-seen img { border-color: var(--border, #ddd); }
.cat-story span { max-width: 76px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.cat-banners { margin: 4px 0 16px; }
.cat-banners ul { gap: 12px; scroll-snap-type: x mandatory; }
.cat-banners li { flex: 0 0 min(88%, 600px); scroll-snap-align: start; }
.cat-banners img { display: block; width: 100%; height: auto; aspect-ratio: 5 / 2; border-radius: 14px; object-fit: cover; }
.cat-sv { position: fixed; inset: 0; z-index: 2000; background: #000; color: #fff; touch-action: none; user-select: none; }
.cat-sv-image { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
.cat-sv-bars { position: absolute; top: calc(8px + var(--safe-top, 0px)); left: 8px; right: 8px; display: flex; gap: 4px; z-index: 2; }
.cat-sv-bar { flex: 1; height: 3px; background: rgba(255,255,255,.35); border-radius: 2px; overflow: hidden; }
.cat-sv-fill { display: block; height: 100%; width: 0; background: #fff; }
.cat-sv-done { width: 100%; }
.cat-sv-running { animation-name: cat-story-fill; animation-timing-function: linear; animation-fill-mode: forwards; }
@keyframes cat-story-fill { from { width: 0; } to { width: 100%; } }
.cat-sv-title { position: absolute; top: calc(20px + var(--safe-top, 0px)); left: 16px; margin: 0; font-weight: 700; z-index: 2; text-shadow: 0 1px 3px rgba(0,0,0,.6); }
.cat-sv-close { position: absolute; top: calc(14px + var(--safe-top, 0px)); right: 8px; z-index: 3; width: 44px; height: 44px; border: 0; background: none; color: #fff; font-size: 32px; cursor: pointer; }
.cat-sv-prev, .cat-sv-next { position: absolute; top: 64px; bottom: 120px; z-index: 1; border: 0; background: none; cursor: pointer; }
.cat-sv-prev { left: 0; width: 33%; }
.cat-sv-next { right: 0; width: 67%; }
.cat-sv-caption { position: absolute; left: 0; right: 0; bottom: 0; z-index: 2; padding: 24px 16px calc(24px + var(--safe-bottom, 0px)); background: linear-gradient(transparent, rgba(0,0,0,.7)); display: grid; gap: 12px; }
.cat-sv-caption p { margin: 0; font-size: 22px; font-weight: 700; }
.cat-sv-caption a { justify-self: start; background: #fff; color: #000; padding: 10px 18px; border-radius: 999px; text-decoration: none; font-weight: 700; }
@media (prefers-reduced-motion: reduce) { .cat-sv-running { animation-timing-function: steps(1, end); } }
.cat-card-grade > span { color: #F39C12; }
.cat-facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 8px 0; }
.cat-facts dt { color: var(--muted, #666); }
.cat-facts dd { margin: 0; }
.cat-mods { display: grid; gap: 12px; margin: 12px 0; }
.cat-mod-group { border: 1px solid rgba(127,127,127,.25); border-radius: 12px; padding: 8px 12px; margin: 0; min-width: 0; }
.cat-mod-group[aria-invalid="true"] { border-color: #E53935; }
.cat-mod-group legend { font-weight: 700; padding: 0 4px; }
.cat-mod-group legend small { font-weight: 400; color: var(--muted, #666); }
.cat-mod { display: flex; align-items: center; gap: 10px; padding: 6px 0; cursor: pointer; }
.cat-mods-images .cat-mod img { width: 56px; height: 56px; border-radius: 8px; object-fit: cover; background: #eee; }
.cat-mod-name { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.cat-mod-price { color: var(--muted, #666); white-space: nowrap; }
.cat-error { color: #E53935; margin: 4px 0; }
.cat-buy { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
.cat-stepper { display: inline-flex; align-items: center; gap: 10px; border: 1px solid rgba(127,127,127,.3); border-radius: 10px; padding: 4px; }
.cat-stepper button { width: 36px; height: 36px; border: 0; border-radius: 8px; background: rgba(127,127,127,.12); color: inherit; font-size: 20px; cursor: pointer; }
.cat-stepper output { min-width: 24px; text-align: center; font-weight: 700; }
.cat-unavailable { color: #E53935; font-weight: 700; }
.cat-added { color: #2E7D32; }
.cat-overlay { position: fixed; inset: 0; z-index: 50; background: rgba(0,0,0,.45); display: flex; align-items: center; justify-content: center; }
.cat-sheet, .cat-popup { background: var(--bg, #fff); color: inherit; overflow: auto; padding: 16px; box-sizing: border-box; }
.cat-sheet { position: absolute; left: 0; right: 0; bottom: 0; max-height: 90vh; border-radius: 16px 16px 0 0; }
.cat-popup { width: min(920px, 94vw); max-height: 90vh; border-radius: 16px; }
.cat-sheet .cat-product, .cat-popup .cat-product { grid-template-columns: minmax(0, 360px) 1fr; }
.cat-overlay-bar { display: flex; justify-content: space-between; align-items: center; margin-bottom: 8px; }
.cat-overlay-bar button, .cat-viewer-close { border: 0; background: rgba(127,127,127,.15); color: inherit; width: 36px; height: 36px; border-radius: 50%; font-size: 22px; cursor: pointer; }
.cat-viewer { position: fixed; inset: 0; z-index: 60; background: rgba(0,0,0,.92); display: grid; place-items: center; overflow: hidden; }
.cat-viewer img { max-width: 92vw; max-height: 86vh; width: auto; height: auto; object-fit: contain; transition: transform .15s ease-out; cursor: zoom-in; }
.cat-viewer-close { position: absolute; top: 12px; right: 12px; color: #fff; z-index: 1; }
.cat-viewer-loading { position: absolute; color: #fff; }
.cat-viewer-nav { position: absolute; bottom: 16px; display: flex; gap: 16px; align-items: center; color: #fff; }
.cat-viewer-nav button { border: 0; background: rgba(255,255,255,.2); color: #fff; width: 40px; height: 40px; border-radius: 50%; font-size: 22px; cursor: pointer; }
.cat-floating-basket { position: fixed; z-index: 40; left: 50%; transform: translateX(-50%); bottom: calc(16px + var(--sf-bottom-bar, 0px) + var(--tg-safe-area-inset-bottom, 0px)); display: flex; gap: 12px; align-items: center; padding: 12px 20px; border-radius: 999px; background: var(--main-color, #FCE000); color: var(--main-text-color, #000); text-decoration: none; box-shadow: 0 4px 16px rgba(0,0,0,.25); font-weight: 600; }
.cat-floating-count { background: rgba(0,0,0,.15); border-radius: 999px; padding: 0 8px; }
`;
