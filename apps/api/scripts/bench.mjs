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
 * `summer-vermut-tasting-gracia`). Its flood guard applies to the benchmark too
 * (RATE_LIMIT_PER_MINUTE, default 1200 per minute, address and process): for meaningful figures
 * start the server with it raised, e.g. `RATE_LIMIT_PER_MINUTE=10000000 pnpm start`; otherwise
 * most answers are 429s, which are counted and reported separately. Sign-in throttling
 * (THROTTLE_*) counts failed sign-ins only, and the benchmark's sign-ins succeed.
 *
 * Cluster mode (`pnpm bench:api -- --cluster [--processes 2]`, or BENCH_CLUSTER=1) starts its
 * own cluster instead (scripts/cluster.mjs: a throwaway PostgreSQL, the API processes, nginx in
 * front, all on loopback, rate limits raised, request logs off; any variable of this process,
 * e.g. THROTTLE_*, LOG_LEVEL or RATE_LIMIT_PER_MINUTE, passes through to the processes),
 * measures the same operations on one process directly and through nginx, prints the ratio, then
 * measures chat fan-out: BENCH_STREAMS open streams (default 100) spread over the processes
 * (directly and through nginx), BENCH_MESSAGES messages (default 50) sent through the processes
 * in turn (BENCH_IN_FLIGHT at a time, default 1), and the time from each send to its arrival on
 * every stream (p50, p99), counting arrivals expected and received within
 * BENCH_MESSAGE_TIMEOUT_MS (default 3000) of each send.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import {
  callJson,
  openEventStream,
  sendMessage,
  sharedConversation,
  signIn,
} from '../../../scripts/cluster-client.mjs';
import { startCluster } from '../../../scripts/cluster.mjs';

const DEMO_BRAND = { email: 'brand@colla.test', password: 'colla-demo-2026' };
const DEMO_CREATOR = { email: 'creator@colla.test', password: 'colla-demo-2026' };
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

const argv = process.argv.slice(2).filter((arg) => arg !== '--');
function option(name) {
  const at = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (at === -1) return undefined;
  return argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
}
const clusterMode =
  argv.includes('--cluster') || ['1', 'true', 'yes'].includes(process.env.BENCH_CLUSTER ?? '');
const unknown = argv.filter(
  (arg, i) =>
    !['--cluster', '--processes'].includes(arg.split('=')[0]) && argv[i - 1] !== '--processes',
);
if (unknown.length > 0) {
  console.error(`Unknown arguments: ${unknown.join(' ')} (known: --cluster, --processes N)`);
  process.exit(2);
}

const baseUrlFromEnv = () => {
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
};
const duration = Math.min(positiveNumber('BENCH_DURATION', 10), 120);
const connections = Math.min(Math.round(positiveNumber('BENCH_CONNECTIONS', 10)), 1000);
const processCount = Math.min(
  Math.round(Number(option('--processes') ?? positiveNumber('BENCH_PROCESSES', 2))),
  16,
);
const streamCount = Math.min(Math.round(positiveNumber('BENCH_STREAMS', 100)), 1000);
const messageCount = Math.min(Math.round(positiveNumber('BENCH_MESSAGES', 50)), 1000);
const inFlight = Math.min(Math.round(positiveNumber('BENCH_IN_FLIGHT', 1)), 16);
const messageTimeoutMs = Math.min(positiveNumber('BENCH_MESSAGE_TIMEOUT_MS', 3000), 30_000);
if (clusterMode && !(processCount >= 1)) {
  console.error('--processes must be a number from 1 to 16.');
  process.exit(2);
}

const request = (baseUrl, method, path, options) => callJson(baseUrl, method, path, options);

/** A failure explained by its message (printed without a stack). */
class BenchError extends Error {}

let interrupted = false;
let current;
process.on('SIGINT', () => {
  interrupted = true;
  current?.stop();
});

