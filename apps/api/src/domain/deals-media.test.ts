import { describe, expect, it } from 'vitest';
import { cleanFilename, imageSize } from './deals-media';
import { pngBytes } from './deal-fixtures';

function png(width: number, height: number): Buffer {
  const bytes = Buffer.from(pngBytes());
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

describe('imageSize', () => {
  it('reads PNG headers', () => {
    expect(imageSize(png(2400, 1600), 'image/png')).toEqual({ width: 2400, height: 1600 });
    expect(imageSize(pngBytes(), 'image/png')).toEqual({ width: 1, height: 1 });
  });

  it('reads GIF headers', () => {
    const gif = Buffer.from('474946383961' + '4001' + 'f000' + '000000', 'hex');
    expect(imageSize(gif, 'image/gif')).toEqual({ width: 320, height: 240 });
  });

  it('reads the JPEG frame header after other segments', () => {
    const jpeg = Buffer.concat([
      Buffer.from('ffd8', 'hex'),
      // APP0 segment of 16 bytes
      Buffer.from('ffe00010' + '00'.repeat(14), 'hex'),
      // SOF0: length 17, precision 8, height 1600, width 2400
      Buffer.from('ffc000110806400960' + '03' + '00'.repeat(9), 'hex'),
    ]);
    expect(imageSize(jpeg, 'image/jpeg')).toEqual({ width: 2400, height: 1600 });
  });

  it('reads extended WebP headers', () => {
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUIntLE(1079, 24, 3);
    webp.writeUIntLE(1919, 27, 3);
    expect(imageSize(webp, 'image/webp')).toEqual({ width: 1080, height: 1920 });
  });

  it('gives null for truncated files, zero sizes and videos', () => {
    expect(imageSize(pngBytes().subarray(0, 12), 'image/png')).toBeNull();
    expect(imageSize(png(0, 10), 'image/png')).toBeNull();
    expect(imageSize(Buffer.from('ffd8ffe0', 'hex'), 'image/jpeg')).toBeNull();
    expect(imageSize(Buffer.alloc(64), 'video/mp4')).toBeNull();
  });
});

describe('cleanFilename', () => {
  it('keeps the base name without folders or control characters', () => {
    expect(cleanFilename('C:\\Users\\laia\\reel final.mp4', 'mp4')).toBe('reel final.mp4');
    expect(cleanFilename('../../etc/passwd', 'png')).toBe('passwd');
    expect(cleanFilename('ter\u0000race\u202e.jpg', 'jpg')).toBe('terrace.jpg');
  });

  it('names nameless uploads and caps long names', () => {
    expect(cleanFilename('   ', 'webp')).toBe('upload.webp');
    expect(Array.from(cleanFilename('à'.repeat(300), 'png'))).toHaveLength(255);
  });
});
