import { describe, expect, it } from 'vitest';
import { sameOriginTarget } from './safe-redirect';

const ORIGIN = 'https://colla.example';

/** What a `?redirect=` / `?to=` value is once the browser has decoded the query. */
const fromQuery = (encoded: string) => new URLSearchParams(`to=${encoded}`).get('to');

describe('sameOriginTarget (the same-origin redirect rule)', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(sameOriginTarget('/proposals/tapas?ref=home#apply', ORIGIN)).toBe(
      '/proposals/tapas?ref=home#apply',
    );
    expect(sameOriginTarget('/app/creator/dashboard', ORIGIN)).toBe('/app/creator/dashboard');
  });

  it('accepts a same-origin absolute URL as its path', () => {
    expect(sameOriginTarget('https://colla.example/roadmap?x=1#top', ORIGIN)).toBe(
      '/roadmap?x=1#top',
    );
    expect(sameOriginTarget('//colla.example/roadmap', ORIGIN)).toBe('/roadmap');
  });

  it('normalizes what the browser would normalize', () => {
    expect(sameOriginTarget('/a/../roadmap', ORIGIN)).toBe('/roadmap');
    expect(sameOriginTarget('  /roadmap', ORIGIN)).toBe('/roadmap');
  });

  it('refuses tab, newline and carriage return after the first slash', () => {
    expect(sameOriginTarget('/\t/evil.example', ORIGIN)).toBeNull();
    expect(sameOriginTarget('/\n/evil.example', ORIGIN)).toBeNull();
    expect(sameOriginTarget('/\r/evil.example', ORIGIN)).toBeNull();
    expect(sameOriginTarget('/\r\n/evil.example', ORIGIN)).toBeNull();
    expect(sameOriginTarget(fromQuery('%2F%09%2Fevil.example'), ORIGIN)).toBeNull();
    expect(sameOriginTarget(fromQuery('%2F%0A%2Fevil.example'), ORIGIN)).toBeNull();
    expect(sameOriginTarget(fromQuery('%2F%0D%2Fevil.example'), ORIGIN)).toBeNull();
  });

  it('refuses backslashes, which browsers read as slashes', () => {
    expect(sameOriginTarget('/\\evil.example', ORIGIN)).toBeNull();
    expect(sameOriginTarget('\\\\evil.example', ORIGIN)).toBeNull();
    expect(sameOriginTarget('\\/evil.example', ORIGIN)).toBeNull();
    expect(sameOriginTarget(fromQuery('%2F%5Cevil.example'), ORIGIN)).toBeNull();
    expect(sameOriginTarget(fromQuery('%5C%5Cevil.example'), ORIGIN)).toBeNull();
  });

  it('refuses other hosts, however they are written', () => {
    expect(sameOriginTarget('//evil.example', ORIGIN)).toBeNull();
    expect(sameOriginTarget('///evil.example', ORIGIN)).toBeNull();
    expect(sameOriginTarget('https://evil.example', ORIGIN)).toBeNull();
    expect(sameOriginTarget('https://colla.example.evil.example/', ORIGIN)).toBeNull();
    expect(sameOriginTarget('https://colla.example@evil.example/', ORIGIN)).toBeNull();
    expect(sameOriginTarget(fromQuery('%2F%2Fevil.example'), ORIGIN)).toBeNull();
    expect(sameOriginTarget(fromQuery('https%3A%2F%2Fevil.example'), ORIGIN)).toBeNull();
  });

  it('refuses the same host on another scheme or port', () => {
    expect(sameOriginTarget('http://colla.example/roadmap', ORIGIN)).toBeNull();
    expect(sameOriginTarget('https://colla.example:8443/roadmap', ORIGIN)).toBeNull();
  });

  it('refuses javascript:, data: and other schemes', () => {
    expect(sameOriginTarget('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(sameOriginTarget('JavaScript:alert(document.cookie)', ORIGIN)).toBeNull();
    expect(sameOriginTarget('java\tscript:alert(1)', ORIGIN)).toBeNull();
    expect(sameOriginTarget('data:text/html,<script>alert(1)</script>', ORIGIN)).toBeNull();
    expect(sameOriginTarget('mailto:hola@colla.test', ORIGIN)).toBeNull();
  });

  it('refuses a path that dot segments turn into another host', () => {
    expect(sameOriginTarget('/.//evil.example', ORIGIN)).toBeNull();
    expect(sameOriginTarget('/x/..//evil.example', ORIGIN)).toBeNull();
  });

  it('keeps still-encoded slashes as a path on the origin', () => {
    // A second layer of encoding is a literal path segment; the browser stays on Colla.
    expect(sameOriginTarget('/%2F%2Fevil.example', ORIGIN)).toBe('/%2F%2Fevil.example');
    expect(sameOriginTarget('/%5Cevil.example', ORIGIN)).toBe('/%5Cevil.example');
  });

  it('refuses nothing at all and an unreadable origin', () => {
    expect(sameOriginTarget(null, ORIGIN)).toBeNull();
    expect(sameOriginTarget(undefined, ORIGIN)).toBeNull();
    expect(sameOriginTarget('', ORIGIN)).toBeNull();
    expect(sameOriginTarget('/roadmap', 'not a url')).toBeNull();
  });
});
