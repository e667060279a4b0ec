// The public site's footer.
export * from './footer';
