export * from './catalog';
export * from './core';
export * from './deals';
export * from './notifications';
export * from './proposals';
export * from './live';
export * from './brand-pages';
