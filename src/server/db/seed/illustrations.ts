/**
 * SVG builders for the demo images: flat illustrations of each product type, drawn in a
 * 600 × 600 local box whose ground line is y = 500. No <text>: the rasteriser has no fonts.
 */

export interface Theme {
  bgFrom: string;
  bgTo: string;
  blob: string;
  accent: string;
  accentDark: string;
}

export type ArtKind =
  | 'battery'
  | 'applications'
  | 'charger'
  | 'scooter'
  | 'golf-car'
  | 'power-bank'
  | 'spare-part'
  | 'van';

export interface ArtOptions {
  kind: ArtKind;
  /** Product key or slug: picks the sub-type (rack battery, tyre, 6-seat car…). */
  key: string;
  /** Main body colour. */
  body: string;
  theme: Theme;
  variant: number;
}

export const SLATE = '#0f172a';
export const GREEN_DEEP = '#166534';
export const GREEN = '#15803d';
export const AMBER = '#f59e0b';
const LED = '#4ade80';
const METAL = '#cbd5e1';
const METAL_DARK = '#94a3b8';

/** FNV-1a, 32 bit. */
export function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function hsl(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

/** Lighten (amount > 0) or darken (amount < 0) a #rrggbb colour; amount in -1..1. */
export function shade(color: string, amount: number): string {
  const n = Number.parseInt(color.slice(1), 16);
  const channel = (c: number) => {
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel((n >> 16) & 255)}${channel((n >> 8) & 255)}${channel(n & 255)}`;
}

function isLight(color: string): boolean {
  const n = Number.parseInt(color.slice(1), 16);
  const lum = 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
  return lum > 200;
}

/** A thin outline for light bodies so they stand out from the pale background. */
function edge(color: string): string {
  return isLight(color) ? ` stroke="${METAL_DARK}" stroke-width="3"` : '';
}

/** Soft green-energy palette picked from a hash: lime → green → teal → sky, sometimes warm. */
export function themeFor(seed: string): Theme {
  const h = hashString(seed);
  const warm = h % 7 === 0;
  const hue = warm ? 40 + (h % 6) : 95 + ((h >>> 4) % 105);
  return {
    bgFrom: hsl(hue, 70, 97),
    bgTo: hsl(hue + 12, 55, 85),
    blob: hsl(hue - 8, 60, 76),
    accent: warm ? AMBER : hsl(hue, 65, 36),
    accentDark: hsl(hue, 70, 20),
  };
}

export function bolt(x: number, y: number, scale: number, fill: string): string {
  return `<path transform="translate(${x} ${y}) scale(${scale})" d="M24 0 L0 34 H18 L12 60 L40 22 H22 Z" fill="${fill}"/>`;
}

export function leaf(x: number, y: number, scale: number, angle: number, fill: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})"><path d="M0 0 C20 -32 62 -32 84 0 C62 32 20 32 0 0 Z" fill="${fill}"/><path d="M6 0 H74" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round"/></g>`;
}

function wheel(cx: number, cy: number, r: number, rim: string, tread = false): string {
  const treadRing = tread
    ? `<circle cx="${cx}" cy="${cy}" r="${r - 5}" fill="none" stroke="#334155" stroke-width="8" stroke-dasharray="7 7"/>`
    : '';
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${SLATE}"/>${treadRing}<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.6)}" fill="${rim}"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.24)}" fill="#64748b"/>`;
}

function chargeBar(x: number, y: number, filled: number, segments = 5): string {
  const segW = 20;
  const gap = 5;
  const w = segments * (segW + gap) + gap + 4;
  let out = `<rect x="${x}" y="${y}" width="${w}" height="48" rx="9" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="5"/><rect x="${x + w}" y="${y + 14}" width="9" height="20" rx="3" fill="#ffffff" fill-opacity="0.85"/>`;
  for (let i = 0; i < segments; i++) {
    const on = i < filled;
    out += `<rect x="${x + 7 + i * (segW + gap)}" y="${y + 8}" width="${segW}" height="32" rx="4" fill="${on ? LED : '#ffffff'}" fill-opacity="${on ? 1 : 0.18}"/>`;
  }
  return out;
}

function sun(cx: number, cy: number, r: number): string {
  let rays = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const x1 = cx + Math.cos(a) * (r + 12);
    const y1 = cy + Math.sin(a) * (r + 12);
    const x2 = cx + Math.cos(a) * (r + 30);
    const y2 = cy + Math.sin(a) * (r + 30);
    rays += `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#fbbf24" stroke-width="9" stroke-linecap="round"/>`;
  }
  return `${rays}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${AMBER}"/><circle cx="${cx - r * 0.3}" cy="${cy - r * 0.3}" r="${r * 0.35}" fill="#fde68a" fill-opacity="0.6"/>`;
}

