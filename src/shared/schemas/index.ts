export * from './auth';
export * from './cart';
export * from './catalog';
export * from './catalog-admin';
export * from './common';
export * from './notifications';
export * from './site';
