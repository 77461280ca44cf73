export * from './auth';
export * from './cart';
export * from './catalog';
export * from './common';
export * from './notifications';
export * from './site';