function solarPanel(x: number, y: number, w: number, h: number, tilt: number): string {
  const cols = 6;
  const rows = 4;
  let grid = '';
  for (let i = 1; i < cols; i++) {
    const gx = x + (w * i) / cols;
    grid += `<line x1="${gx}" y1="${y}" x2="${gx}" y2="${y + h}" stroke="#93c5fd" stroke-opacity="0.55" stroke-width="3"/>`;
  }
  for (let j = 1; j < rows; j++) {
    const gy = y + (h * j) / rows;
    grid += `<line x1="${x}" y1="${gy}" x2="${x + w}" y2="${gy}" stroke="#93c5fd" stroke-opacity="0.55" stroke-width="3"/>`;
  }
  const cx = x + w / 2;
  const legs = `<line x1="${cx - w * 0.28}" y1="${y + h}" x2="${cx - w * 0.32}" y2="500" stroke="#64748b" stroke-width="10" stroke-linecap="round"/><line x1="${cx + w * 0.28}" y1="${y + h - 10}" x2="${cx + w * 0.3}" y2="500" stroke="#64748b" stroke-width="10" stroke-linecap="round"/>`;
  return `${legs}<g transform="rotate(${tilt} ${cx} ${y + h / 2})"><rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" rx="10" fill="#e2e8f0"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="url(#panel)"/>${grid}<path d="M${x} ${y} L${x + w * 0.45} ${y} L${x} ${y + h * 0.6} Z" fill="#ffffff" fill-opacity="0.12"/></g>`;
}

// ─── Batteries ──────────────────────────────────────────────────────────────

function boxBattery(body: string, seed: number, handle: boolean): string {
  const lid = shade(body, -0.25);
  const filled = 3 + (seed % 3);
  const handleSvg = handle
    ? `<path d="M250 232 V196 a16 16 0 0 1 16 -16 h68 a16 16 0 0 1 16 16 V232" fill="none" stroke="${shade(body, -0.4)}" stroke-width="14" stroke-linecap="round"/>`
    : '';
  return `${handleSvg}
<rect x="182" y="194" width="56" height="40" rx="7" fill="#dc2626"/><rect x="176" y="186" width="68" height="14" rx="7" fill="${METAL}"/>
<rect x="362" y="194" width="56" height="40" rx="7" fill="#334155"/><rect x="356" y="186" width="68" height="14" rx="7" fill="${METAL}"/>
<rect x="140" y="228" width="320" height="272" rx="28" fill="${body}"${edge(body)}/>
<path d="M140 256 a28 28 0 0 1 28 -28 h264 a28 28 0 0 1 28 28 v30 h-320 z" fill="${lid}"/>
<rect x="196" y="250" width="28" height="8" rx="3" fill="#ffffff"/><rect x="206" y="240" width="8" height="28" rx="3" fill="#ffffff"/>
<rect x="376" y="250" width="28" height="8" rx="3" fill="#ffffff"/>
<rect x="154" y="300" width="14" height="180" rx="7" fill="#ffffff" fill-opacity="0.12"/>
<rect x="182" y="318" width="248" height="146" rx="18" fill="#ffffff" fill-opacity="0.1"/>
${bolt(204, 358, 1.35, AMBER)}
${chargeBar(268, 370, filled)}`;
}

function rackBattery(body: string, seed: number): string {
  const filled = 3 + (seed % 3);
  let leds = '';
  for (let i = 0; i < 4; i++) {
    leds += `<circle cx="${318 + i * 26}" cy="440" r="7" fill="${i < filled - 1 ? LED : '#ffffff'}" fill-opacity="${i < filled - 1 ? 1 : 0.25}"/>`;
  }
  return `<rect x="72" y="320" width="40" height="176" rx="8" fill="${METAL}"/><rect x="488" y="320" width="40" height="176" rx="8" fill="${METAL}"/>
<circle cx="92" cy="348" r="7" fill="#64748b"/><circle cx="92" cy="468" r="7" fill="#64748b"/><circle cx="508" cy="348" r="7" fill="#64748b"/><circle cx="508" cy="468" r="7" fill="#64748b"/>
<rect x="100" y="310" width="400" height="190" rx="18" fill="${body}"${edge(body)}/>
<rect x="100" y="310" width="400" height="26" rx="13" fill="#ffffff" fill-opacity="0.1"/>
<rect x="130" y="356" width="150" height="96" rx="12" fill="${SLATE}"/>
<rect x="146" y="372" width="${24 * filled}" height="22" rx="5" fill="${LED}"/>
<rect x="146" y="406" width="100" height="10" rx="5" fill="#334155"/><rect x="146" y="424" width="70" height="10" rx="5" fill="#334155"/>
${bolt(318, 360, 0.9, AMBER)}${leds}
<circle cx="458" cy="372" r="17" fill="#dc2626"/><circle cx="458" cy="372" r="7" fill="${METAL}"/>
<circle cx="458" cy="436" r="17" fill="#334155"/><circle cx="458" cy="436" r="7" fill="${METAL}"/>`;
}

function packBattery(body: string, seed: number): string {
  let cells = '';
  for (let i = 1; i < 8; i++) {
    cells += `<line x1="${90 + i * 50}" y1="372" x2="${90 + i * 50}" y2="476" stroke="#000000" stroke-opacity="0.12" stroke-width="3"/>`;
  }
  return `<path d="M500 410 C560 410 560 330 520 300" fill="none" stroke="#dc2626" stroke-width="10" stroke-linecap="round"/>
<path d="M500 440 C580 440 590 330 545 300" fill="none" stroke="#1f2937" stroke-width="10" stroke-linecap="round"/>
<rect x="500" y="262" width="64" height="42" rx="8" fill="#facc15" transform="rotate(-18 532 283)"/>
<rect x="80" y="360" width="430" height="130" rx="26" fill="${body}"${edge(body)}/>${cells}
<rect x="80" y="360" width="430" height="24" rx="12" fill="#ffffff" fill-opacity="0.18"/>
<rect x="170" y="394" width="250" height="74" rx="14" fill="#ffffff" fill-opacity="0.15"/>
${bolt(192, 404, 0.9, AMBER)}${chargeBar(250, 408, 2 + (seed % 3), 4)}`;
}

