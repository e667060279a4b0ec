import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, toHex, toPixels } from './tokens';

describe('parseColour', () => {
  it('reads hex and computed rgb colours', () => {
    expect(parseColour('#C4330A')).toEqual([196, 51, 10]);
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour('rgb(29, 78, 216)')).toEqual([29, 78, 216]);
    expect(parseColour('rgba(28, 25, 23, 0.1)')).toEqual([28, 25, 23]);
    expect(parseColour('oklch(0.5 0.1 40)')).toBeNull();
  });

  it('round-trips through toHex', () => {
    expect(toHex([196, 51, 10])).toBe('#c4330a');
    expect(toHex([0, 0, 0])).toBe('#000000');
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });

  it('does not depend on the order of the colours', () => {
    expect(contrastRatio([196, 51, 10], [255, 255, 255])).toBe(
      contrastRatio([255, 255, 255], [196, 51, 10]),
    );
  });
});

describe('toPixels', () => {
  it('converts rem and px', () => {
    expect(toPixels('1.5rem')).toBe(24);
    expect(toPixels('3px')).toBe(3);
    expect(toPixels('1.1')).toBeNaN();
  });
});
