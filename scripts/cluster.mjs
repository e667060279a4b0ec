#!/usr/bin/env node
/**
 * A Colla cluster on this machine: a throwaway PostgreSQL (Debian's), N API server processes
 * sharing it and one DATA_DIR, and Debian's nginx in front of them on one port.
 *
 *   import { startCluster } from './scripts/cluster.mjs';
 *   const cluster = await startCluster({ processes: 2 });
 *   // cluster.url (nginx), cluster.processes[i].url (one process), … then:
 *   await cluster.stop();
 *
 * CLI (`pnpm start:cluster` builds the apps first):
 *   node scripts/cluster.mjs [--processes 2] [--port 3000]
 *
 * Nothing is installed or built here (scripts/ensure-services.sh installs PostgreSQL and nginx).
 * Every child runs in the caller's process group: Ctrl-C in a terminal reaches them too, and
 * they are killed when the caller exits. Temporary folders are removed by stop().
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from './cluster-client.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiDir = join(repoRoot, 'apps/api');

export { DEMO_PASSWORD };
export const DEMO_ACCOUNTS = [
  { email: 'admin@colla.test', type: 'admin' },
  { email: 'brand@colla.test', type: 'brand' },
  { email: 'creator@colla.test', type: 'creator' },
];

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The newest Debian PostgreSQL's bin folder, or null. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(base, versions[0], 'bin') : null;
}

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** `count` distinct free loopback ports (held open together, then released). */
async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = createServer();
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => server.address().port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** The last `lines` lines of a file ('' when missing). */
function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function run(file, args, options = {}) {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: 60_000, ...options }, (error, stdout, stderr) => {
      if (error) {
        error.message += `\n${stderr}`;
        reject(error);
      } else resolve(stdout);
    });
  });
}

/**
 * A child process whose output goes to `logFile`; `exited` settles when it ends.
 * `stop(signal, timeoutMs)` signals it, waits, and SIGKILLs it after the time-out.
 */
