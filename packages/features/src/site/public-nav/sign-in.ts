/** The portal's sign-in page, linked from the phone menu's footer and the site's footer. */
export const SIGN_IN_HREF = '/app-login';
