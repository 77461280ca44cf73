const SLUG_MAX = 80;

/**
 * The URL slug of a category from its English name, the way the server makes it when none is
 * given: lower-case ASCII letters and digits joined by single hyphens ('Solar Batteries' →
 * 'solar-batteries'). Accents are dropped; anything else (Arabic included) separates words.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}
