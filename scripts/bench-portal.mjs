// pnpm bench:portal — what the portal's first load costs, in each language.
//
// 1. Builds the portal (unless SKIP_BUILD=1).
// 2. Serves apps/portal/dist as the production server would (files, else index.html).
// 3. Opens /app-login in Debian's Chromium once per language (the remembered-language cookie set
//    before the visit, so the portal starts in it) and sums the JavaScript, CSS and messages
//    (`i18n/<language>-<hash>.json`, the catalog of the code loaded) it fetched, gzipped (level
//    6, as a server sends them), naming the catalogs it loaded.
// 4. Checks the budgets: the first load in any language is at most FIRST_LOAD_BUDGET bytes gzip
//    (the first load before languages plus 10 KB), and a language's catalog is fetched only when
//    that language is used.
//
// Environment: BENCH_PORT (default 3310), SKIP_BUILD=1 to measure the current build.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/portal/dist');
const port = Number(process.env.BENCH_PORT ?? 3310);
const origin = `http://localhost:${port}`;

/**
 * The first load of /app-login before languages: da498ca, measured by this script on
 * 2026-11-25 (JavaScript and CSS, gzip level 6).
 */
const BEFORE_LANGUAGES = 199_116;
/** What languages may add to the first load. */
const LANGUAGES_ALLOWANCE = 10 * 1024;
const LOCALES = ['en', 'ca', 'es'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (buffer) => gzipSync(buffer, { level: 6 }).length;

if (!process.env.SKIP_BUILD) {
  console.log('Building the portal…');
  const result = spawnSync('pnpm', ['--filter', '@colla/portal', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('The portal build failed.');
}

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', origin).pathname));
  const file = join(dist, path);
  const found = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
  const served = found ? file : join(dist, 'index.html');
  response.setHeader('content-type', TYPES[extname(served)] ?? 'application/octet-stream');
  // The API is not running: its calls answer 404, which the sign-in screen does not need.
  if (!found && path.startsWith('/api/')) {
    response.statusCode = 404;
    response.end('{}');
    return;
  }
  response.end(readFileSync(served));
});
await new Promise((resolve) => server.listen(port, resolve));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const results = [];
try {
  for (const locale of LOCALES) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addCookies([{ name: 'colla_locale', value: locale, url: origin }]);
    const page = await context.newPage();
    const fetched = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      // Code, styles, and the messages that come with the code (`i18n/<language>-<hash>.json`).
      if (url.origin === origin && /\.(js|css)$|\/i18n\/[\w-]+\.json$/.test(url.pathname)) {
        fetched.add(url.pathname);
      }
    });
    await page.goto(`${origin}/app-login`, { waitUntil: 'networkidle' });
    const lang = await page.locator('html').getAttribute('lang');
    let bytes = 0;
    const catalogs = [];
    for (const path of fetched) {
      const size = gzip(readFileSync(join(dist, path)));
      bytes += size;
      const source = readFileSync(join(dist, path), 'utf8');
      // A chunk's messages in one language, or (a regression) a whole language's catalog: a
      // module exporting `messages` and nothing else.
      if (
        /\/i18n\/(en|ca|es)-[\w-]+\.json$/.test(path) ||
        /^(export )?const messages\s*=|JSON\.parse\('\{/.test(source.slice(0, 40)) ||
        /\/(en|ca|es)-[\w-]+\.js$/.test(path)
      ) {
        catalogs.push(`${path} (${kb(size)})`);
      }
    }
    results.push({ locale, lang, bytes, files: fetched.size, catalogs });
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

let failed = false;
console.log('\nFirst load of /app-login (JavaScript, CSS and messages, gzip):');
for (const { locale, lang, bytes, files, catalogs } of results) {
  console.log(
    `  ${locale}: ${kb(bytes)} (${bytes} bytes) in ${files} files; <html lang="${lang}">; catalog ${catalogs.join(', ') || 'none found'}`,
  );
  if (lang !== locale) {
    console.log(`    ✗ the page should be in ${locale}`);
    failed = true;
  }
  const others = catalogs.filter((name) =>
    LOCALES.some((other) => other !== locale && name.includes(`/${other}-`)),
  );
  if (others.length > 0) {
    console.log(`    ✗ loaded another language's catalog: ${others.join(', ')}`);
    failed = true;
  }
}
{
  const budget = BEFORE_LANGUAGES + LANGUAGES_ALLOWANCE;
  const worst = Math.max(...results.map(({ bytes }) => bytes));
  const holds = worst <= budget;
  console.log(
    `\nBudget: before languages ${kb(BEFORE_LANGUAGES)} + 10 KB = ${kb(budget)}; heaviest language ${kb(worst)} (+${kb(worst - BEFORE_LANGUAGES)}) ${holds ? '✓' : '✗'}`,
  );
  failed ||= !holds;
}
process.exitCode = failed ? 1 : 0;
