/** The blog area's public module: what other areas may use (src/architecture.ts). */
export { listPublishedPostSlugs } from './sitemap';
