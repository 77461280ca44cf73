export * from './auth';
export * from './catalog';
export * from './common';
export * from './site';
