// Admins answer the businesses that asked to join (/app/admin/brand-requests).
export * from './admin-brand-request-view';
export * from './admin-brand-requests';
export * from './admin-brand-requests-view';
