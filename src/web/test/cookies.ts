/** Sets a cookie the way the server would, for tests of cookie-driven behaviour. */
export function setTestCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
  document.cookie = `${name}=${value}; path=/`;
}
