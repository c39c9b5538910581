/** The remote's own styles, prefixed `bc-` so they cannot leak into the shell or another remote. */
export const BASKET_CHECKOUT_CSS = `.bc-lines{list-style:none;padding:0;display:grid;gap:10px}
.bc-line{display:grid;grid-template-columns:64px minmax(0,1fr) auto;gap:12px;align-items:center;background:var(--surface,#fff);border-radius:12px;padding:10px}
.bc-line img{border-radius:10px;object-fit:cover;background:#eee}.bc-line h2{margin:0 0 4px;font-size:15px;overflow-wrap:anywhere}.bc-price{white-space:nowrap}
@media (max-width:420px){.bc-line{grid-template-columns:56px minmax(0,1fr)}.bc-line img{width:56px;height:56px}.bc-count{grid-column:2}}.bc-mods{margin:0 0 4px;color:var(--muted,#666);font-size:13px}
.bc-count{display:flex;gap:8px;align-items:center;flex-wrap:wrap}.bc-count button:not(.bc-link){width:32px;height:32px;border-radius:50%;border:1px solid var(--border,#ddd);background:none;cursor:pointer;color:inherit}
.bc-totals{margin:16px 0;display:grid;gap:4px}.bc-totals div{display:flex;justify-content:space-between}.bc-totals dd{margin:0}
.bc-grand{font-size:18px;font-weight:700}
.bc-primary{display:inline-block;background:var(--main-color);color:var(--main-text-color);border:0;border-radius:12px;padding:12px 20px;text-decoration:none;font-weight:700;cursor:pointer;font-size:16px}
.bc-primary:disabled{opacity:.6}
.bc-link{background:none;border:0;color:var(--muted,#666);cursor:pointer;text-decoration:underline}
.bc-small{border:1px solid var(--border,#ddd);background:var(--surface,#fff);color:inherit;border-radius:10px;padding:8px 14px;cursor:pointer;text-decoration:none}
.bc-error{color:var(--danger,#d93025);margin:4px 0}.bc-error p{margin:0}.bc-ok{color:#1e7e34;margin:4px 0}.bc-muted{color:var(--muted,#666)}
.bc-section{border:0;border-radius:12px;background:var(--surface,#fff);padding:12px 16px;margin:0 0 12px}.bc-section legend{font-weight:700;padding:0;float:left;width:100%;margin-bottom:8px}
.bc-options{display:flex;flex-wrap:wrap;gap:8px;clear:both}.bc-option{display:flex;gap:8px;align-items:center;padding:6px 10px;border:1px solid var(--border,#ddd);border-radius:10px;cursor:pointer}
.bc-row{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;clear:both}.bc-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(130px,100%),1fr));gap:8px;margin-top:8px}
.bc-field{display:grid;gap:4px;min-width:0}.bc-field input,.bc-section input:not([type=radio]):not([type=checkbox]),.bc-section textarea{padding:8px 10px;border:1px solid var(--border,#ccc);border-radius:8px;background:transparent;color:inherit;font:inherit}
.bc-field input{width:100%;min-width:0;box-sizing:border-box}
.bc-when{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}.bc-when .bc-field:first-child{flex:1 1 11em}.bc-when .bc-field:last-child{flex:0 0 6.5em}
.bc-when select{width:100%;min-width:0;box-sizing:border-box;padding:10px 8px;border:1px solid var(--border,#ccc);border-radius:8px;background:var(--surface,#fff);color:inherit;font:inherit}.bc-grid .bc-wide{grid-column:1/-1}
.bc-checkout{min-width:0;max-width:100%;overflow-wrap:anywhere}.bc-checkout>h1{font-size:clamp(24px,8vw,2em);overflow-wrap:break-word}.bc-section{min-width:0}.bc-option{min-width:0}
.bc-chosen{font-weight:600;margin:0 0 8px}.bc-links{display:flex;flex-wrap:wrap;gap:8px;clear:both}
.bc-section textarea{width:100%;min-height:64px;box-sizing:border-box;clear:both}
.bc-closed{clear:both;margin:0 0 8px;padding:8px 10px;border-radius:8px;background:#fff4e5;color:#3d2600}.bc-closed strong{display:block}
.bc-option[aria-disabled=true]{opacity:.55;cursor:not-allowed}.bc-table{clear:both;margin:0;display:grid;gap:2px}
.bc-recommend ul{list-style:none;padding:0;display:flex;gap:10px;overflow-x:auto}.bc-recommend li{display:grid;gap:4px;min-width:120px;justify-items:start}.bc-recommend img{border-radius:10px;object-fit:cover;background:#eee}`;
