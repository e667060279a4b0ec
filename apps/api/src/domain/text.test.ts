import { describe, expect, it } from 'vitest';
import { cleanOptionalText, cleanText } from './text';

const codePoints = (text: string) =>
  Array.from(text, (char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}`);

describe('cleanText', () => {
  it('removes control characters (BEL, ESC, DEL, NUL)', () => {
    expect(cleanText('Laia\u0007 Puig')).toBe('Laia Puig');
    expect(cleanText('\u001b[31mForn\u007f Sant Pau\u0000')).toBe('[31mForn Sant Pau');
    expect(cleanText('Vermut\u0007 de Gràcia', 'multiline')).toBe('Vermut de Gràcia');
  });

  it('turns line breaks and tabs of a single line into one space', () => {
    expect(cleanText('Laia\r\nPuig')).toBe('Laia Puig');
    expect(cleanText('Laia\rPuig')).toBe('Laia Puig');
    expect(cleanText('Laia \n\n Puig')).toBe('Laia Puig');
    expect(cleanText('Laia\tPuig')).toBe('Laia Puig');
    expect(cleanText('Laia\u2028Puig\u0085Vidal')).toBe('Laia Puig Vidal');
    expect(cleanText('\n  Núria  \r\n')).toBe('Núria');
  });

  it('keeps the line breaks of a multi-line text, as \\n', () => {
    expect(cleanText('Hola!\r\nQuedem dissabte?\rFins aviat', 'multiline')).toBe(
      'Hola!\nQuedem dissabte?\nFins aviat',
    );
    expect(cleanText('Un\n\nDos\tTres\u2029', 'multiline')).toBe('Un\n\nDos Tres');
  });

  it('removes bidi overrides, embeddings, isolates and marks', () => {
    // "Laia" + RLO + "gpj.exe" would show as "Laiaexe.jpg".
    expect(cleanText('Laia\u202egpj.exe')).toBe('Laiagpj.exe');
    for (const mark of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e']) {
      expect(cleanText(`Forn${mark} Sant Pau`), codePoints(mark).join()).toBe('Forn Sant Pau');
    }
    for (const mark of ['\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(cleanText(`Forn${mark} Sant Pau`), codePoints(mark).join()).toBe('Forn Sant Pau');
    }
    expect(cleanText('Marc\u200f Soler\u200e')).toBe('Marc Soler');
    expect(cleanText('\u061cMarc')).toBe('Marc');
    expect(cleanText('Bon dia\u2067 a tothom\u2069', 'multiline')).toBe('Bon dia a tothom');
  });

  it('removes other invisible format characters and lone surrogates', () => {
    expect(cleanText('\ufeffLa\u200bia\u2060 Pu\u00adig')).toBe('Laia Puig');
    expect(cleanText('Laia\ud800 Puig')).toBe('Laia Puig');
  });

  it('keeps what emoji need: ZWJ sequences, variation selectors, skin tones, flags, tag sequences', () => {
    const cook = '👩\u200d🍳';
    expect(codePoints(cleanText(`Laia ${cook}`))).toEqual(codePoints(`Laia ${cook}`));
    const family = '👨\u200d👩\u200d👧\u200d👦';
    expect(cleanText(family)).toBe(family);
    expect(cleanText('👋🏽 Hola')).toBe('👋🏽 Hola');
    expect(cleanText('I ❤️ BCN')).toBe('I \u2764\ufe0f BCN');
    expect(cleanText('❤️\u200d🔥')).toBe('❤️\u200d🔥');
    expect(cleanText('Vermut 🇪🇸')).toBe('Vermut 🇪🇸');
    // England's flag: black flag, TAG g b e n g, CANCEL TAG (TAG characters are Cf).
    const england = '🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}';
    expect(codePoints(cleanText(`Pub ${england}`))).toEqual(codePoints(`Pub ${england}`));
    expect(cleanText(`${cook} and ${england}`, 'multiline')).toBe(`${cook} and ${england}`);
  });

  it('removes joiners and tag characters outside emoji', () => {
    expect(cleanText('\u200dLaia\u200d')).toBe('Laia');
    expect(cleanText('La\u200d ia')).toBe('La ia');
    expect(cleanText('👩\u200d\u200d🍳')).toBe('👩\u200d🍳');
    // Tag characters hidden in a name, not after a black flag, or without the cancel tag.
    expect(cleanText('Laia\u{e0067}\u{e0062}\u{e007f}')).toBe('Laia');
    expect(cleanText('🏴\u{e0067}\u{e0062} Laia')).toBe('🏴 Laia');
  });

  it('keeps letters of every script and composes accents (NFC)', () => {
    expect(cleanText('Nu\u0301ria Vilà')).toBe('Núria Vilà');
    expect(cleanText('محمد')).toBe('محمد');
    expect(cleanText('می\u200cخواهم')).toBe('می\u200cخواهم');
    expect(cleanText('  ')).toBe('');
    expect(cleanText('\u0007\u202e\u200f')).toBe('');
  });

  it('leaves null alone', () => {
    expect(cleanOptionalText(null)).toBeNull();
    expect(cleanOptionalText(undefined)).toBeNull();
    expect(cleanOptionalText(' Gràcia\u0007 ')).toBe('Gràcia');
  });
});
