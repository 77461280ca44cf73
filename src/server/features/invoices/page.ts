import type { Language } from '../../../shared/constants';
import type { DocumentFormat } from '../../../shared/schemas/invoices';
import { type Html, html, raw } from './html';
import { DOCUMENT_TEXTS } from './texts';

/** Where the page's own files are: the Cairo font (both subsets) and the print button's script. */
export const ASSET_BASE = '/api/invoices/assets';

/**
 * The documents' stylesheet: A4 pages (one order a page) or an 80 mm receipt roll; Cairo for
 * both scripts (the bundled variable font, served by this area), system fonts while it loads.
 * Direction-neutral properties only (start/end), so Arabic and English share every rule.
 */
const STYLE = `
@font-face{font-family:'Cairo Doc';font-weight:200 1000;font-display:swap;src:url(${ASSET_BASE}/cairo-arabic.woff2) format('woff2');unicode-range:U+0600-06FF,U+0750-077F,U+0870-08FF,U+200C-200E,U+2010-2011,U+204F,U+FB50-FDFF,U+FE70-FEFC}
@font-face{font-family:'Cairo Doc';font-weight:200 1000;font-display:swap;src:url(${ASSET_BASE}/cairo-latin.woff2) format('woff2');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2212}
*{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{margin:0;background:#e2e8f0;color:#0f172a;font-family:'Cairo Doc','Cairo Variable',Cairo,'Noto Sans Arabic','Segoe UI',Tahoma,Arial,sans-serif;font-size:10.5pt;line-height:1.45}
h1,h2,p,dl,dd,figure{margin:0}
bdi{unicode-bidi:isolate}
.id{font-variant-numeric:tabular-nums;letter-spacing:.02em}
.toolbar{position:sticky;top:0;z-index:1;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:center;padding:.6rem;background:#14532d;color:#fff;font-size:11pt}
.toolbar a,.toolbar button{font:inherit;color:#fff;background:transparent;border:1px solid #86efac;border-radius:.4rem;padding:.25rem .8rem;text-decoration:none;cursor:pointer}
.toolbar a[aria-current]{background:#166534;font-weight:700}
.toolbar button{background:#f59e0b;border-color:#f59e0b;color:#1c1917;font-weight:700}
.toolbar button[hidden]{display:none}
.doc{background:#fff;margin:1rem auto;box-shadow:0 1px 4px rgba(15,23,42,.25)}
.doc-head{display:flex;gap:1rem;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #14532d;padding-bottom:.8rem}
.seller p{color:#334155;font-size:.92em}
.seller .seller-name{font-size:1.25em;font-weight:800;color:#14532d}
.doc-title h1{font-size:1.6em;font-weight:800;color:#14532d;line-height:1.2;margin-bottom:.3rem}
.facts{display:grid;gap:.1rem}
.fact{display:flex;gap:.6rem;justify-content:space-between}
.fact dt{color:#475569}
.fact dd{font-weight:700;text-align:end}
.notice{margin-top:.8rem;padding:.4rem .6rem;border:1px dashed #b45309;color:#92400e;font-weight:700}
.parties{display:flex;gap:1rem;margin:.9rem 0}
.party{flex:1}
.party h2,.notes h2{font-size:.85em;text-transform:uppercase;letter-spacing:.04em;color:#475569;margin-bottom:.2rem}
.party .party-name{font-weight:800}
.lines{width:100%;border-collapse:collapse;margin:.4rem 0}
.lines th{background:#f1f5f9;color:#334155;font-size:.85em;text-align:start;padding:.35rem .45rem;border-bottom:1px solid #cbd5e1}
.lines td{padding:.4rem .45rem;border-bottom:1px solid #e2e8f0;vertical-align:top}
.lines tfoot th,.lines tfoot td{background:none;font-weight:800;border-top:2px solid #0f172a;padding:.4rem .45rem}
.lines .num{text-align:end;white-space:nowrap;font-variant-numeric:tabular-nums}
.lines .qty{font-weight:800}
.lines .n{width:2rem;color:#64748b}
.lines .colour{display:block;color:#475569;font-size:.88em}
.lines .check{width:1.8rem}
.box{display:inline-block;width:1em;height:1em;border:1.5px solid #0f172a;border-radius:2px}
.doc-foot{display:flex;gap:1rem;justify-content:space-between;align-items:flex-start;margin-top:.6rem}
.totals{border-collapse:collapse;min-width:55%}
.totals th{text-align:start;font-weight:400;color:#334155;padding:.2rem .45rem}
.totals td{text-align:end;white-space:nowrap;padding:.2rem .45rem;font-variant-numeric:tabular-nums}
.totals .discount td{color:#166534}
.totals .grand th,.totals .grand td{font-weight:800;font-size:1.15em;color:#0f172a;border-top:2px solid #0f172a;padding-top:.35rem}
.totals .vat th,.totals .vat td,.totals .refunded th,.totals .refunded td{font-size:.9em;color:#475569}
.qr-box .qr{display:block;width:28mm;height:28mm}
.notes{margin:.6rem 0;padding:.5rem .6rem;border:1px solid #cbd5e1;border-radius:.3rem}
.slip-foot{margin-top:1rem;grid-template-columns:repeat(3,auto);gap:1.5rem;justify-content:start}
.slip-foot .fact{justify-content:start}
.thanks{margin-top:1rem;text-align:center;color:#475569;font-size:.92em}
/* A4: one order a sheet. */
.a4 .doc{width:210mm;min-height:297mm;padding:14mm 14mm 12mm}
/* 80 mm thermal roll: one column, narrower type, the QR code below the totals. */
.receipt .doc{width:80mm;padding:3mm 3.5mm 5mm;font-size:8.5pt}
.receipt .doc-head,.receipt .parties,.receipt .doc-foot{flex-direction:column;gap:.4rem}
.receipt .doc-head{border-bottom-width:1px}
.receipt .doc-title h1{font-size:1.35em}
.receipt .lines th,.receipt .lines td{padding:.2rem .15rem}
.receipt .lines .n{display:none}
.receipt .totals{width:100%}
.receipt .doc-foot{flex-direction:column-reverse;align-items:center}
.receipt .qr-box .qr{width:24mm;height:24mm}
.receipt .slip-foot{grid-template-columns:1fr;gap:.3rem}
@page{margin:0}
@media print{
  body{background:#fff}
  .toolbar{display:none}
  .doc{margin:0;box-shadow:none;break-after:page}
  .doc:last-of-type{break-after:auto}
  .a4 .doc{min-height:auto;height:auto}
  tr,.doc-foot,.notes{break-inside:avoid}
}
`;

