import { http, HttpResponse } from 'msw';

function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/**
 * Uploaded files openapi.yaml's examples point at (`/storage/...`) do not exist in mock mode:
 * answer them with a generated picture so pages look as they will with real uploads.
 */
export function mockImage(path: string): string {
  const hue = hueOf(path);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750" viewBox="0 0 1200 750">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 40%)"/>
  </linearGradient></defs>
  <rect width="1200" height="750" fill="url(#g)"/>
  <circle cx="940" cy="190" r="120" fill="hsl(${(hue + 180) % 360} 90% 85%)" opacity="0.6"/>
  <path d="M0 560 Q300 470 600 560 T1200 560 V750 H0 Z" fill="#ffffff" opacity="0.25"/>
</svg>`;
}

export const assetHandlers = [
  http.get('/storage/*', ({ request }) =>
    HttpResponse.text(mockImage(new URL(request.url).pathname), {
      headers: { 'Content-Type': 'image/svg+xml' },
    }),
  ),
];
