// A brand's page as creators see it: the pure view, its container by slug, the site's page, and
// the brand card that links to it from a proposal.
export * from './brand-card';
export * from './brand-page';
export * from './brand-page-view';
export * from './brand-words';
export * from './public-brand-page';
