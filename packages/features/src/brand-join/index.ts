// A business asks to join Colla as a brand (the site's /brands/join).
export * from './brand-join';
export * from './brand-join-fields';
export * from './brand-join-view';