function spawnLogged(name, file, args, { logFile, ...options }) {
  const fd = openSync(logFile, 'a');
  let child;
  try {
    child = spawn(file, args, { ...options, stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
  }
  const state = { name, child, exitCode: undefined, signal: undefined, done: false };
  state.exited = new Promise((resolve) => {
    child.once('error', (error) => {
      state.error = error;
      state.done = true;
      resolve(state);
    });
    child.once('exit', (code, signal) => {
      state.exitCode = code;
      state.signal = signal;
      state.done = true;
      resolve(state);
    });
  });
  state.stop = async (signal = 'SIGTERM', timeoutMs = 10_000) => {
    if (state.done) return state;
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
    const timer = sleep(timeoutMs).then(() => 'timeout');
    if ((await Promise.race([state.exited, timer])) === 'timeout') {
      try {
        child.kill('SIGKILL');
      } catch {
        // already gone
      }
      await Promise.race([state.exited, sleep(5_000)]);
    }
    return state;
  };
  return state;
}

function describeExit(state) {
  if (state.error) return `${state.name} could not start: ${state.error.message}`;
  return `${state.name} exited (${state.signal ? `signal ${state.signal}` : `code ${state.exitCode}`})`;
}

/** Polls `url` until it answers 200; fails when `child` exits first or after `timeoutMs`. */
async function waitHealthy(url, child, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child?.done) throw new Error(`${describeExit(child)} before ${what} was healthy`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(150);
  }
  throw new Error(`${what} was not healthy at ${url} after ${timeoutMs} ms (${last})`);
}

/** The nginx configuration of the cluster (exported for inspection and tests). */
export function nginxConfig({ dir, port, upstreamPorts, accessLog = true, workers = 'auto' }) {
  const user = isRoot() ? `user nobody ${groupOf('nogroup', 'nobody')};\n` : '';
  const servers = upstreamPorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`)
    .join('\n');
  return `# Generated by scripts/cluster.mjs for one run; everything lives in this folder.
${user}daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 1024;
}

http {
  ${accessLog ? `access_log ${dir}/access.log combined buffer=64k flush=1s;` : 'access_log off;'}
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server_tokens off;

  upstream colla {
    # Round robin over the API processes; the state is shared by nginx's workers. A process
    # that refuses or times out is skipped for fail_timeout, then tried again.
    zone colla 64k;
${servers}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};

    # Uploads (videos up to 200 MB) stream through to the API as they arrive.
    client_max_body_size 210m;
    proxy_request_buffering off;

    location / {
      proxy_pass http://colla;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # Overwritten, never appended: a client cannot add addresses of its own.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Server-sent events (/api/conversations/{id}/stream) pass through unbuffered and stay
      # open (the API sends a comment every 25 s).
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      proxy_connect_timeout 2s;
      # A dead process is skipped; requests that are not idempotent (POST, …) are not retried.
      proxy_next_upstream error timeout;
      # Which process answered (loopback addresses only; for tests and the benchmark).
      add_header X-Colla-Upstream $upstream_addr always;
    }
  }
}
`;
}

function groupOf(...names) {
  let groups = '';
  try {
    groups = readFileSync('/etc/group', 'utf8');
  } catch {
    return names[0];
  }
  const known = new Set(groups.split('\n').map((line) => line.split(':')[0]));
  return names.find((name) => known.has(name)) ?? names[0];
}

function userIds(name) {
  return {
    uid: Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim()),
  };
}

/**
 * Starts the cluster. Options (all optional):
 * - processes: number of API processes (default 2)
 * - port: nginx's port on 127.0.0.1 (default: a free one)
 * - databaseUrl: use this PostgreSQL instead of starting a throwaway one
 * - dataDir: the processes' shared DATA_DIR (default: a temporary folder, removed by stop())
 * - nodeEnv: NODE_ENV of the processes (default 'development')
 * - env: more environment for every process (e.g. rate limits); processEnv(index): per process
 * - publicUrl: PUBLIC_URL of the processes (default http://localhost:<port>)
 * - accessLog: nginx access log (default true); nginxWorkers (default 'auto')
 * - startTimeoutMs: per process start-up (default 120000)
 * - log: a function for progress lines (default: none)
 */
export async function startCluster(options = {}) {
  const count = options.processes ?? 2;
  if (!Number.isInteger(count) || count < 1 || count > 32) {
    throw new Error(`processes must be a whole number from 1 to 32 (got ${count})`);
  }
  const log = options.log ?? (() => {});
  const startTimeoutMs = options.startTimeoutMs ?? 120_000;
  if (!existsSync(NGINX_PATH)) {
    throw new Error(
      `nginx is missing at ${NGINX_PATH}: run bash scripts/ensure-services.sh (as root) or apt-get install nginx`,
    );
  }
  const pgBin = options.databaseUrl ? null : findPostgresBin();
  if (!options.databaseUrl && !pgBin) {
    throw new Error(
      'PostgreSQL is missing: run bash scripts/ensure-services.sh (as root) or apt-get install postgresql, or pass databaseUrl',
    );
  }

  const dir = mkdtempSync(join(tmpdir(), 'colla-cluster-'));
  // Readable by nginx's workers (nobody when root) and the postgres user.
  chmodSync(dir, 0o755);
  const logDir = join(dir, 'logs');
  const nginxDir = join(dir, 'nginx');
  mkdirSync(logDir);
  mkdirSync(nginxDir);
  const dataDir = options.dataDir ?? join(dir, 'data');
  mkdirSync(dataDir, { recursive: true });

  /** Every child still to be stopped; killed on the caller's exit. */
  const children = new Set();
  const killAll = () => {
    for (const state of children) {
      if (!state.done) {
        try {
          state.child.kill('SIGKILL');
        } catch {
          // gone
        }
      }
    }
  };
  const onExit = () => {
    killAll();
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // best effort
    }
  };
  process.on('exit', onExit);

  let postgres;
  /** Starts (or starts again) the throwaway PostgreSQL; null with options.databaseUrl. */
  let startPostgres = null;
  let nginx;
  const processes = [];
  const logFiles = [];
  let stopping;

  const stop = () => {
    stopping ??= (async () => {
      if (nginx) await nginx.stop('SIGTERM', 5_000);
      await Promise.all(processes.map((p) => p.kill('SIGTERM')));
      // Fast shutdown: open connections are ended, no checkpoint wait worth speaking of.
      if (postgres) await postgres.stop('SIGINT', 10_000);
      killAll();
      process.off('exit', onExit);
      // The temporary folder holds the database, the logs and (unless given) the DATA_DIR.
      rmSync(dir, { recursive: true, force: true });
    })();
    return stopping;
  };

  const logs = (lines = 30) =>
    logFiles
      .filter(([, file]) => existsSync(file))
      .map(([name, file]) => `--- ${name} (${file}) ---\n${tail(file, lines)}`)
      .join('\n');

  try {
    const [nginxPort, pgPort, ...apiPorts] = options.port
      ? [options.port, ...(await freePorts(count + 1))]
      : await freePorts(count + 2);

    // PostgreSQL
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const pgDir = join(dir, 'pg');
      mkdirSync(pgDir);
      const pgLog = join(logDir, 'postgres.log');
      logFiles.push(['postgres', pgLog]);
      const asUser = {};
      if (isRoot()) {
        // PostgreSQL refuses to run as root: its folder belongs to the postgres user.
        Object.assign(asUser, userIds('postgres'));
        chownSync(pgDir, asUser.uid, asUser.gid);
      }
      log(`Starting PostgreSQL (${pgBin}) on 127.0.0.1:${pgPort}…`);
      await run(
        join(pgBin, 'initdb'),
        [
          '-D',
          join(pgDir, 'data'),
          '-U',
          'colla',
          '--auth=trust',
          '-E',
          'UTF8',
          '--locale=C',
          '--no-sync',
        ],
        { ...asUser, cwd: pgDir },
      );
      const pgArgs = [
        '-D',
        join(pgDir, 'data'),
        '-p',
        String(pgPort),
        '-k',
        pgDir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=300',
      ];
      startPostgres = async () => {
        postgres = spawnLogged('postgres', join(pgBin, 'postgres'), pgArgs, {
          ...asUser,
          cwd: pgDir,
          logFile: pgLog,
        });
        children.add(postgres);
        const deadline = Date.now() + 30_000;
        for (;;) {
          if (postgres.done) throw new Error(`${describeExit(postgres)} at start`);
          try {
            await run(
              join(pgBin, 'pg_isready'),
              ['-q', '-h', '127.0.0.1', '-p', String(pgPort), '-U', 'colla', '-t', '1'],
              { timeout: 5_000 },
            );
            break;
          } catch (error) {
            if (Date.now() > deadline)
              throw new Error(`PostgreSQL did not accept connections in 30 s: ${error.message}`);
            await sleep(100);
          }
        }
      };
      await startPostgres();
      await run(
        join(pgBin, 'createdb'),
        ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'colla', 'colla'],
        { timeout: 15_000 },
      );
      databaseUrl = `postgres://colla@127.0.0.1:${pgPort}/colla`;
    }

    // The API processes
    const publicUrl = options.publicUrl ?? `http://localhost:${nginxPort}`;
    for (let index = 0; index < count; index += 1) {
      const port = apiPorts[index];
      const logFile = join(logDir, `api-${index}.log`);
      logFiles.push([`api ${index}`, logFile]);
      const env = {
        ...process.env,
        NODE_ENV: options.nodeEnv ?? 'development',
        PUBLIC_URL: publicUrl,
        ...options.env,
        ...options.processEnv?.(index),
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        TRUST_PROXY: '127.0.0.1',
      };
      let state;
      const url = `http://127.0.0.1:${port}`;
      const handle = {
        index,
        port,
        url,
        get pid() {
          return state && !state.done ? state.child.pid : undefined;
        },
        get running() {
          return Boolean(state && !state.done);
        },
        /** Signals the process and waits for it to end (SIGKILL after 10 s). */
        async kill(signal = 'SIGTERM') {
          if (state) await state.stop(signal, 10_000);
        },
        /** (Re)starts the process and waits until it answers /health-check. */
        async start() {
          if (state && !state.done) return;
          writeFileSync(logFile, `--- start ${new Date().toISOString()} ---\n`, { flag: 'a' });
          state = spawnLogged(
            `api ${index}`,
            process.execPath,
            ['--import', 'tsx', 'src/main.ts'],
            { cwd: apiDir, env, logFile },
          );
          children.add(state);
          await waitHealthy(`${url}/health-check`, state, startTimeoutMs, `API process ${index}`);
        },
      };
      processes.push(handle);
    }
    // The first alone: it applies the migrations, loads the demo data and writes the VAPID keys.
    log(`Starting API process 0 on ${processes[0].url} (migrations, demo data)…`);
    await processes[0].start();
    if (count > 1) {
      log(`Starting ${count - 1} more API process${count > 2 ? 'es' : ''}…`);
      await Promise.all(processes.slice(1).map((p) => p.start()));
    }

    // nginx
    const nginxLog = join(logDir, 'nginx.log');
    logFiles.push(['nginx', nginxLog], ['nginx error log', join(nginxDir, 'error.log')]);
    const conf = join(nginxDir, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig({
        dir: nginxDir,
        port: nginxPort,
        upstreamPorts: apiPorts,
        accessLog: options.accessLog ?? true,
        workers: options.nginxWorkers ?? 'auto',
      }),
    );
    log(`Starting nginx on 127.0.0.1:${nginxPort}…`);
    nginx = spawnLogged(
      'nginx',
      NGINX_PATH,
      ['-e', join(nginxDir, 'error.log'), '-p', nginxDir, '-c', conf],
      { cwd: nginxDir, logFile: nginxLog },
    );
    children.add(nginx);
    const url = `http://127.0.0.1:${nginxPort}`;
    await waitHealthy(`${url}/health-check`, nginx, 15_000, 'nginx');

    return {
      url,
      port: nginxPort,
      publicUrl,
      // The throwaway PostgreSQL, for outage tests: stop it (fast: SIGINT, immediate: SIGQUIT)
      // and start it again on the same port and data.
      postgres: startPostgres
        ? {
            async stop(mode = 'fast') {
              const current = postgres;
              if (!current) return;
              await current.stop(mode === 'immediate' ? 'SIGQUIT' : 'SIGINT', 15_000);
              children.delete(current);
            },
            start: () => startPostgres(),
          }
        : null,
      databaseUrl,
      dataDir,
      dir,
      processes,
      logs,
      stop,
    };
  } catch (error) {
    const details = logs();
    await stop().catch(() => {});
    if (details) error.message += `\n${details}`;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------- CLI

function parseArgs(argv) {
  const args = { processes: 2, port: Number(process.env.PORT ?? 3000) };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [name, inline] = arg.split('=', 2);
    const value = () => inline ?? argv[(i += 1)];
    if (name === '--processes' || name === '-n') args.processes = Number(value());
    else if (name === '--port' || name === '-p') args.port = Number(value());
    else if (name === '--help' || name === '-h') args.help = true;
    else if (arg === '--') continue;
    else throw new Error(`Unknown argument: ${arg} (try --help)`);
  }
  if (!Number.isInteger(args.port) || args.port < 1 || args.port > 65535) {
    throw new Error(`--port must be a port number (got ${args.port})`);
  }
  return args;
}

