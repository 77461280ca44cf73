import sharp from 'sharp';
import type { SeedCategory, SeedPost, SeedProduct } from './data/types';
import {
  type ArtKind,
  art,
  bolt,
  defs,
  GREEN_DEEP,
  hashString,
  leaf,
  SLATE,
  type Theme,
  themeFor,
} from './illustrations';

/** Demo images stay small so seeding stays fast and uploads stay light. */
export const MAX_IMAGE_BYTES = 60_000;

const KIND_BY_CATEGORY: Record<string, ArtKind> = {
  batteries: 'battery',
  chargers: 'charger',
  'spare-parts': 'spare-part',
  applications: 'applications',
  'electric-scooter': 'scooter',
  'golf-cars': 'golf-car',
  'power-banks': 'power-bank',
};

/** Representative key per category, used to pick the sub-type of the category illustration. */
const CATEGORY_ART_KEY: Record<string, string> = {
  batteries: 'category-lifepo4',
  chargers: 'category-smart-charger',
  'spare-parts': 'category-bms',
  applications: 'category-solar-kit',
  'electric-scooter': 'category-e-scooter',
  'golf-cars': 'category-golf-car-4-seat',
  'power-banks': 'category-power-bank-20000',
};

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length];
}

/** Body colour when the product has no colours of its own. */
function defaultBody(kind: ArtKind, key: string, theme: Theme): string {
  const seed = hashString(key);
  switch (kind) {
    case 'battery':
      return key.includes('scooter')
        ? pick(['#1d4ed8', '#0f766e', GREEN_DEEP], seed)
        : pick([SLATE, GREEN_DEEP, '#1e293b', theme.accentDark], seed);
    case 'applications':
      return key.includes('wall') || key.includes('stackable') ? '#f8fafc' : '#1e293b';
    case 'charger':
      return pick([SLATE, '#1e293b', GREEN_DEEP], seed);
    case 'golf-car':
      return '#f8fafc';
    case 'van':
      return GREEN_DEEP;
    default:
      return pick([SLATE, '#1e293b', GREEN_DEEP], seed);
  }
}

function backdrop(width: number, height: number, theme: Theme, seed: number): string {
  const bx = width * (0.18 + (seed % 5) * 0.16);
  const by = height * (0.2 + ((seed >>> 3) % 3) * 0.12);
  const r = Math.min(width, height) * 0.34;
  const rx = width - bx * 0.6;
  const ry = height * 0.78;
  return `<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${bx.toFixed(0)}" cy="${by.toFixed(0)}" r="${r.toFixed(0)}" fill="${theme.blob}" fill-opacity="0.45"/>
<circle cx="${rx.toFixed(0)}" cy="${ry.toFixed(0)}" r="${(r * 0.55).toFixed(0)}" fill="none" stroke="${theme.accent}" stroke-opacity="0.12" stroke-width="18"/>
<circle cx="${(width * 0.88).toFixed(0)}" cy="${(height * 0.14).toFixed(0)}" r="10" fill="${theme.accent}" fill-opacity="0.25"/>
<circle cx="${(width * 0.1).toFixed(0)}" cy="${(height * 0.86).toFixed(0)}" r="14" fill="${theme.accent}" fill-opacity="0.18"/>`;
}

/** Ground shadow + illustration, in the 600 × 600 local box. */
function scene(kind: ArtKind, key: string, body: string, theme: Theme, variant: number): string {
  return `<ellipse cx="300" cy="504" rx="250" ry="18" fill="${SLATE}" fill-opacity="0.12"/>${art({ kind, key, body, theme, variant })}`;
}

