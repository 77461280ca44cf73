/** Escapes LIKE/ILIKE wildcards so user text matches literally ("50%" finds "50%", not "50…"). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