function run(baseUrl, title, { path, ...options }) {
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

/** Checks the server and signs in; answers the autocannon runs of the benchmark. */
async function prepare(baseUrl) {
  let health;
  try {
    health = await request(baseUrl, 'GET', '/health-check');
  } catch (error) {
    throw new BenchError(
      `No server answers at ${baseUrl} (${error.message}). Start it first: pnpm start`,
    );
  }
  if (health.status !== 200) {
    throw new BenchError(
      `GET /health-check answered ${health.status}: ${health.text.slice(0, 200)}`,
    );
  }
  const proposal = await request(baseUrl, 'GET', `/api/proposals/slug/${PUBLIC_SLUG}`);
  if (proposal.status !== 200) {
    console.warn(
      `Note: GET /api/proposals/slug/${PUBLIC_SLUG} answered ${proposal.status}; is the demo data loaded?`,
    );
  }
  const login = await request(baseUrl, 'POST', '/api/login', { body: DEMO_BRAND });
  const token = login.status === 200 ? login.json?.token : undefined;
  if (!token) {
    console.warn(
      `Note: signing in as ${DEMO_BRAND.email} answered ${login.status}; the signed-in list is skipped.` +
        (login.status === 429
          ? ' (rate-limited: wait a minute or raise RATE_LIMIT_PER_MINUTE)'
          : ''),
    );
  }

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
  return runs;
}

async function measure(baseUrl, runs) {
  const rows = [];
  for (const [name, options] of runs) {
    if (interrupted) break;
    const result = await run(baseUrl, name, options);
    const row = summarize(name, result);
    rows.push(row);
    console.log(`${Math.round(row.rps)} req/s`);
  }
  return rows;
}

function warnAboutLimits(rows) {
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
        ' limiter. Restart the server with RATE_LIMIT_PER_MINUTE raised for figures of the' +
        ' operations themselves.',
    );
  }
}

async function single() {
  const baseUrl = baseUrlFromEnv();
  console.log(`Colla API benchmark against ${baseUrl}\n`);
  const runs = await prepare(baseUrl);
  console.log(
    'Note: every route is limited to RATE_LIMIT_PER_MINUTE (default 1200) per minute, address\n' +
      'and process. Unless the server was started with it raised, most answers below are 429s:\n' +
      'they are counted in "429" and "non-2xx", and the figures then measure the rate limiter,\n' +
      'not the operation.\n',
  );
  const rows = await measure(baseUrl, runs);
  if (rows.length === 0) return;

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
  warnAboutLimits(rows);
  console.log(
    `\n"× base" compares with the health check in this same run (${duration} s each, ${connections} connections).` +
      ' req/s is the mean per second; p99 is the 99th percentile latency.',
  );
}

/** The value at percentile `p` (0–100, nearest rank) of sorted numbers. */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

/** Starts a cluster, compares one process with nginx, then measures chat fan-out. */
async function clustered() {
  console.log(
    `Colla API benchmark on a cluster: ${processCount} API process${processCount > 1 ? 'es' : ''}` +
      ' behind nginx, a throwaway PostgreSQL (scripts/cluster.mjs)\n',
  );
  const started = performance.now();
  const cluster = await startCluster({
    processes: processCount,
    accessLog: false,
    env: {
      // Out of the benchmark's way unless this process says otherwise (its whole environment
      // passes through to the processes: THROTTLE_*, LOG_LEVEL, …).
      RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '10000000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
      SERVE_APPS: process.env.SERVE_APPS ?? 'false',
    },
    log: (line) => console.log(`  ${line}`),
  });
  const stopCluster = () => cluster.stop();
  process.once('SIGTERM', () => {
    interrupted = true;
    current?.stop();
  });
  try {
    console.log(
      `  ready in ${((performance.now() - started) / 1000).toFixed(1)} s: nginx ${cluster.url},` +
        ` processes ${cluster.processes.map((p) => p.url).join(', ')}\n`,
    );
    const runs = await prepare(cluster.url);
    const direct = cluster.processes[0];

    console.log(`One process directly (${direct.url}):`);
    const directRows = await measure(direct.url, runs);
    console.log(`\nnginx over ${processCount} processes (${cluster.url}):`);
    const nginxRows = await measure(cluster.url, runs);

    if (nginxRows.length > 0) {
      const width = Math.max(...nginxRows.map((r) => r.name.length));
      console.log(
        `\n${'operation'.padEnd(width)}  ${pad('direct req/s', 12)}  ${pad('nginx req/s', 11)}  ${pad('ratio', 6)}  ${pad('direct p99', 10)}  ${pad('nginx p99', 9)}  ${pad('non-2xx', 8)}  ${pad('errors', 6)}`,
      );
      console.log('-'.repeat(width + 80));
      nginxRows.forEach((row, i) => {
        const base = directRows[i];
        console.log(
          `${row.name.padEnd(width)}  ${pad(base.rps.toFixed(0), 12)}  ${pad(row.rps.toFixed(0), 11)}  ${pad(ratio(row.rps, base.rps), 6)}  ${pad(`${base.p99} ms`, 10)}  ${pad(`${row.p99} ms`, 9)}  ${pad(base.non2xx + row.non2xx, 8)}  ${pad(base.errors + row.errors, 6)}`,
        );
      });
      warnAboutLimits([...directRows, ...nginxRows]);
      console.log(
        `\n"ratio" is nginx's req/s over one process's (${duration} s each, ${connections} connections;` +
          ' autocannon, nginx and every process share this machine).',
      );
    }

    if (!interrupted) await fanOut(cluster);
  } finally {
    await stopCluster();
  }
}

