/**
 * Imported by start.tsx right after react-router: the router's modules and the app's own (the
 * route table, the providers, i18next) evaluate in tasks of their own (see
 * yield-before-react-dom.ts; decision 065). Nothing is imported from here.
 */
await new Promise<void>((resolve) => setTimeout(resolve, 0));

export {};
