// The public site's navigation.
export * from './app-store';
export * from './public-nav';
export * from './timing';
export * from './use-menu-reveal';
export * from './use-throttled-scroll';
export * from './sign-in';
