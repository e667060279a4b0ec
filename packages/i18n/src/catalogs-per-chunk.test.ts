import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../vite.mjs';

/**
 * `i18n({ split: true })` in a real Vite build of a two-chunk app (test/split-fixture): each
 * chunk's messages go beside it, per language, and the chunk asks for them before it runs.
 */
const fixture = fileURLToPath(new URL('../test/split-fixture', import.meta.url));
const EMAIL = generateMessageId('Email');
const PASSWORD = generateMessageId('Password');

let out: string;
const read = (file: string) => readFileSync(join(out, file), 'utf8');
/** The chunk's prelude: the catalog files it names, by language, relative to the chunk. */
function catalogsOf(chunk: string): { en: string; ca: string; es: string } {
  const [, en, ca, es] =
    /\{en:`([^`]+)`,ca:`([^`]+)`,es:`([^`]+)`\}/.exec(read(`assets/${chunk}`)) ?? [];
  if (!en || !ca || !es) throw new Error(`${chunk} names no catalogs.`);
  return { en, ca, es };
}
const messagesIn = (file: string) =>
  (JSON.parse(read(`assets/${file}`)) as { messages: Record<string, unknown> }).messages;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'colla-split-'));
  await build({
    root: fixture,
    configFile: false,
    logLevel: 'silent',
    plugins: [i18n({ split: true })],
    build: {
      outDir: out,
      // The fixture's messages are its exports: kept, as an app's are by being rendered.
      rollupOptions: { input: join(fixture, 'main.js'), preserveEntrySignatures: 'exports-only' },
    },
  });
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('catalogs per chunk', () => {
  const chunk = (name: string) => {
    const file = readdirSync(join(out, 'assets')).find(
      (f) => f.startsWith(`${name}-`) && f.endsWith('.js'),
    );
    if (!file) throw new Error(`No ${name} chunk was built.`);
    return file;
  };

  it('gives the entry the messages of its own code, in each language, and nothing of the screen', () => {
    const files = catalogsOf(chunk('main'));
    expect(messagesIn(files.ca)).toEqual({ [EMAIL]: ['Correu electrònic'] });
    expect(messagesIn(files.es)).toEqual({ [EMAIL]: ['Correo electrónico'] });
    expect(messagesIn(files.en)).toEqual({ [EMAIL]: ['Email'] });
  });

  it('gives a screen loaded on demand only what the entry did not already bring', () => {
    const files = catalogsOf(chunk('screen'));
    expect(messagesIn(files.ca)).toEqual({ [PASSWORD]: ['Contrasenya'] });
    expect(messagesIn(files.en)).toEqual({ [PASSWORD]: ['Password'] });
  });

  it('waits for the messages before the chunk runs, once the runtime is there', () => {
    const code = read(`assets/${chunk('screen')}`);
    expect(code.indexOf('await')).toBeLessThan(code.indexOf('screenMessages'));
    expect(code).toMatch(/__collaCatalog\?await \w+\.__collaCatalog\(import\.meta\.url,\w+\)/);
  });
});