function wallBattery(body: string, x: number, seed: number): string {
  const lit = 2 + (seed % 3);
  let strip = '';
  for (let i = 0; i < 4; i++) {
    strip += `<rect x="${x + 92}" y="${200 + i * 34}" width="16" height="24" rx="8" fill="${i >= 4 - lit ? LED : '#94a3b8'}" fill-opacity="${i >= 4 - lit ? 1 : 0.35}"/>`;
  }
  return `<rect x="${x + 12}" y="138" width="200" height="362" rx="30" fill="#000000" fill-opacity="0.08"/>
<rect x="${x}" y="126" width="200" height="362" rx="30" fill="${body}"${edge(body)}/>
<rect x="${x + 14}" y="140" width="22" height="330" rx="11" fill="#ffffff" fill-opacity="0.18"/>
${strip}<circle cx="${x + 100}" cy="400" r="30" fill="${GREEN}"/>${bolt(x + 88, 384, 0.6, '#ffffff')}`;
}

function batteryArt(o: ArtOptions, seed: number): string {
  if (o.key.includes('rack')) return rackBattery(o.body, seed);
  if (o.key.includes('scooter')) return packBattery(o.body, seed);
  return boxBattery(o.body, seed, o.key.includes('300ah') || o.key.includes('golf'));
}

// ─── Solar & energy storage ─────────────────────────────────────────────────

function applicationsArt(o: ArtOptions, seed: number): string {
  const k = o.key;
  if (k.includes('stackable')) {
    let modules = '';
    for (let i = 0; i < 3; i++) {
      const y = 150 + i * 100;
      modules += `<rect x="330" y="${y}" width="190" height="92" rx="16" fill="${o.body}"${edge(o.body)}/><rect x="346" y="${y + 38}" width="60" height="14" rx="7" fill="${LED}"/>`;
    }
    return `${sun(130, 130, 44)}${solarPanel(40, 280, 230, 140, -10)}${modules}<rect x="316" y="450" width="218" height="50" rx="14" fill="${SLATE}"/>${bolt(500, 462, 0.5, AMBER)}`;
  }
  if (k.includes('ups')) {
    return `${sun(120, 120, 40)}<rect x="190" y="190" width="230" height="292" rx="26" fill="${o.body}"${edge(o.body)}/>
<rect x="216" y="220" width="178" height="90" rx="12" fill="${SLATE}"/><rect x="232" y="240" width="${30 * (3 + (seed % 3))}" height="22" rx="5" fill="${LED}"/><rect x="232" y="276" width="90" height="10" rx="5" fill="#334155"/>
<circle cx="262" cy="370" r="26" fill="#e2e8f0"/><rect x="254" y="358" width="5" height="16" rx="2" fill="#334155"/><rect x="265" y="358" width="5" height="16" rx="2" fill="#334155"/>
<circle cx="350" cy="370" r="26" fill="#e2e8f0"/><rect x="342" y="358" width="5" height="16" rx="2" fill="#334155"/><rect x="353" y="358" width="5" height="16" rx="2" fill="#334155"/>
${bolt(286, 410, 0.8, AMBER)}<circle cx="230" cy="490" r="12" fill="${SLATE}"/><circle cx="380" cy="490" r="12" fill="${SLATE}"/>
<path d="M420 300 C500 300 500 420 560 420" fill="none" stroke="#334155" stroke-width="8" stroke-linecap="round"/>`;
  }
  if (k.includes('wall')) {
    return `${sun(110, 110, 42)}${solarPanel(50, 300, 200, 120, -12)}<path d="M250 440 C290 440 300 420 320 420" fill="none" stroke="#334155" stroke-width="8" stroke-linecap="round"/>${wallBattery(o.body, 320, seed)}`;
  }
  // Kits: panel in front, battery box beside it.
  return `${sun(470, 100, 46)}${solarPanel(60, 190, 320, 190, -8)}
<path d="M330 470 C380 470 380 440 410 440" fill="none" stroke="#334155" stroke-width="8" stroke-linecap="round"/>
<rect x="404" y="336" width="150" height="164" rx="20" fill="${o.body}"${edge(o.body)}/>
<rect x="404" y="336" width="150" height="30" rx="15" fill="#000000" fill-opacity="0.15"/>
<rect x="426" y="320" width="30" height="20" rx="5" fill="#dc2626"/><rect x="502" y="320" width="30" height="20" rx="5" fill="#334155"/>
${bolt(442, 390, 1, AMBER)}<rect x="430" y="462" width="96" height="12" rx="6" fill="${LED}"/>`;
}

// ─── Chargers ───────────────────────────────────────────────────────────────

