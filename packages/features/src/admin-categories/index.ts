export * from './admin-categories';
export * from './admin-categories-view';
