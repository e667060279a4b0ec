export { DEMO_PASSWORD } from './cluster-client.mjs';

export const DEMO_ACCOUNTS: { email: string; type: 'admin' | 'brand' | 'creator' }[];
export const NGINX_PATH: string;

/** The newest Debian PostgreSQL's bin folder (`/usr/lib/postgresql/<v>/bin`), or null. */
export function findPostgresBin(): string | null;

export function nginxConfig(options: {
  dir: string;
  port: number;
  upstreamPorts: number[];
  accessLog?: boolean;
  workers?: number | 'auto';
}): string;

export interface ClusterOptions {
  /** Number of API processes (default 2). */
  processes?: number;
  /** nginx's port on 127.0.0.1 (default: a free one). */
  port?: number;
  /** Use this PostgreSQL instead of a throwaway one (the CLI passes DATABASE_URL). */
  databaseUrl?: string;
  /** The processes' shared DATA_DIR (default: a temporary folder removed by stop()). */
  dataDir?: string;
  /** NODE_ENV of the processes (default 'development'). */
  nodeEnv?: string;
  /** More environment for every process (rate limits, …). */
  env?: Record<string, string>;
  /** More environment for one process (by index). */
  processEnv?: (index: number) => Record<string, string> | undefined;
  /** PUBLIC_URL of the processes (default http://localhost:<nginx port>). */
  publicUrl?: string;
  /** nginx access log in the temporary folder (default true). */
  accessLog?: boolean;
  /** nginx worker_processes (default 'auto'). */
  nginxWorkers?: number | 'auto';
  /** Time-out of each process's start-up in ms (default 120000). */
  startTimeoutMs?: number;
  /** Receives progress lines (default: none). */
  log?: (line: string) => void;
}

export interface ClusterProcess {
  index: number;
  port: number;
  /** http://127.0.0.1:<port>, the process itself (not through nginx). */
  url: string;
  /** The running process's id, undefined while it is stopped. */
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Signals the process (default SIGTERM) and waits for it to end (SIGKILL after 10 s). */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port and waits until /health-check answers 200. */
  start(): Promise<void>;
}

export interface Cluster {
  /** nginx, http://127.0.0.1:<port>. */
  url: string;
  port: number;
  publicUrl: string;
  databaseUrl: string;
  dataDir: string;
  /** The temporary folder (logs/, nginx/, pg/, data/). */
  dir: string;
  processes: ClusterProcess[];
  /**
   * The throwaway PostgreSQL (null when `databaseUrl` was given): `stop('fast' | 'immediate')`
   * shuts it down like `pg_ctl -m fast|immediate`; `start()` starts it again on the same data.
   */
  postgres: { stop(mode?: 'fast' | 'immediate'): Promise<void>; start(): Promise<void> } | null;
  /** The tail of every log (PostgreSQL, each process, nginx), for failure messages. */
  logs(lines?: number): string;
  /** Stops nginx, the processes and PostgreSQL, and removes the temporary folder. */
  stop(): Promise<void>;
}

export function startCluster(options?: ClusterOptions): Promise<Cluster>;
