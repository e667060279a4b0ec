import { describe, expect, it } from 'vitest';
import { cleanFilename } from './deals-media';

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
