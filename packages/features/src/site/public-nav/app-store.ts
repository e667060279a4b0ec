/** Where the mobile menu's "Download App" button sends people, per platform. */
export interface AppStoreLinks {
  /** The iOS App Store page, for iPhone and iPad. */
  ios: string;
  /** The Google Play page, for everyone else. */
  android: string;
}

/** Colla's store pages. The ids are placeholders until the app's listings are published. */
export const APP_STORE_LINKS: AppStoreLinks = {
  ios: 'https://apps.apple.com/es/app/colla/id6470000000',
  android: 'https://play.google.com/store/apps/details?id=app.colla',
};

export interface AppStoreForOptions {
  /**
   * `navigator.maxTouchPoints`: iPadOS Safari asks for desktop sites with a Mac user agent, and
   * only its touch screen tells it apart from a Mac.
   */
  maxTouchPoints?: number;
  links?: AppStoreLinks;
}

const IOS_DEVICE = /\b(iPhone|iPad|iPod)\b/;
const MAC = /\bMacintosh\b/;

/** The store link for this user agent: the iOS App Store on iPhone and iPad, Google Play otherwise. */
export function appStoreFor(
  userAgent: string,
  { maxTouchPoints = 0, links = APP_STORE_LINKS }: AppStoreForOptions = {},
): string {
  const ios = IOS_DEVICE.test(userAgent) || (MAC.test(userAgent) && maxTouchPoints > 1);
  return ios ? links.ios : links.android;
}