function chargerArt(o: ArtOptions, seed: number): string {
  const k = o.key;
  const plug = `<path d="M170 400 C110 400 110 470 60 470" fill="none" stroke="#1f2937" stroke-width="10" stroke-linecap="round"/>
<rect x="24" y="450" width="44" height="40" rx="8" fill="#e2e8f0" stroke="${METAL_DARK}" stroke-width="3"/><rect x="8" y="458" width="18" height="7" rx="3" fill="#64748b"/><rect x="8" y="475" width="18" height="7" rx="3" fill="#64748b"/>`;
  if (k.includes('mppt')) {
    let screws = '';
    for (let i = 0; i < 4; i++) {
      screws += `<circle cx="${215 + i * 56}" cy="452" r="12" fill="${METAL}"/><rect x="${209 + i * 56}" y="449" width="12" height="6" rx="2" fill="#64748b"/>`;
    }
    return `${sun(110, 120, 40)}<rect x="180" y="170" width="240" height="320" rx="24" fill="${o.body}"${edge(o.body)}/>
<rect x="180" y="170" width="240" height="40" rx="20" fill="#ffffff" fill-opacity="0.12"/>
<rect x="212" y="226" width="176" height="104" rx="12" fill="#0b1220"/><rect x="228" y="246" width="${28 * (3 + (seed % 3))}" height="20" rx="5" fill="${LED}"/><rect x="228" y="282" width="110" height="10" rx="5" fill="#334155"/><rect x="228" y="300" width="70" height="10" rx="5" fill="#334155"/>
<circle cx="236" cy="370" r="13" fill="${AMBER}"/><circle cx="282" cy="370" r="13" fill="${LED}"/><circle cx="328" cy="370" r="13" fill="#38bdf8"/>
<rect x="196" y="424" width="208" height="54" rx="10" fill="#1f2937"/>${screws}
<path d="M420 320 C500 320 520 250 560 250" fill="none" stroke="#dc2626" stroke-width="8" stroke-linecap="round"/>`;
  }
  const big = k.includes('golf') || k.includes('24v');
  const h = big ? 200 : 160;
  const y = 460 - h;
  let vents = '';
  for (let i = 0; i < 5; i++) {
    vents += `<rect x="${206 + i * 34}" y="${y + 44}" width="18" height="${h - 86}" rx="9" fill="#000000" fill-opacity="0.25"/>`;
  }
  const outCable = k.includes('scooter')
    ? `<path d="M410 420 C470 420 470 480 520 480" fill="none" stroke="#1f2937" stroke-width="10" stroke-linecap="round"/><circle cx="536" cy="478" r="22" fill="#1f2937"/><circle cx="536" cy="478" r="11" fill="${METAL}"/>`
    : `<path d="M410 410 C470 410 460 470 500 470" fill="none" stroke="#dc2626" stroke-width="9" stroke-linecap="round"/><path d="M410 430 C450 430 440 490 470 490" fill="none" stroke="#1f2937" stroke-width="9" stroke-linecap="round"/>
<path d="M494 452 l48 -14 l6 18 l-48 14 z" fill="#dc2626"/><path d="M464 474 l48 -10 l4 18 l-48 10 z" fill="#334155"/>`;
  return `${plug}${outCable}
<rect x="170" y="${y}" width="240" height="${h}" rx="26" fill="${o.body}"${edge(o.body)}/>
<rect x="170" y="${y}" width="240" height="30" rx="15" fill="#ffffff" fill-opacity="0.12"/>
${vents}
<circle cx="378" cy="${y + 50}" r="9" fill="${LED}"/><circle cx="378" cy="${y + 78}" r="9" fill="${AMBER}" fill-opacity="${seed % 2 ? 1 : 0.35}"/>
${bolt(364, y + h - 70, 0.7, AMBER)}
<rect x="190" y="460" width="200" height="14" rx="7" fill="#000000" fill-opacity="0.25"/>`;
}

// ─── Electric scooter ───────────────────────────────────────────────────────

function scooterArt(o: ArtOptions): string {
  const k = o.key;
  const offRoad = k.includes('off-road');
  const seated = k.includes('seated');
  const dual = k.includes('dual');
  const r = offRoad ? 62 : 54;
  const wy = 500 - r;
  const rim = dual ? o.theme.accent : METAL;
  const seat = seated
    ? `<rect x="236" y="300" width="16" height="110" rx="6" fill="#334155"/><rect x="186" y="282" width="118" height="28" rx="14" fill="${SLATE}"/>
<g stroke="#334155" stroke-width="5" fill="none"><rect x="444" y="200" width="78" height="58" rx="8"/><line x1="470" y1="200" x2="470" y2="258"/><line x1="496" y1="200" x2="496" y2="258"/></g>`
    : '';
  const spring = offRoad
    ? `<path d="M452 ${wy - 40} l14 6 l-14 6 l14 6 l-14 6 l14 6" fill="none" stroke="${AMBER}" stroke-width="6" stroke-linecap="round"/>`
    : '';
  return `<path d="M100 ${wy - 8} A${r + 10} ${r + 10} 0 0 1 228 ${wy - 46}" fill="none" stroke="${o.body}" stroke-width="12" stroke-linecap="round"/>
<rect x="96" y="${wy - 16}" width="14" height="10" rx="3" fill="#dc2626"/>
${wheel(170, wy, r, rim, offRoad)}${wheel(458, wy, r, rim, offRoad)}
<line x1="458" y1="${wy}" x2="440" y2="${wy - 70}" stroke="#334155" stroke-width="14" stroke-linecap="round"/>
${spring}
${isLight(o.body) ? `<line x1="440" y1="${wy - 64}" x2="404" y2="150" stroke="${METAL_DARK}" stroke-width="26" stroke-linecap="round"/>` : ''}
<line x1="440" y1="${wy - 64}" x2="404" y2="150" stroke="${o.body}" stroke-width="20" stroke-linecap="round"/>
<path d="M166 ${wy - 52} H430 L448 ${wy - 40}" fill="none" stroke="${o.body}" stroke-width="8" stroke-linecap="round"/>
<rect x="160" y="${wy - 66}" width="282" height="28" rx="14" fill="${o.body}"${edge(o.body)}/>
<rect x="196" y="${wy - 42}" width="210" height="14" rx="7" fill="#1f2937"/>
<line x1="372" y1="146" x2="436" y2="152" stroke="${SLATE}" stroke-width="16" stroke-linecap="round"/>
<rect x="392" y="160" width="26" height="16" rx="4" fill="${o.theme.accent}"/>
<circle cx="418" cy="206" r="10" fill="#fbbf24"/>
<line x1="250" y1="${wy - 30}" x2="232" y2="${wy + 30}" stroke="#334155" stroke-width="6" stroke-linecap="round"/>
${seat}`;
}

