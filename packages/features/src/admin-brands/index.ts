export * from './admin-brand-form';
export * from './admin-brand-form-screen';
export * from './admin-brand-form-values';
export * from './admin-brands-list';
export * from './admin-brands-list-view';
