// The public site's sections that pages and the site's shell share.
export * from './hero-wave';
export * from './site-link';
export * from './store-links';
