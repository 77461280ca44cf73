// One implementation for both sides (the FAQ search runs in the browser): see src/shared/arabic.ts.
export { normalizeArabic } from '../../shared/arabic';
