/** The id of the script element carrying a server-rendered page's data (ssr-state.ts). Its own
 * module: the entry (main.tsx) asks for it without loading the rest. */
export const SSR_STATE_ID = 'ssr-state';
