// pnpm bench:site — how much the public site ships, and how Lighthouse rates it on a phone.
//
// 1. Builds the site (prerendered pages) and, beside it, a bare React 19 page with the same tools
//    (apps/site/bench/bare): the yardstick for JavaScript.
// 2. Starts the real API server on the build (PGlite with the demo data in a temporary folder),
//    so the public proposal is rendered per request exactly as in production.
// 3. Loads every public page in Debian's Chromium and sums the JavaScript (with the messages
//    that come with it) and CSS it fetched,
//    gzipped (level 6, as a server would send them).
// 4. Runs Lighthouse (mobile, simulated throttling) on the pages named in LIGHTHOUSE_PAGES, under
//    Node 24 from the npm registry (Lighthouse needs Node 22.19+; our machines run Node 20).
//
// Environment: BENCH_PORT (default 3300), LIGHTHOUSE_PAGES (comma-separated paths, or "none"),
// SKIP_BUILD=1 to measure the current build.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3300);
const origin = `http://localhost:${port}`;
const PROPOSAL = '/proposals/summer-vermut-tasting-gracia';
// Laia Puig's profile is public in the demo data.
const CREATOR = '/creators/laiapuig';
// Every demo brand has a page; Vermut Gràcia's has a logo, five photos and an open proposal.
const BRAND = '/brands/vermut-gracia';
const ENGLISH_PAGES = [
  '/home',
  '/about-us',
  '/brands',
  '/creators',
  '/roadmap',
  '/pitchdeck',
  '/privacy-policy',
  PROPOSAL,
  CREATOR,
  BRAND,
];
// Every page in Catalan and Spanish too (/ca/…, /es/…): a language's catalog loads only there.
const PAGES = ['', '/ca', '/es'].flatMap((prefix) => ENGLISH_PAGES.map((path) => prefix + path));
const LIGHTHOUSE_PAGES =
  process.env.LIGHTHOUSE_PAGES === 'none'
    ? []
    : (process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
        '/home',
        '/about-us',
        PROPOSAL,
        '/ca/home',
        '/es/brands',
        `/ca${PROPOSAL}`,
        CREATOR,
        `/es${CREATOR}`,
        BRAND,
        `/ca${BRAND}`,
      ]);
const JS_RATIO_BUDGET = 1.3;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (buffer) => gzipSync(buffer, { level: 6 }).length;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

if (!process.env.SKIP_BUILD) {
  console.log('Building the site and the bare React page…');
  run('pnpm', ['--filter', '@colla/site', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  run('pnpm', ['exec', 'vite', 'build', '-c', 'bench/bare/vite.config.ts'], {
    cwd: join(root, 'apps/site'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

// The yardstick: every script the bare page loads.
const bareAssets = join(root, 'apps/site/dist-bench/bare/assets');
const bareJs = readdirSync(bareAssets)
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gzip(readFileSync(join(bareAssets, file))), 0);

const dataDir = mkdtempSync(join(tmpdir(), 'colla-bench-site-'));
// The full Lighthouse reports stay here for a closer look.
const reports = join(root, 'apps/site/dist-bench/lighthouse');
mkdirSync(reports, { recursive: true });
const server = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
  cwd: join(root, 'apps/api'),
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${origin}/health-check`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The API server did not start.');
}

/** Every script, message catalog and stylesheet a page fetched while loading, gzipped. */
async function measure(browser, path) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const sizes = { js: 0, css: 0, files: 0 };
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    // The messages a chunk fetches beside it (`i18n/<language>-<hash>.json`) count as its code.
    const messages = /\/i18n\/[\w-]+\.json$/.test(new URL(response.url()).pathname);
    if (type !== 'script' && type !== 'stylesheet' && !messages) return;
    pending.push(
      response.body().then((body) => {
        sizes[type === 'stylesheet' ? 'css' : 'js'] += gzip(body);
        sizes.files += 1;
      }),
    );
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await page.close();
  return sizes;
}

function lighthouse(path) {
  const out = join(reports, `lighthouse${path.replaceAll('/', '_')}.json`);
  const result = spawnSync(
    'npx',
    [
      '-y',
      '-p',
      'node@24',
      '-p',
      'lighthouse@12',
      '--',
      'lighthouse',
      origin + path,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    },
  );
  if (result.status !== 0) return null;
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (id) => Math.round(report.categories[id].score * 100);
  const audit = (id) => report.audits[id];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint').displayValue,
    si: audit('speed-index').displayValue,
    lcp: audit('largest-contentful-paint').displayValue,
    metricScores: [
      'first-contentful-paint',
      'speed-index',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map(
        (id) =>
          `${id
            .split('-')
            .map((w) => w[0])
            .join('')}=${audit(id).score}`,
      )
      .join(' '),
    tbt: audit('total-blocking-time').displayValue,
    cls: audit('cumulative-layout-shift').numericValue,
    failing: Object.values(report.categories)
      .flatMap((category) => category.auditRefs)
      .map((ref) => report.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

let failed = false;
try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const path of PAGES) rows.push({ path, ...(await measure(browser, path)) });
  } finally {
    await browser.close();
  }

  console.log(`\nBare React 19 page (same tools): ${kb(bareJs)} of JavaScript, gzipped.\n`);
  console.log('page                                      JS (gzip)   × bare   CSS (gzip)');
  for (const row of rows) {
    const ratio = row.js / bareJs;
    console.log(
      `${row.path.padEnd(40)} ${kb(row.js).padStart(10)}   ${ratio.toFixed(2).padStart(5)}   ${kb(row.css).padStart(10)}`,
    );
  }
  const home = rows.find((row) => row.path === '/home');
  const homeRatio = home.js / bareJs;
  const jsOk = homeRatio <= JS_RATIO_BUDGET;
  console.log(
    `\n/home ships ${homeRatio.toFixed(2)}× the bare page's JavaScript (budget ${JS_RATIO_BUDGET}×): ${jsOk ? 'met' : 'NOT met'}.`,
  );
  failed ||= !jsOk;

  if (LIGHTHOUSE_PAGES.length) {
    console.log('\nLighthouse 12, mobile (simulated throttling), Debian Chromium, Node 24:\n');
    console.log(
      'page                                      perf  a11y  best  seo   LCP      TBT     CLS',
    );
    for (const path of LIGHTHOUSE_PAGES) {
      const result = lighthouse(path);
      if (!result) {
        console.log(`${path.padEnd(40)}  Lighthouse failed`);
        failed = true;
        continue;
      }
      console.log(
        `${path.padEnd(40)}  ${String(result.performance).padStart(4)}  ${String(result.accessibility).padStart(4)}  ${String(result.bestPractices).padStart(4)}  ${String(result.seo).padStart(4)}   ${result.lcp.padEnd(8)} ${result.tbt.padEnd(7)} ${result.cls.toFixed(3)}`,
      );
      if (result.failing.length)
        console.log(`${''.padEnd(42)}failing: ${result.failing.join(', ')}`);
      failed ||= result.performance < 100 || result.accessibility < 100 || result.cls > 0;
    }
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? '\nSome budgets are NOT met.' : '\nAll budgets met.');
process.exitCode = failed ? 1 : 0;
