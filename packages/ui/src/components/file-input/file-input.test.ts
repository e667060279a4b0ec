import { describe, expect, it } from 'vitest';
import { checkImageFile, describeAccept, formatBytes, matchesAccept } from './file-input';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('matchesAccept', () => {
  it('accepts only images, by type, wildcard or extension', () => {
    expect(matchesAccept(file('a.png', 'image/png'), 'image/png,image/jpeg')).toBe(true);
    expect(matchesAccept(file('a.jpg', 'image/jpeg'), 'image/jpg')).toBe(true);
    expect(matchesAccept(file('a.gif', 'image/gif'), 'image/png,image/jpeg')).toBe(false);
    expect(matchesAccept(file('a.gif', 'image/gif'), 'image/*')).toBe(true);
    expect(matchesAccept(file('a.WEBP', 'image/webp'), '.webp')).toBe(true);
    expect(matchesAccept(file('a.pdf', 'application/pdf'), '')).toBe(false);
    expect(matchesAccept(file('a.pdf', 'application/pdf'), '.pdf')).toBe(false);
  });
});

describe('describeAccept', () => {
  it('names the formats', () => {
    expect(describeAccept('image/png,image/jpeg,image/webp')).toBe('PNG, JPG or WebP');
    expect(describeAccept('image/png')).toBe('PNG');
    expect(describeAccept('.jpg,.jpeg,.png')).toBe('JPG or PNG');
    expect(describeAccept('image/*')).toBe('image');
  });
});

describe('formatBytes', () => {
  it('reads like people write sizes', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1_300_000)).toBe('1.2 MB');
  });
});

describe('checkImageFile', () => {
  it('explains what is wrong, or returns null', () => {
    expect(checkImageFile(file('a.png', 'image/png'), { maxBytes: 2000 })).toBeNull();
    expect(
      checkImageFile(file('big.png', 'image/png', 6 * 1024 * 1024), { maxBytes: 5 * 1024 * 1024 }),
    ).toBe('“big.png” is 6 MB; images can be up to 5 MB.');
    expect(checkImageFile(file('cv.pdf', 'application/pdf'))).toBe(
      '“cv.pdf” isn’t an image we can use. Choose a PNG, JPG or WebP file.',
    );
  });
});
