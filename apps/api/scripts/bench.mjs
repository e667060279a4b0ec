#!/usr/bin/env node
/**
 * Benchmark of a RUNNING Colla API server (`pnpm bench:api`). Not a test: it prints requests per
 * second and p99 latency for a few representative operations, each also as a ratio of the
 * trivial health check measured in the same run.
 *
 *   BENCH_URL        server to drive (default http://localhost:3000); only localhost is allowed
 *   BENCH_DURATION   seconds per operation (default 10)
 *   BENCH_CONNECTIONS concurrent connections (default 10)
 *
 * The server must have the demo data (the demo accounts and the proposal
 * `summer-vermut-tasting-gracia`). Its rate limits apply to the benchmark too: the global limit
 * (RATE_LIMIT_PER_MINUTE, default 1200 per minute per address) and the login limit
 * (AUTH_RATE_LIMIT_PER_MINUTE, default 10). For meaningful figures start the server with both
 * raised, e.g. `RATE_LIMIT_PER_MINUTE=10000000 AUTH_RATE_LIMIT_PER_MINUTE=10000000 pnpm start`;
 * otherwise most answers are 429s, which are counted and reported separately.
 */
import autocannon from 'autocannon';

const DEMO_BRAND = { email: 'brand@colla.test', password: 'colla-demo-2026' };
const PUBLIC_SLUG = 'summer-vermut-tasting-gracia';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number (got "${raw}").`);
    process.exit(2);
  }
  return value;
}

const baseUrl = (() => {
  const raw = process.env.BENCH_URL || 'http://localhost:3000';
  let url;
  try {
    url = new URL(raw);
  } catch {
    console.error(`BENCH_URL is not a URL: ${raw}`);
    process.exit(2);
  }
  if (!['http:', 'https:'].includes(url.protocol) || !LOCAL_HOSTS.has(url.hostname)) {
    console.error(`Refusing to benchmark ${url.origin}: only localhost servers are benchmarked.`);
    process.exit(2);
  }
  return url.origin;
})();
const duration = Math.min(positiveNumber('BENCH_DURATION', 10), 120);
const connections = Math.min(Math.round(positiveNumber('BENCH_CONNECTIONS', 10)), 1000);

async function request(method, path, { body, token } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

let interrupted = false;
let current;
process.on('SIGINT', () => {
  interrupted = true;
  current?.stop();
});

function run(title, { path, ...options }) {
  return new Promise((resolve, reject) => {
    current = autocannon(
      { url: `${baseUrl}${path}`, connections, duration, timeout: 10, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    process.stdout.write(`  ${title}: ${duration} s with ${connections} connections… `);
  });
}

function summarize(name, result) {
  const codes = result.statusCodeStats ?? {};
  const count = (code) => codes[code]?.count ?? 0;
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    tooMany: count('429'),
    errors: result.errors + result.timeouts,
    codes,
  };
}

const pad = (value, width) => String(value).padStart(width);
const ratio = (value, base) => (base > 0 ? `${(value / base).toFixed(2)}×` : 'n/a');

async function main() {
  console.log(`Colla API benchmark against ${baseUrl}\n`);

  let health;
  try {
    health = await request('GET', '/health-check');
  } catch (error) {
    console.error(`No server answers at ${baseUrl} (${error.message}). Start it first: pnpm start`);
    process.exit(1);
  }
  if (health.status !== 200) {
    console.error(`GET /health-check answered ${health.status}: ${health.text.slice(0, 200)}`);
    process.exit(1);
  }
  const proposal = await request('GET', `/api/proposals/slug/${PUBLIC_SLUG}`);
  if (proposal.status !== 200) {
    console.warn(
      `Note: GET /api/proposals/slug/${PUBLIC_SLUG} answered ${proposal.status}; is the demo data loaded?`,
    );
  }
  const login = await request('POST', '/api/login', { body: DEMO_BRAND });
  const token = login.status === 200 ? login.json?.token : undefined;
  if (!token) {
    console.warn(
      `Note: signing in as ${DEMO_BRAND.email} answered ${login.status}; the signed-in list is skipped.` +
        (login.status === 429
          ? ' (rate-limited: wait a minute or raise AUTH_RATE_LIMIT_PER_MINUTE)'
          : ''),
    );
  }

  console.log(
    'Note: POST /api/login is limited to AUTH_RATE_LIMIT_PER_MINUTE (default 10) per minute and\n' +
      'address, and every route to RATE_LIMIT_PER_MINUTE (default 1200). Unless the server was\n' +
      'started with both raised, most answers below are 429s: they are counted in "429" and\n' +
      '"non-2xx", and the figures then measure the rate limiter, not the operation.\n',
  );

  const runs = [
    ['GET /health-check (baseline)', { path: '/health-check' }],
    [`GET /api/proposals/slug/${PUBLIC_SLUG}`, { path: `/api/proposals/slug/${PUBLIC_SLUG}` }],
  ];
  if (token) {
    runs.push([
      'GET /api/brand/proposals (signed in)',
      { path: '/api/brand/proposals', headers: { authorization: `Bearer ${token}` } },
    ]);
  }
  runs.push([
    'POST /api/login',
    {
      path: '/api/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_BRAND),
    },
  ]);

  const rows = [];
  for (const [name, options] of runs) {
    if (interrupted) break;
    const result = await run(name, options);
    const row = summarize(name, result);
    rows.push(row);
    console.log(`${Math.round(row.rps)} req/s`);
  }

  const [baseline] = rows;
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(
    `\n${'operation'.padEnd(width)}  ${pad('req/s', 9)}  ${pad('× base', 7)}  ${pad('p99 ms', 7)}  ${pad('× base', 7)}  ${pad('requests', 9)}  ${pad('non-2xx', 8)}  ${pad('429', 8)}  ${pad('errors', 6)}`,
  );
  console.log('-'.repeat(width + 80));
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(width)}  ${pad(row.rps.toFixed(0), 9)}  ${pad(ratio(row.rps, baseline.rps), 7)}  ${pad(row.p99, 7)}  ${pad(ratio(row.p99, baseline.p99), 7)}  ${pad(row.total, 9)}  ${pad(row.non2xx, 8)}  ${pad(row.tooMany, 8)}  ${pad(row.errors, 6)}`,
    );
  }
  for (const row of rows) {
    const other = Object.entries(row.codes)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stats]) => `${code} ×${stats.count}`);
    if (other.length > 0) console.log(`  ${row.name}: non-2xx answers ${other.join(', ')}`);
  }
  const limited = rows.filter((r) => r.total > 0 && r.tooMany / r.total > 0.05);
  if (limited.length > 0) {
    console.log(
      `\nWarning: ${limited.map((r) => r.name).join(', ')} got many 429 answers from the rate` +
        ' limiter. Restart the server with RATE_LIMIT_PER_MINUTE and' +
        ' AUTH_RATE_LIMIT_PER_MINUTE raised for figures of the operations themselves.',
    );
  }
  console.log(
    `\n"× base" compares with the health check in this same run (${duration} s each, ${connections} connections).` +
      ' req/s is the mean per second; p99 is the 99th percentile latency.',
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