// ─── Golf car ───────────────────────────────────────────────────────────────

function golfCarArt(o: ArtOptions): string {
  const k = o.key;
  const utility = k.includes('utility');
  const lifted = k.includes('lifted');
  const rows = k.includes('6-seat') ? 3 : k.includes('4-seat') ? 2 : 1;
  const L = 330 + (rows + (utility ? 1 : 0)) * 95;
  const lift = lifted ? 26 : 0;
  const r = lifted ? 56 : 46;
  const scale = Math.min(1, 560 / L);
  const tx = 300 - (L * scale) / 2;
  const ty = 500 - 500 * scale;
  const seatColor = isLight(o.body) ? '#1f2937' : '#e7e5e4';
  const roof = isLight(o.body) ? SLATE : '#f1f5f9';
  const y = (v: number) => v - lift;
  const frontRow = L - 175;
  let seats = '';
  for (let i = 0; i < rows; i++) {
    const sx = frontRow - i * 95;
    seats += `<rect x="${sx - 72}" y="${y(352)}" width="86" height="24" rx="10" fill="${seatColor}"/><rect x="${sx - 80}" y="${y(276)}" width="22" height="98" rx="10" fill="${seatColor}" transform="rotate(-10 ${sx - 69} ${y(374)})"/>`;
  }
  const roofStart = utility ? frontRow - 110 : 24;
  let pillars = `<line x1="${roofStart + 22}" y1="${y(170)}" x2="${roofStart + 22}" y2="${y(366)}" stroke="#64748b" stroke-width="8"/>`;
  for (let i = 1; i < rows; i++) {
    const px = frontRow - i * 95 + 28;
    pillars += `<line x1="${px}" y1="${y(170)}" x2="${px}" y2="${y(350)}" stroke="#64748b" stroke-width="6"/>`;
  }
  const cargo = utility
    ? `<rect x="18" y="${y(300)}" width="${frontRow - 140}" height="76" rx="8" fill="#64748b"/><rect x="18" y="${y(300)}" width="${frontRow - 140}" height="14" rx="6" fill="${METAL_DARK}"/><line x1="40" y1="${y(330)}" x2="${frontRow - 140}" y2="${y(330)}" stroke="#475569" stroke-width="4"/>`
    : '';
  const archColor = shade(o.body, -0.35);
  const rearX = 80;
  const frontX = L - 86;
  return `<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(3)})">
${pillars}
<polygon points="${L - 118},${y(172)} ${L - 100},${y(172)} ${L - 116},${y(336)} ${L - 134},${y(336)}" fill="#bae6fd" fill-opacity="0.75"/>
<line x1="${L - 104}" y1="${y(168)}" x2="${L - 124}" y2="${y(350)}" stroke="#64748b" stroke-width="8"/>
<rect x="${roofStart}" y="${y(152)}" width="${L - 86 - roofStart}" height="20" rx="10" fill="${roof}"${edge(roof)}/>
${seats}${cargo}
<line x1="${L - 150}" y1="${y(340)}" x2="${L - 172}" y2="${y(292)}" stroke="#334155" stroke-width="8" stroke-linecap="round"/>
<ellipse cx="${L - 176}" cy="${y(288)}" rx="8" ry="24" fill="#334155" transform="rotate(-25 ${L - 176} ${y(288)})"/>
<path d="M14 ${y(376)} H${L - 140} C${L - 120} ${y(376)} ${L - 110} ${y(330)} ${L - 70} ${y(330)} H${L - 34} a24 24 0 0 1 24 24 V${y(440)} a14 14 0 0 1 -14 14 H28 a14 14 0 0 1 -14 -14 Z" fill="${o.body}"${edge(o.body)}/>
<rect x="14" y="${y(376)}" width="${L - 160}" height="12" fill="#ffffff" fill-opacity="0.15"/>
<circle cx="${rearX}" cy="${500 - r}" r="${r + 10}" fill="${archColor}"/><circle cx="${frontX}" cy="${500 - r}" r="${r + 10}" fill="${archColor}"/>
${lifted ? `<rect x="${rearX}" y="${y(454)}" width="${frontX - rearX}" height="${lift + 8}" fill="#334155"/>` : ''}
${wheel(rearX, 500 - r, r, METAL, lifted)}${wheel(frontX, 500 - r, r, METAL, lifted)}
<circle cx="${L - 24}" cy="${y(368)}" r="10" fill="#fbbf24"/>
<rect x="${L - 20}" y="${y(420)}" width="14" height="30" rx="6" fill="${SLATE}"/>
${bolt(L * 0.42, y(394), 0.75, isLight(o.body) ? AMBER : '#fbbf24')}
</g>`;
}

// ─── Power banks & stations ─────────────────────────────────────────────────

