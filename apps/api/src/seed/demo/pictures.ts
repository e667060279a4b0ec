/**
 * Brand logos and photos for the demo, drawn at seed time with sharp from small SVG compositions
 * (shapes only: no text, so no font is needed; nothing comes from the network) and stored through
 * `storePicture`, as an upload would be.
 */
import sharp from 'sharp';
import type { Config } from '../../config';
import { storePicture, type StoredPicture } from '../../storage';

const svg = (width: number, height: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );

/** A logo: a disc and a ring on a square of the brand's colours. */
export function brandLogoSvg([dark, light]: readonly [string, string]): Buffer {
  return svg(
    480,
    480,
    `<rect width="480" height="480" fill="${light}"/>` +
      `<circle cx="240" cy="240" r="170" fill="${dark}"/>` +
      `<circle cx="240" cy="240" r="110" fill="none" stroke="${light}" stroke-width="28"/>` +
      `<rect x="215" y="60" width="50" height="120" rx="25" fill="${light}"/>`,
  );
}

/**
 * A photo-like composition, 900 × 600 (landscape) or 720 × 900 (portrait, every third): a sky
 * fading to the horizon, hills, a sun, and a few shapes in front, varied by `index`.
 */
export function brandPhotoSvg(
  [dark, middle, light]: readonly [string, string, string],
  index: number,
): Buffer {
  const portrait = index % 3 === 2;
  const [w, h] = portrait ? [720, 900] : [900, 600];
  const sunX = w * (0.25 + ((index * 0.23) % 0.5));
  const shapes = Array.from({ length: 3 + (index % 3) }, (_, i) => {
    const x = (w / (4 + (index % 3))) * (i + 1);
    const size = h * (0.1 + ((i + index) % 3) * 0.04);
    return `<rect x="${x - size / 2}" y="${h * 0.78 - size}" width="${size}" height="${size * 1.4}" rx="${size * 0.2}" fill="${dark}" opacity="0.85"/>`;
  }).join('');
  return svg(
    w,
    h,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${middle}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
      `<circle cx="${sunX}" cy="${h * 0.35}" r="${h * 0.12}" fill="${light}" opacity="0.9"/>` +
      `<path d="M0 ${h * 0.7} Q ${w * 0.3} ${h * 0.55} ${w * 0.6} ${h * 0.68} T ${w} ${h * 0.64} V ${h} H 0 Z" fill="${dark}" opacity="0.55"/>` +
      `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${dark}"/>` +
      shapes,
  );
}

/** Draws an SVG and stores it as a public picture in `brands/`. */
export async function storeDemoPicture(config: Config, drawing: Buffer): Promise<StoredPicture> {
  const png = await sharp(drawing).png({ compressionLevel: 1 }).toBuffer();
  return storePicture(config, 'brands', png, 'file');
}