async function cli() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (args.help) {
    console.log(
      'Usage: node scripts/cluster.mjs [--processes 2] [--port 3000]\n' +
        'PostgreSQL (throwaway, or DATABASE_URL), N API processes and nginx in front on --port.\n' +
        'Serves the built site and portal: run pnpm build first (pnpm start:cluster does).',
    );
    return;
  }
  let cluster;
  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping nginx, the API processes and PostgreSQL…`);
    await cluster?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    cluster = await startCluster({
      processes: args.processes,
      port: args.port,
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir: process.env.DATA_DIR || undefined,
      nodeEnv: process.env.NODE_ENV || 'development',
      log: (line) => console.log(line),
    });
  } catch (error) {
    console.error(`The cluster did not start: ${error.message}`);
    process.exit(1);
  }
  if (stopping) return;
  const { url, port, processes, databaseUrl, dataDir, dir } = cluster;
  console.log(`
Colla is running at http://localhost:${port} (nginx in front of ${processes.length} API processes)

  processes  ${processes.map((p) => `${p.url} (pid ${p.pid})`).join(', ')}
  database   ${databaseUrl}
  uploads    ${dataDir}
  logs       ${dir}/logs and ${dir}/nginx

Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(20)} ${a.type}`).join('\n')}

Ctrl-C stops everything. (${url})`);
  for (const p of processes) {
    void (async () => {
      // Report a process that dies while the cluster runs (nginx skips it meanwhile).
      for (;;) {
        await sleep(2_000);
        if (stopping) return;
        if (!p.running) {
          console.error(
            `API process ${p.index} (${p.url}) has stopped; see ${dir}/logs/api-${p.index}.log`,
          );
          return;
        }
      }
    })();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await cli();
}
