// The public site's languages: paths per language, the switcher, the remembered choice.
export * from './paths';
export * from './language-switcher';
