// Creating and editing a proposal (brands and admins).
export * from './proposal-form';
export * from './proposal-form-screen';
export * from './proposal-form-values';