function powerBankArt(o: ArtOptions, seed: number): string {
  const k = o.key;
  if (k.includes('station')) {
    const big = k.includes('1000');
    const bar = 3 + (seed % 3);
    return `<path d="M196 ${big ? 214 : 244} V188 a22 22 0 0 1 22 -22 H382 a22 22 0 0 1 22 22 V${big ? 214 : 244}" fill="none" stroke="${SLATE}" stroke-width="22" stroke-linecap="round"/>
<rect x="${big ? 100 : 130}" y="${big ? 210 : 240}" width="${big ? 400 : 340}" height="${big ? 290 : 260}" rx="30" fill="${o.body}"${edge(o.body)}/>
<rect x="${big ? 100 : 130}" y="${big ? 210 : 240}" width="22" height="${big ? 290 : 260}" rx="11" fill="${o.theme.accent}"/>
<rect x="156" y="${big ? 250 : 278}" width="150" height="90" rx="12" fill="#0b1220"/><rect x="172" y="${big ? 270 : 298}" width="${22 * bar}" height="22" rx="5" fill="${LED}"/><rect x="172" y="${big ? 306 : 334}" width="80" height="10" rx="5" fill="#334155"/>
<g fill="#e2e8f0"><circle cx="372" cy="${big ? 296 : 322}" r="30"/><circle cx="${big ? 446 : 436}" cy="${big ? 296 : 322}" r="30"/></g>
<g fill="#334155"><rect x="362" y="${big ? 284 : 310}" width="6" height="18" rx="2"/><rect x="376" y="${big ? 284 : 310}" width="6" height="18" rx="2"/><rect x="${big ? 436 : 426}" y="${big ? 284 : 310}" width="6" height="18" rx="2"/><rect x="${big ? 450 : 440}" y="${big ? 284 : 310}" width="6" height="18" rx="2"/></g>
<g fill="#1f2937"><rect x="164" y="${big ? 400 : 412}" width="34" height="16" rx="4"/><rect x="212" y="${big ? 400 : 412}" width="34" height="16" rx="4"/><rect x="260" y="${big ? 400 : 412}" width="26" height="16" rx="8"/><rect x="300" y="${big ? 400 : 412}" width="26" height="16" rx="8"/></g>
${bolt(400, big ? 392 : 398, 1, AMBER)}`;
  }
  const phone = `<rect x="396" y="226" width="130" height="256" rx="24" fill="${SLATE}"/><rect x="406" y="240" width="110" height="228" rx="16" fill="#1e293b"/>
<rect x="436" y="316" width="50" height="80" rx="8" fill="none" stroke="${LED}" stroke-width="6"/><rect x="451" y="306" width="20" height="10" rx="3" fill="${LED}"/><rect x="444" y="${356 - (seed % 3) * 10}" width="34" height="${32 + (seed % 3) * 10}" rx="4" fill="${LED}"/>`;
  if (k.includes('magnetic')) {
    return `${phone}<rect x="124" y="214" width="230" height="270" rx="42" fill="${o.body}"${edge(o.body)}/>
<circle cx="239" cy="334" r="74" fill="none" stroke="${isLight(o.body) ? METAL_DARK : '#ffffff'}" stroke-opacity="0.6" stroke-width="10"/>
${bolt(221, 304, 0.9, AMBER)}<g fill="${LED}"><circle cx="206" cy="446" r="7"/><circle cx="228" cy="446" r="7"/><circle cx="250" cy="446" r="7"/></g><circle cx="272" cy="446" r="7" fill="#94a3b8"/>`;
  }
  const tall = k.includes('30000') ? 360 : k.includes('20000') ? 330 : 300;
  const w = k.includes('30000') ? 200 : k.includes('slim') ? 160 : 180;
  const x = 270 - w / 2;
  const top = 490 - tall;
  const lit = 2 + (seed % 3);
  let dots = '';
  for (let i = 0; i < 4; i++) {
    dots += `<circle cx="${x + w / 2 - 39 + i * 26}" cy="${top + tall - 46}" r="8" fill="${i < lit ? LED : '#94a3b8'}" fill-opacity="${i < lit ? 1 : 0.5}"/>`;
  }
  return `<path d="M${x + w / 2} ${top} C${x + w / 2} ${top - 70} 461 ${top - 90} 461 ${top - 10} V226" fill="none" stroke="#1f2937" stroke-width="9" stroke-linecap="round"/>
${phone}
<rect x="${x}" y="${top}" width="${w}" height="${tall}" rx="34" fill="${o.body}"${edge(o.body)}/>
<rect x="${x + 14}" y="${top + 18}" width="18" height="${tall - 60}" rx="9" fill="#ffffff" fill-opacity="0.14"/>
<rect x="${x + w / 2 - 22}" y="${top - 4}" width="44" height="10" rx="4" fill="#1f2937"/>
<circle cx="${x + w / 2}" cy="${top + tall / 2 - 20}" r="44" fill="#ffffff" fill-opacity="0.14"/>
${bolt(x + w / 2 - 18, top + tall / 2 - 50, 0.9, AMBER)}${dots}`;
}

// ─── Spare parts ────────────────────────────────────────────────────────────

function gearPath(cx: number, cy: number, rOuter: number, rInner: number, teeth: number): string {
  let d = '';
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const pts = [
      [a - step * 0.5, rInner],
      [a - step * 0.22, rOuter],
      [a + step * 0.22, rOuter],
      [a + step * 0.5, rInner],
    ];
    for (const [ang, rad] of pts) {
      const px = (cx + Math.cos(ang) * rad).toFixed(1);
      const py = (cy + Math.sin(ang) * rad).toFixed(1);
      d += `${d ? 'L' : 'M'}${px} ${py} `;
    }
  }
  return `${d}Z`;
}

