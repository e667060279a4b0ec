/** Avatars of the demo data: small real PNG files, written with zlib and a CRC-32. */
import { deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG (8 bits per channel) painted pixel by pixel; rows use the Sub filter. */
export function renderPng(width: number, height: number, paint: (x: number, y: number) => Rgb) {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    raw[row] = 1; // Sub: each byte minus the byte of the pixel to its left
    const previous = [0, 0, 0];
    for (let x = 0; x < width; x++) {
      const pixel = paint(x, y);
      for (let c = 0; c < 3; c++) {
        const value = Math.max(0, Math.min(255, Math.round(pixel[c] ?? 0)));
        raw[row + 1 + x * 3 + c] = (value - (previous[c] ?? 0) + 256) & 0xff;
        previous[c] = value;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (value: string): Rgb => [
  parseInt(value.slice(1, 3), 16),
  parseInt(value.slice(3, 5), 16),
  parseInt(value.slice(5, 7), 16),
];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** A round-headed silhouette on a diagonal gradient (avatars and brand logos). */
export function avatarImage(from: string, to: string, size = 128): Buffer {
  const a = hex(from);
  const b = hex(to);
  const light: Rgb = [250, 246, 240];
  return renderPng(size, size, (x, y) => {
    const background = mix(a, b, (x + y) / (2 * size));
    const head = Math.hypot(x - size / 2, y - size * 0.4) < size * 0.18;
    const shoulders = Math.hypot((x - size / 2) / 1.4, y - size * 0.95) < size * 0.34;
    return head || shoulders ? mix(light, background, 0.15) : background;
  });
}
