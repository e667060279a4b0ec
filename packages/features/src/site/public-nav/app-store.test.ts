import { describe, expect, it } from 'vitest';
import { APP_STORE_LINKS, appStoreFor } from './app-store';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.7 Mobile/15E148 Safari/604.1';
const IPADOS_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.7204.156 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

describe('appStoreFor', () => {
  it('sends iPhones and iPads to the App Store', () => {
    expect(appStoreFor(IPHONE)).toBe(APP_STORE_LINKS.ios);
    expect(appStoreFor(IPAD)).toBe(APP_STORE_LINKS.ios);
    expect(appStoreFor(CHROME_IOS)).toBe(APP_STORE_LINKS.ios);
  });

  it('recognises an iPad asking for the desktop site by its touch screen', () => {
    expect(appStoreFor(IPADOS_DESKTOP_MODE, { maxTouchPoints: 5 })).toBe(APP_STORE_LINKS.ios);
    // A Mac has no touch screen.
    expect(appStoreFor(IPADOS_DESKTOP_MODE, { maxTouchPoints: 0 })).toBe(APP_STORE_LINKS.android);
  });

  it('sends everyone else to Google Play', () => {
    expect(appStoreFor(ANDROID)).toBe(APP_STORE_LINKS.android);
    expect(appStoreFor(WINDOWS)).toBe(APP_STORE_LINKS.android);
    expect(appStoreFor('')).toBe(APP_STORE_LINKS.android);
  });

  it('uses the links it is given', () => {
    const links = { ios: 'https://example.com/ios', android: 'https://example.com/android' };
    expect(appStoreFor(IPHONE, { links })).toBe(links.ios);
    expect(appStoreFor(ANDROID, { links })).toBe(links.android);
  });
});