function pcb(seed: number): string {
  let mosfets = '';
  for (let i = 0; i < 6; i++) {
    mosfets += `<rect x="${170 + i * 48}" y="420" width="30" height="36" rx="3" fill="${SLATE}"/><rect x="${174 + i * 48}" y="410" width="22" height="12" rx="2" fill="${METAL}"/>`;
  }
  const wires = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#f8fafc'];
  let balance = '';
  for (let i = 0; i < wires.length; i++) {
    balance += `<path d="M${346 + i * 14} 270 C${346 + i * 14} 210 ${420 + i * 18} 200 ${440 + i * 18} 150" fill="none" stroke="${wires[(i + seed) % wires.length]}" stroke-width="6" stroke-linecap="round"/>`;
  }
  return `<path d="M120 340 C60 340 60 420 30 440" fill="none" stroke="#dc2626" stroke-width="16" stroke-linecap="round"/>
<path d="M120 400 C80 400 80 470 40 490" fill="none" stroke="#1f2937" stroke-width="16" stroke-linecap="round"/>
${balance}
<rect x="110" y="250" width="380" height="230" rx="16" fill="${GREEN}" stroke="${GREEN_DEEP}" stroke-width="8"/>
<g fill="none" stroke="#fbbf24" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round"><path d="M150 300 H230 V360 H300"/><path d="M150 330 H200 V390 H330"/><path d="M420 300 V360 H360"/></g>
<rect x="236" y="290" width="84" height="60" rx="6" fill="${SLATE}"/>
<g fill="${METAL}">${[0, 1, 2, 3, 4].map((i) => `<rect x="${244 + i * 15}" y="282" width="6" height="10"/><rect x="${244 + i * 15}" y="348" width="6" height="10"/>`).join('')}</g>
<rect x="336" y="272" width="108" height="30" rx="5" fill="#f8fafc"/>
<rect x="372" y="328" width="56" height="40" rx="6" fill="#2563eb"/><circle cx="400" cy="348" r="8" fill="#93c5fd"/>
${mosfets}<circle cx="134" cy="272" r="8" fill="${METAL}"/><circle cx="466" cy="458" r="8" fill="${METAL}"/>`;
}

function controller(o: ArtOptions): string {
  let fins = '';
  for (let i = 0; i < 9; i++) {
    fins += `<rect x="${168 + i * 30}" y="250" width="16" height="40" rx="4" fill="${METAL_DARK}"/>`;
  }
  const wires = ['#dc2626', '#1f2937', '#facc15', '#22c55e', '#3b82f6'];
  let bundle = '';
  wires.forEach((c, i) => {
    bundle += `<path d="M450 ${330 + i * 16} C520 ${330 + i * 16} 500 ${420 + i * 10} 560 ${430 + i * 14}" fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round"/>`;
  });
  const golf = o.key.includes('golf');
  return `${bundle}${fins}
<rect x="150" y="280" width="300" height="${golf ? 210 : 180}" rx="18" fill="${golf ? '#475569' : METAL}"/>
<rect x="150" y="280" width="300" height="24" rx="12" fill="#ffffff" fill-opacity="0.25"/>
<rect x="130" y="300" width="30" height="${golf ? 170 : 140}" rx="10" fill="#334155"/><rect x="440" y="300" width="30" height="${golf ? 170 : 140}" rx="10" fill="#334155"/>
<rect x="210" y="340" width="180" height="${golf ? 110 : 80}" rx="12" fill="#ffffff" fill-opacity="0.2"/>
${bolt(280, golf ? 360 : 350, golf ? 1.1 : 0.9, AMBER)}`;
}

function tyre(): string {
  let spokes = '';
  for (let i = 0; i < 5; i++) {
    spokes += `<rect x="292" y="230" width="16" height="80" rx="8" fill="${METAL}" transform="rotate(${i * 72} 300 320)"/>`;
  }
  return `<circle cx="300" cy="320" r="180" fill="#1f2937"/>
<circle cx="300" cy="320" r="168" fill="none" stroke="${SLATE}" stroke-width="22" stroke-dasharray="16 12"/>
<circle cx="300" cy="320" r="126" fill="#111827"/>
<circle cx="300" cy="320" r="104" fill="${METAL}"/><circle cx="300" cy="320" r="88" fill="#64748b"/>
${spokes}<circle cx="300" cy="320" r="30" fill="#e2e8f0"/><circle cx="300" cy="320" r="10" fill="#64748b"/>
<rect x="380" y="226" width="10" height="26" rx="4" fill="${METAL}" transform="rotate(40 385 239)"/>
<path d="M170 250 A150 150 0 0 1 250 170" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="14" stroke-linecap="round"/>`;
}

function throttle(o: ArtOptions): string {
  let ribs = '';
  for (let i = 0; i < 6; i++) {
    ribs += `<rect x="${418 + i * 20}" y="292" width="8" height="64" rx="4" fill="#334155"/>`;
  }
  return `<path d="M330 370 C330 450 200 420 170 480" fill="none" stroke="#1f2937" stroke-width="10" stroke-linecap="round"/>
<rect x="120" y="458" width="64" height="36" rx="6" fill="#f8fafc" stroke="${METAL_DARK}" stroke-width="3"/>
<g stroke-width="5" stroke-linecap="round"><path d="M130 476 H104" stroke="#dc2626"/><path d="M130 486 H100" stroke="#1f2937"/><path d="M130 466 H108" stroke="#22c55e"/></g>
<rect x="60" y="300" width="480" height="48" rx="24" fill="${METAL}"/>
<rect x="400" y="286" width="150" height="76" rx="34" fill="${SLATE}"/>${ribs}
<rect x="290" y="268" width="96" height="110" rx="20" fill="#1f2937"/>
<path d="M300 360 C260 380 230 420 236 440 C242 458 274 444 300 410 Z" fill="${o.theme.accent}"/>
<circle cx="338" cy="300" r="8" fill="${METAL_DARK}"/>`;
}

