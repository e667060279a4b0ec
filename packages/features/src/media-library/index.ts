// The brand's media library: what creators delivered across deals.
export * from './media-library';
export * from './media-library-view';
