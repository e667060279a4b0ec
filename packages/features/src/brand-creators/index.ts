// Brands find creators and invite them to apply: the search (connected and pure), its cards and
// the invite dialog.
export * from './brand-creators';
export * from './brand-creators-search';
export * from './brand-creators-view';
export * from './creator-card';
export * from './invite-dialog';