function brakePads(): string {
  let holes = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    holes += `<circle cx="${(240 + Math.cos(a) * 118).toFixed(1)}" cy="${(320 + Math.sin(a) * 118).toFixed(1)}" r="12" fill="${METAL_DARK}"/>`;
  }
  const pad = (x: number, y: number, rot: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M0 0 C40 -30 120 -30 160 0 L150 60 C110 40 50 40 10 60 Z" fill="#64748b"/><path d="M14 14 C50 -8 110 -8 146 14 L140 48 C104 30 56 30 20 48 Z" fill="#1f2937"/><circle cx="80" cy="-8" r="8" fill="${METAL}"/></g>`;
  return `<circle cx="240" cy="320" r="176" fill="${METAL}"/><circle cx="240" cy="320" r="150" fill="#e2e8f0"/>${holes}
<circle cx="240" cy="320" r="62" fill="${METAL_DARK}"/><circle cx="240" cy="320" r="26" fill="#e2e8f0"/>
${pad(330, 300, -12)}${pad(360, 420, -6)}`;
}

function connector(): string {
  const housing = (x: number, fill: string) =>
    `<rect x="${x}" y="270" width="140" height="120" rx="14" fill="${fill}"/><rect x="${x + 22}" y="296" width="40" height="26" rx="5" fill="#0b1220" fill-opacity="0.65"/><rect x="${x + 22}" y="338" width="40" height="26" rx="5" fill="#0b1220" fill-opacity="0.65"/><rect x="${x}" y="270" width="140" height="18" rx="9" fill="#ffffff" fill-opacity="0.2"/>`;
  return `<path d="M160 310 C90 310 110 420 40 430" fill="none" stroke="#dc2626" stroke-width="20" stroke-linecap="round"/>
<path d="M160 350 C110 350 120 460 60 480" fill="none" stroke="#1f2937" stroke-width="20" stroke-linecap="round"/>
<path d="M440 310 C510 310 490 420 560 430" fill="none" stroke="#dc2626" stroke-width="20" stroke-linecap="round"/>
<path d="M440 350 C490 350 480 460 540 480" fill="none" stroke="#1f2937" stroke-width="20" stroke-linecap="round"/>
${housing(160, '#dc2626')}${housing(300, '#6b7280')}
<path d="M200 270 V220 a20 20 0 0 1 20 -20 H260 a20 20 0 0 1 20 20 V270" fill="none" stroke="#94a3b8" stroke-width="10"/>
<path d="M320 270 V220 a20 20 0 0 1 20 -20 H380 a20 20 0 0 1 20 20 V270" fill="none" stroke="#94a3b8" stroke-width="10"/>`;
}

function sparePartArt(o: ArtOptions, seed: number): string {
  const k = o.key;
  if (k.includes('bms')) return pcb(seed);
  if (k.includes('controller')) return controller(o);
  if (k.includes('tyre') || k.includes('tire')) return tyre();
  if (k.includes('throttle')) return throttle(o);
  if (k.includes('brake')) return brakePads();
  if (k.includes('connector')) return connector();
  // Generic: a pair of gears with a small circuit board.
  return `<path d="${gearPath(250, 300, 150, 124, 12)}" fill="${o.theme.accent}"/><circle cx="250" cy="300" r="56" fill="${o.theme.bgFrom}"/>
<path d="${gearPath(428, 420, 88, 70, 9)}" fill="#334155"/><circle cx="428" cy="420" r="30" fill="${o.theme.bgFrom}"/>
${bolt(236, 276, 0.7, AMBER)}`;
}

// ─── Delivery van (news covers) ─────────────────────────────────────────────

function vanArt(o: ArtOptions): string {
  return `<path d="M40 446 V236 a26 26 0 0 1 26 -26 H380 V446 Z" fill="${o.body}"${edge(o.body)}/>
<path d="M380 250 H470 C500 250 520 280 540 330 L560 380 V446 H380 Z" fill="${shade(o.body, -0.15)}"/>
<path d="M396 268 H462 C480 268 494 290 508 330 H396 Z" fill="#bae6fd"/>
<rect x="40" y="432" width="520" height="26" rx="10" fill="#334155"/>
${leaf(120, 330, 1.3, -20, '#ffffff')}${bolt(250, 290, 1.3, AMBER)}
${wheel(140, 456, 44, METAL)}${wheel(460, 456, 44, METAL)}
<circle cx="548" cy="398" r="10" fill="#fbbf24"/>`;
}

export function art(o: ArtOptions): string {
  const seed = hashString(o.key) + o.variant;
  switch (o.kind) {
    case 'battery':
      return batteryArt(o, seed);
    case 'applications':
      return applicationsArt(o, seed);
    case 'charger':
      return chargerArt(o, seed);
    case 'scooter':
      return scooterArt(o);
    case 'golf-car':
      return golfCarArt(o);
    case 'power-bank':
      return powerBankArt(o, seed);
    case 'spare-part':
      return sparePartArt(o, seed);
    case 'van':
      return vanArt(o);
  }
}

/** Shared <defs>: background gradient and the solar-cell gradient. */
export function defs(theme: Theme): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.bgFrom}"/><stop offset="1" stop-color="${theme.bgTo}"/></linearGradient><linearGradient id="panel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>`;
}
