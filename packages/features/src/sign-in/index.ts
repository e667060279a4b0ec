// Signing in and registering, on the web and from the app.
export * from './login-screen';
export * from './register-form';
export * from './sign-in-form';
export * from './sign-in-layout';
export * from './sign-in-messages';
export * from './sign-in-options';
export * from './sign-in-screen-views';
export * from './use-sign-in-flow';
