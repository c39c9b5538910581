/** The remote's own styles, prefixed `pf-` so they cannot leak into the shell or another remote. */
export const PROFILE_CSS = `.pf-menu{list-style:none;padding:0;display:grid;gap:2px;background:var(--border,#eee);border-radius:12px;overflow:hidden}
.pf-menu a{display:block;padding:14px 16px;background:var(--surface,#fff);text-decoration:none;color:var(--text,#111)}
.pf-policy h1{overflow-wrap:break-word;hyphens:auto}.pf-logout{margin-top:16px;border:1px solid var(--danger,#d93025);color:#c5221f;background:none;border-radius:10px;padding:10px 18px;cursor:pointer}[data-theme=dark] .pf-logout{color:#ff7b70}
.pf-delete-account{display:block;margin-top:24px}
.pf-policy{line-height:1.55;max-width:760px}
.pf-auth{display:grid;gap:12px;max-width:380px;margin:0 auto}
.pf-field{display:grid;gap:6px}.pf-field input{font-size:18px;padding:12px;border:1px solid var(--border,#ccc);border-radius:10px;background:var(--surface,#fff);color:inherit}
.pf-error{color:var(--danger,#d93025);margin:0}.pf-note{color:var(--muted,#666);font-size:13px}
.pf-primary{background:var(--main-color);color:var(--main-text-color);border:0;border-radius:12px;padding:12px 20px;font-weight:700;cursor:pointer}
.pf-primary:disabled{opacity:.6}.pf-link{background:none;border:0;color:var(--muted,#666);cursor:pointer;text-decoration:underline;padding:0}
.pf-link:disabled{cursor:default;text-decoration:none}
.pf-tabs{display:flex;gap:8px;margin-bottom:12px}.pf-tabs button{border:1px solid var(--border,#ddd);background:none;border-radius:20px;padding:8px 16px;cursor:pointer;color:inherit}
.pf-tabs button[aria-selected=true]{background:var(--main-color);color:var(--main-text-color);border-color:transparent}
.pf-orders{list-style:none;padding:0;display:grid;gap:8px}.pf-orders a{display:grid;grid-template-columns:1fr auto;gap:4px 12px;padding:12px;border-radius:12px;background:var(--surface,#fff);text-decoration:none;color:inherit}
.pf-success{background:#e6f4ea;color:#1e6b34;border-radius:12px;padding:12px 16px;margin-bottom:12px}.pf-success p{margin:4px 0 0}
.pf-pay{margin:8px 0 12px}.pf-pay p{margin:0 0 8px}
.pf-list>li.pf-promo{display:grid;justify-content:stretch;gap:4px}.pf-code{font-size:18px;letter-spacing:.05em}.pf-actions{display:flex;gap:8px;flex-wrap:wrap;margin-top:4px}
.pf-balance{display:grid;gap:8px;padding:12px 16px;margin:0 0 12px;border-radius:12px;background:var(--surface,#fff)}.pf-balance>div{display:flex;align-items:baseline;gap:8px;flex-wrap:wrap}.pf-balance strong{font-size:20px;white-space:nowrap}
.pf-history{list-style:none;padding:0;margin:0;display:grid;gap:6px}.pf-history li{display:grid;grid-template-columns:1fr auto;gap:0 8px}.pf-history small{grid-column:1;color:var(--muted,#666)}.pf-history strong{grid-row:1/3;grid-column:2;align-self:center;font-size:15px}.pf-plus{color:#1e6b34}
.pf-review{display:grid;gap:10px;margin:16px 0;padding:12px 16px;border-radius:12px;background:var(--surface,#fff)}.pf-review h2{margin:0;font-size:18px}.pf-review textarea{font:inherit;padding:10px;border:1px solid var(--border,#ccc);border-radius:10px;min-height:64px;background:var(--surface,#fff);color:inherit}
.pf-stars{border:0;padding:0;margin:0;display:flex;gap:2px;flex-wrap:wrap}.pf-stars legend{padding:0;margin-bottom:4px;font-size:14px}.pf-star{position:relative;font-size:30px;line-height:1;color:#c8c8c8;cursor:pointer;padding:2px}.pf-star-on{color:#f5a623}
.pf-star input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}.pf-star:focus-within{outline:2px solid var(--main-color);border-radius:6px}.pf-rated span{color:#f5a623;letter-spacing:2px}
.pf-facts{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}.pf-facts dt{color:var(--muted,#666)}.pf-facts dd{margin:0}
.pf-items{list-style:none;padding:0;display:grid;gap:6px}.pf-items li{display:grid;grid-template-columns:1fr auto;gap:2px 12px}.pf-items small{grid-column:1;color:var(--muted,#666)}
.pf-form{display:grid;gap:12px;max-width:480px}.pf-form h2{margin:16px 0 0}.pf-form form{display:grid;gap:12px}
.pf-field select{font-size:16px;padding:10px;border:1px solid var(--border,#ccc);border-radius:10px;background:var(--surface,#fff);color:inherit}
.pf-field input:disabled{opacity:.7}
.pf-birthday{display:grid;grid-template-columns:4.5em minmax(0,1fr) 5.5em;gap:8px;border:0;padding:0;margin:0;min-width:0}
.pf-birthday legend{padding:0;margin-bottom:6px}
.pf-birthday select{min-width:0;font-size:16px;padding:10px 6px;border:1px solid var(--border,#ccc);border-radius:10px;background:var(--surface,#fff);color:inherit}
.pf-birthday[aria-invalid] select{border-color:var(--danger,#c62828)}
.pf-choice{border:0;padding:0;margin:0;display:flex;gap:16px;flex-wrap:wrap}.pf-choice legend{padding:0;margin-bottom:6px}
.pf-choice label{display:flex;gap:6px;align-items:center;cursor:pointer}
.pf-reasons{border:0;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:8px}.pf-reasons legend{padding:0;margin-bottom:6px;font-weight:600}
.pf-reason{display:flex;align-items:center;gap:6px;min-height:44px;padding:0 12px;border:1px solid var(--border,#ccc);border-radius:22px;cursor:pointer;max-width:100%}
.pf-reason:has(input:checked){border-color:var(--main-color);box-shadow:inset 0 0 0 1px var(--main-color)}.pf-reason span{overflow-wrap:anywhere}
.pf-list{list-style:none;padding:0;display:grid;gap:8px}.pf-list>li{display:flex;justify-content:space-between;align-items:center;gap:12px;padding:12px;border-radius:12px;background:var(--surface,#fff)}
.pf-list>li{flex-wrap:wrap}.pf-list>li>div:first-child{display:grid;gap:2px;min-width:0;flex:1 1 180px;overflow-wrap:anywhere}
.pf-add{display:inline-block;text-decoration:none}.pf-actions{display:flex;gap:10px;align-items:center;flex-wrap:wrap;justify-content:flex-end}
.pf-secondary{border:1px solid var(--main-color);color:inherit;background:none;border-radius:10px;padding:8px 12px;cursor:pointer}.pf-secondary:disabled{opacity:.6;cursor:default}
.pf-danger{background:var(--danger,#d93025);color:#fff;border:0;border-radius:10px;padding:8px 12px;cursor:pointer}
.pf-fav-link{display:flex;gap:12px;align-items:center;text-decoration:none;color:inherit}.pf-fav-link img{border-radius:10px;object-fit:cover;background:var(--border,#eee)}
.pf-fav-link>span{display:grid;gap:4px}.pf-fav s{color:var(--muted,#666);margin-right:4px}
.pf-card-number{font-variant-numeric:tabular-nums;letter-spacing:.04em;white-space:nowrap}.pf-card-form input{letter-spacing:.04em}
.pf-expiry input{max-width:140px}
.pf-totals div{display:flex;justify-content:space-between}.pf-totals dd{margin:0}.pf-grand{font-weight:700;font-size:18px}
.pf-tracking{display:grid;gap:10px;margin:16px 0}.pf-eta{font-weight:700;font-size:17px;margin:0}.pf-subtitle{font-size:16px;margin:4px 0 0}
.pf-courier{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:10px;padding:12px;border-radius:12px;background:var(--surface,#fff)}
.pf-courier>div:first-child{display:grid;gap:2px;min-width:0;flex:1 1 160px}.pf-courier a{text-decoration:none;display:inline-block}
.pf-timeline{list-style:none;padding:0 0 0 14px;margin:0;display:grid;gap:8px;border-left:2px solid var(--border,#ddd)}
.pf-timeline li{display:flex;justify-content:space-between;gap:12px;position:relative}.pf-timeline li::before{content:'';position:absolute;left:-20px;top:6px;width:10px;height:10px;border-radius:50%;background:var(--border,#ccc)}
.pf-timeline li[aria-current=step]{font-weight:700}.pf-timeline li[aria-current=step]::before{background:var(--main-color)}
.pf-timeline time{color:var(--muted,#666);white-space:nowrap}
.pf-notifications li[data-read=false]{font-weight:700}.pf-notifications small{font-weight:400}`;
