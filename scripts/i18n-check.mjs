// The catalog check in the test command: every message the code uses is in every language's
// catalog, translated, with the same placeholders as the English; and no catalog keeps a message
// the code no longer uses. It extracts into a temporary folder and compares, so it never
// rewrites the committed catalogs (`pnpm i18n:extract` does that).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CATALOGS = ['web', 'server'];
export const TRANSLATED = ['ca', 'es'];

/**
 * The arguments an ICU message uses (`{name}`, `{count, plural, …}`, `{kind, select, …}`), sorted:
 * a small reader of ICU's structure, so words inside plural or select branches (`one {active}`)
 * are text, not arguments. Apostrophe-quoted text is skipped, as ICU reads it.
 */
export function placeholders(message) {
  const names = new Set();
  let i = 0;
  const text = (depth) => {
    // Message text until the `}` that closes this (sub)message.
    while (i < message.length) {
      const char = message[i];
      if (char === "'" && message[i + 1] === "'") i += 2;
      else if (char === "'" && /[{}#]/.test(message[i + 1] ?? '')) {
        const end = message.indexOf("'", i + 1);
        i = end < 0 ? message.length : end + 1;
      } else if (char === '{') {
        i += 1;
        argument();
      } else if (char === '}' && depth > 0) {
        i += 1;
        return;
      } else i += 1;
    }
  };
  const argument = () => {
    const head = /^\s*([^\s,{}]+)\s*(?:,\s*(\w+)\s*)?(,|\})/.exec(message.slice(i));
    if (!head) return;
    names.add(head[1]);
    i += head[0].length;
    if (head[3] === '}') return;
    // plural / select / selectordinal: `key {submessage}` pairs until the closing `}`.
    while (i < message.length) {
      const branch = /^\s*(?:offset:\s*\d+\s*)?([^\s{}]+)?\s*(\{|\})/.exec(message.slice(i));
      if (!branch) return;
      i += branch[0].length;
      if (branch[2] === '}') return;
      text(1);
    }
  };
  text(0);
  return [...names].sort();
}

/**
 * What is wrong with the committed catalogs, given a fresh extraction: one line a problem.
 * `committed` and `extracted` map a language to its catalog (message id to `{ message,
 * translation }`), as `@lingui/format-po` parses them.
 */
export function catalogProblems(name, committed, extracted) {
  const problems = [];
  const used = extracted.en ?? {};
  for (const [locale, catalog] of Object.entries(committed)) {
    for (const id of Object.keys(used)) {
      if (!(id in catalog)) {
        problems.push(
          `${name}/${locale}: not in the catalog: ${JSON.stringify(used[id]?.message || id)}`,
        );
      }
    }
    for (const [id, entry] of Object.entries(catalog)) {
      if (!(id in used)) {
        problems.push(`${name}/${locale}: no longer used: ${JSON.stringify(entry.message || id)}`);
      }
    }
    if (!TRANSLATED.includes(locale)) continue;
    for (const [id, entry] of Object.entries(catalog)) {
      if (!(id in used)) continue;
      const source = used[id]?.message || id;
      if (!entry.translation) {
        problems.push(`${name}/${locale}: not translated: ${JSON.stringify(source)}`);
      } else if (placeholders(entry.translation).join() !== placeholders(source).join()) {
        problems.push(
          `${name}/${locale}: placeholders differ: ${JSON.stringify(source)} → ${JSON.stringify(entry.translation)}`,
        );
      }
    }
  }
  return problems;
}

async function readCatalogs(dir, name) {
  const po = formatter({});
  const out = {};
  for (const locale of ['en', ...TRANSLATED]) {
    const file = join(dir, name, `${locale}.po`);
    out[locale] = await po.parse(readFileSync(file, 'utf8'), { locale, filename: file });
  }
  return out;
}

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'colla-i18n-'));
  try {
    execFileSync('pnpm', ['exec', 'lingui', 'extract', '--clean', '--workers', '1'], {
      cwd: root,
      env: { ...process.env, LINGUI_OUT: scratch },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const problems = [];
    for (const name of CATALOGS) {
      const committed = await readCatalogs(join(root, 'packages/i18n/locales'), name);
      const extracted = await readCatalogs(scratch, name);
      problems.push(...catalogProblems(name, committed, extracted));
    }
    if (problems.length > 0) {
      console.error(`The message catalogs are out of step with the code (${problems.length}):`);
      for (const problem of problems) console.error(`  ${problem}`);
      console.error('Run `pnpm i18n:extract`, then translate what is new in ca.po and es.po.');
      process.exitCode = 1;
    } else {
      console.log('Catalogs: every message is in English, Catalan and Spanish, and used.');
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
