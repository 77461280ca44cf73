/**
 * Text a user wrote (a name, a support subject) placed inside a sentence of the shop's own
 * language, isolated as `<bdi>` would isolate it in HTML (issue 24 item 10): FIRST STRONG ISOLATE
 * … POP DIRECTIONAL ISOLATE. An Arabic subject inside an English sentence (or the reverse) then
 * keeps its own direction without reordering the digits, quotes and words around it, in every
 * place the plain text goes (the bell, the notifications page, a toast). Invisible when shown.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
