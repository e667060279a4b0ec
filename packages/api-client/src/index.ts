export type { paths, components, operations } from './schema';
export * from './auth-storage';
export * from './client';
export * from './connection';
export * from './errors';
export * from './middleware';
export * from './query';
export * from './operations.gen';
export * from './routes.gen';
export * from './invalidation';
export {
  apiClientOf,
  bindApiClient,
  invalidatedKeys,
  writeMutationOptions,
  type MutationVariables,
  type OperationBody,
  type OperationData,
  type OperationId,
  type OperationMutationOptions,
  type OperationParams,
  type OperationRoute,
  type RequestExtras,
} from './data-layer';
export * from './react';
export * from './upload';
export * from './invitation';
export * from './safe-redirect';
export * from './stream';
