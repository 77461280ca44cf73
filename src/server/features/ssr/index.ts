/** The server renderer's public module (docs/decisions/030-server-rendering.md): for features/seo. */
export { pageLanguage, rememberPageLanguage } from './language';
export { createPageCache } from './page-cache';
export { createPageFiles, withPageFiles } from './page-files';
export { createSsrRenderer, injectApp, isServerRenderedPath, isUnknownPath } from './renderer';
