// A proposal's public page, as the site shows it to anyone.
export * from './public-proposal-page';
export * from './public-proposal-view';
