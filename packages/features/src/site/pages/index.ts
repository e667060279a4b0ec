// The public site's pages.
export * from './about-page';
export * from './brand-join-page';
export * from './brands-page';
export * from './creators-page';
export * from './home-page';
export * from './not-found-page';
export * from './pitch-deck-page';
export * from './privacy-policy-page';
export * from './redirect-page';
export * from './roadmap-page';
export * from './test-page';
