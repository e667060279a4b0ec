export * from './list-screen';
export * from './list-search';
export * from './result-summary';
export * from './search-field';
export * from './segmented-filter';
