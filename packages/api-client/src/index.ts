export type { paths, components, operations } from './schema';
export * from './auth-storage';
export * from './client';
export * from './errors';
export * from './middleware';
export * from './query';
export * from './react';
export * from './upload';
export * from './invitation';