/** The format and language links keep the page's other query parameters (ids, doc). */
function toolbar(url: URL, format: DocumentFormat, language: Language): Html {
  const t = DOCUMENT_TEXTS[language];
  const link = (changes: Record<string, string>, label: string, current: boolean) => {
    const next = new URL(url);
    for (const [key, value] of Object.entries(changes)) next.searchParams.set(key, value);
    next.searchParams.delete('autoprint');
    return html`<a href="${next.pathname}${next.search}"${current ? raw(' aria-current="page"') : ''}>${label}</a>`;
  };
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return html`<nav class="toolbar" aria-label="${t.print}">
    <button type="button" id="print-document" hidden>${t.print}</button>
    ${link({ format: 'a4' }, t.a4, format === 'a4')}
    ${link({ format: 'receipt' }, t.receipt, format === 'receipt')}
    ${link({ lang: other }, t.otherLanguage, false)}
  </nav>`;
}

/**
 * A whole page: one document or many (each its own page when printed). `url` is the request's
 * own (for the toolbar's links). No inline script (CSP): the print button and the automatic
 * print dialog come from the area's small script, and the page works without it.
 */
export function renderPage(options: {
  title: string;
  language: Language;
  format: DocumentFormat;
  url: URL;
  documents: Html[];
  autoprint: boolean;
}): string {
  const { title, language, format, url, documents, autoprint } = options;
  return `<!doctype html>${html`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${raw(STYLE)}${raw(format === 'a4' ? '@page{size:A4}' : '@page{size:80mm 297mm}')}</style>
<script src="${ASSET_BASE}/print.js" defer></script>
</head>
<body class="${format}"${autoprint ? raw(' data-autoprint="1"') : ''}>
${toolbar(url, format, language)}
<main>${documents}</main>
</body>
</html>`}`;
}

/** The print button, and the print dialog on `?autoprint=1` once the fonts are in. */
export const PRINT_SCRIPT = `(function(){
var button=document.getElementById('print-document');
if(button){button.hidden=false;button.addEventListener('click',function(){window.print();});}
if(document.body.getAttribute('data-autoprint')==='1'){
var go=function(){setTimeout(function(){window.print();},50);};
if(document.fonts&&document.fonts.ready){document.fonts.ready.then(go,go);}else{go();}
}
})();
`;
