// A public creator profile as a page of the site, as anyone sees it.
export * from './public-creator-page';