function svgDoc(width: number, height: number, theme: Theme, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs(theme)}${content}</svg>`;
}

async function rasterise(svg: string): Promise<Buffer> {
  const input = Buffer.from(svg);
  let quality = 80;
  let out = await sharp(input).webp({ quality, effort: 5 }).toBuffer();
  while (out.length > MAX_IMAGE_BYTES && quality > 40) {
    quality -= 10;
    out = await sharp(input).webp({ quality, effort: 6 }).toBuffer();
  }
  return out;
}

/** Gallery image `index` (0-based) of a product: 800 × 800 WebP. */
export async function renderProductImage(product: SeedProduct, index: number): Promise<Buffer> {
  const kind = KIND_BY_CATEGORY[product.categorySlug] ?? 'spare-part';
  const theme = themeFor(product.key);
  const body = product.colors?.[0]?.colorCode ?? defaultBody(kind, product.key, theme);
  const seed = hashString(product.key) + index * 7;
  // Second view: vehicles and scenes face the other way; boxes (terminals, ports) just step back.
  const mirror = kind === 'scooter' || kind === 'golf-car' || kind === 'applications';
  const transforms = [
    'translate(100 110)',
    mirror ? 'translate(696 122) scale(-0.96 0.96)' : 'translate(140 170) scale(0.87)',
    'translate(400 430) scale(1.22) translate(-300 -300)',
  ];
  const transform = transforms[index % transforms.length];
  const content = `${backdrop(800, 800, theme, seed)}<g transform="${transform}">${scene(kind, product.key, body, theme, index)}</g>`;
  return rasterise(svgDoc(800, 800, theme, content));
}

/** Category tile: 800 × 600 WebP. */
export async function renderCategoryImage(category: SeedCategory): Promise<Buffer> {
  const kind = KIND_BY_CATEGORY[category.slug] ?? 'spare-part';
  const key = CATEGORY_ART_KEY[category.slug] ?? category.slug;
  const theme = themeFor(category.slug);
  const s = 0.84;
  const content = `${backdrop(800, 600, theme, hashString(category.slug))}<g transform="translate(${400 - 300 * s} ${310 - 310 * s}) scale(${s})">${scene(kind, key, defaultBody(kind, key, theme), theme, 0)}</g>`;
  return rasterise(svgDoc(800, 600, theme, content));
}

function postArt(slug: string): { kind: ArtKind; key: string } {
  if (slug.includes('scooter')) return { kind: 'scooter', key: 'post-e-scooter' };
  if (slug.includes('golf')) return { kind: 'golf-car', key: 'post-golf-car-4-seat' };
  if (slug.includes('charging')) return { kind: 'charger', key: 'post-smart-charger' };
  if (slug.includes('siz') || slug.includes('solar')) {
    return { kind: 'applications', key: 'post-solar-kit' };
  }
  if (slug.includes('showroom') || slug.includes('delivery'))
    return { kind: 'van', key: 'post-van' };
  return { kind: 'battery', key: 'post-lifepo4' };
}

/** Blog cover: 1200 × 630 WebP. Arabic posts mirror the layout (illustration on the left). */
export async function renderPostCover(post: SeedPost, index: number): Promise<Buffer> {
  const { kind, key } = postArt(post.slug);
  const theme = themeFor(`${post.slug}-${index}`);
  const rtl = post.language === 'ar';
  const s = 0.95;
  const cx = rtl ? 370 : 830;
  const dx = rtl ? 880 : 300;
  const decor = `${leaf(dx - 120, 200, 1.6, -30, theme.accent)}${leaf(dx - 40, 330, 1.1, 20, theme.blob)}${leaf(dx + 40, 460, 1.3, -50, theme.accent)}
${bolt(dx + 110, 170, 1.6, '#f59e0b')}<circle cx="${dx + 150}" cy="400" r="38" fill="${theme.accent}" fill-opacity="0.15"/>
<circle cx="${cx}" cy="320" r="250" fill="#ffffff" fill-opacity="0.35"/>`;
  const content = `${backdrop(1200, 630, theme, hashString(post.slug))}${decor}<g transform="translate(${cx - 300 * s} ${320 - 300 * s}) scale(${s})">${scene(kind, key, defaultBody(kind, key, theme), theme, index)}</g>`;
  return rasterise(svgDoc(1200, 630, theme, content));
}
