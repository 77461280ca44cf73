/** scripts/vite-texts.ts: the admin area's texts file in each language; null where the texts are whole. */
declare module 'virtual:admin-texts' {
  const urls: Record<import('../shared/constants').Language, string> | null;
  export default urls;
}
