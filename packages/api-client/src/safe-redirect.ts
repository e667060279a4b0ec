/**
 * The one rule for following a `?redirect=` / `?to=` value (the site's /redirect, the portal's
 * sign-in): read the target the way the browser will — WHATWG URL parsing against the page's
 * origin, which drops tabs and newlines and reads `\` as `/` — and accept it only when it lands on
 * that same origin over http(s). Returns the normalized path, query and hash to go to, or null
 * (the caller then goes to its default destination).
 *
 * String checks such as "starts with `/` but not `//`" are not enough: `/\t/evil.example` and
 * `/\evil.example` both pass them and both are `//evil.example` to a browser.
 */
export function sameOriginTarget(target: string | null | undefined, origin: string): string | null {
  if (!target) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== base.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave a path that starts with `//` (`/.//evil.example`), which the browser
  // would read as another host: only a path that stays on the origin when read again is kept.
  if (path.startsWith('//') || new URL(path, base).origin !== base.origin) return null;
  return path;
}