/**
 * Chat fan-out: streams of one conversation on every process (directly and through nginx),
 * messages sent through the processes in turn, send→arrival time on every stream.
 */
async function fanOut(cluster) {
  const processes = cluster.processes;
  const targets = [
    ...processes.map((p) => ({ name: `process ${p.index}`, url: p.url })),
    {
      name: 'nginx',
      url: cluster.url,
    },
  ];
  const creator = await signIn(cluster.url, DEMO_CREATOR.email, DEMO_CREATOR.password);
  const brand = await signIn(cluster.url, DEMO_BRAND.email, DEMO_BRAND.password);
  const conversation = await sharedConversation(cluster.url, brand.token, creator.token);
  const processOfPort = new Map(processes.map((p) => [`127.0.0.1:${p.port}`, p.index]));

  console.log(
    `\nChat fan-out: ${streamCount} streams of conversation ${conversation.id}, ${messageCount}` +
      ` messages through the ${processes.length} processes in turn, ${inFlight} in flight…`,
  );
  const streams = [];
  try {
    // Open in batches of 20, each stream on the next target; half the creator's, half the brand's.
    for (let first = 0; first < streamCount && !interrupted; first += 20) {
      const batch = [];
      for (let i = first; i < Math.min(streamCount, first + 20); i += 1) {
        const target = targets[i % targets.length];
        const session = i % 2 === 0 ? creator : brand;
        batch.push(
          openEventStream(target.url, `/api/conversations/${conversation.id}/stream`, {
            token: session.token,
            timeoutMs: 10_000,
          }).then((stream) => {
            const upstream = stream.upstream?.split(',').at(-1)?.trim();
            const index =
              target.name === 'nginx'
                ? processOfPort.get(upstream)
                : Number(target.name.split(' ')[1]);
            return Object.assign(stream, { via: target.name, process: index });
          }),
        );
      }
      const opened = await Promise.allSettled(batch);
      for (const result of opened) {
        if (result.status === 'fulfilled') streams.push(result.value);
      }
      const failed = opened.filter((result) => result.status === 'rejected');
      if (failed.length > 0)
        throw new BenchError(`${failed.length} streams did not open: ${failed[0].reason}`);
    }
    const bad = streams.filter((stream) => stream.status !== 200);
    if (bad.length > 0)
      throw new BenchError(
        `${bad.length} streams answered ${bad[0].status}: ${bad[0].text.slice(0, 200)}`,
      );
    await Promise.all(
      streams.map((stream) =>
        stream.waitFor(
          (s) => s.comments.some((c) => c.text === 'connected'),
          10_000,
          ': connected',
        ),
      ),
    );
    const perProcess = processes.map((p) => streams.filter((s) => s.process === p.index).length);
    const viaNginx = streams.filter((s) => s.via === 'nginx').length;
    console.log(
      `  ${streams.length} streams open: ${perProcess.map((n, i) => `${n} on process ${i}`).join(', ')}` +
        ` (${viaNginx} of them through nginx)`,
    );

    // Send: one message at a time per slot, through process j % N; arrivals are timed by the
    // streams themselves, so sending never waits for them.
    const sent = [];
    let next = 0;
    const sender = async () => {
      while (next < messageCount && !interrupted) {
        const j = next;
        next += 1;
        const via = processes[j % processes.length];
        const sentAt = performance.now();
        try {
          const message = await sendMessage(
            via.url,
            j % 2 === 0 ? brand.token : creator.token,
            conversation.id,
            `Fan-out ${j + 1} of ${messageCount}`,
          );
          sent.push({ id: message.id, sentAt, process: via.index });
        } catch (error) {
          sent.push({ id: undefined, sentAt, process: via.index, error });
        }
      }
    };
    const sendStarted = performance.now();
    await Promise.all(Array.from({ length: inFlight }, sender));
    const sendSeconds = (performance.now() - sendStarted) / 1000;
    const ok = sent.filter((m) => m.id !== undefined);
    const lastDeadline = Math.max(...sent.map((m) => m.sentAt)) + messageTimeoutMs;
    // Wait for the stragglers, at most until the last message's time-out.
    const everywhere = () => ok.every((m) => streams.every((s) => s.findMessage(m.id)));
    while (!everywhere() && performance.now() < lastDeadline && !interrupted) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const groups = {
      'same process as the sender': [],
      'another process': [],
    };
    const expected = { 'same process as the sender': 0, 'another process': 0 };
    let late = 0;
    for (const message of ok) {
      for (const stream of streams) {
        const group =
          stream.process === message.process ? 'same process as the sender' : 'another process';
        expected[group] += 1;
        const event = stream.findMessage(message.id);
        if (!event) continue;
        const latency = event.at - message.sentAt;
        if (latency > messageTimeoutMs) late += 1;
        else groups[group].push(latency);
      }
    }
    const all = Object.values(groups)
      .flat()
      .sort((a, b) => a - b);
    const totalExpected = ok.length * streams.length;
    console.log(
      `  ${ok.length} of ${sent.length} messages sent in ${sendSeconds.toFixed(1)} s` +
        (sent.length > ok.length
          ? ` (${sent.length - ok.length} failed: ${sent.find((m) => m.error).error.message})`
          : ''),
    );
    console.log(
      `\n  arrivals within ${messageTimeoutMs} ms of the send: ${all.length} of ${totalExpected} expected` +
        ` (${totalExpected > 0 ? ((100 * all.length) / totalExpected).toFixed(1) : '0'}%)${late > 0 ? `, ${late} later` : ''}`,
    );
    const width = 28;
    console.log(
      `  ${''.padEnd(width)}  ${pad('expected', 8)}  ${pad('arrived', 8)}  ${pad('p50', 9)}  ${pad('p99', 9)}  ${pad('max', 9)}`,
    );
    for (const [name, latencies] of [...Object.entries(groups), ['all streams', all]]) {
      const sorted = [...latencies].sort((a, b) => a - b);
      const count = name === 'all streams' ? totalExpected : expected[name];
      console.log(
        `  ${name.padEnd(width)}  ${pad(count, 8)}  ${pad(sorted.length, 8)}  ${pad(ms(percentile(sorted, 50)), 9)}  ${pad(ms(percentile(sorted, 99)), 9)}  ${pad(ms(sorted.at(-1)), 9)}`,
      );
    }
    if (expected['another process'] > 0 && groups['another process'].length === 0) {
      console.log(
        "\n  No message reached a stream on another process than the sender's: events do not" +
          ' cross processes yet.',
      );
    }
  } finally {
    for (const stream of streams) stream.close();
  }
}

(clusterMode ? clustered() : single()).then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof BenchError ? error.message : error);
    process.exit(1);
  },
);
