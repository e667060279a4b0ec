// What the cluster tests share: one cluster per test file (scripts/cluster.mjs: PostgreSQL,
// several API processes on one DATA_DIR, nginx in front), demo sign-in, JSON calls on a given
// process or through nginx, and server-sent-events streams that record when each event arrived.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  callJson,
  openEventStream,
  sendMessage,
  sharedConversation,
  signIn,
  type ChatMessage,
  type EventStream,
  type JsonAnswer,
} from '../../../scripts/cluster-client.mjs';
import {
  DEMO_PASSWORD,
  startCluster,
  type Cluster,
  type ClusterOptions,
  type ClusterProcess,
} from '../../../scripts/cluster.mjs';

export type { ChatMessage, Cluster, ClusterProcess, EventStream, JsonAnswer };
export { DEMO_PASSWORD };

export const DEMO = {
  admin: 'admin@colla.test',
  brand: 'brand@colla.test',
  creator: 'creator@colla.test',
} as const;
export type DemoUser = keyof typeof DEMO;

/**
 * Environment of the tests' processes: the flood guard out of the way (a test can put it back
 * with `env`; sign-in throttling, THROTTLE_*, keeps its defaults), no built apps (another
 * project may be building them meanwhile).
 */
export const CLUSTER_TEST_ENV: Record<string, string> = {
  RATE_LIMIT_PER_MINUTE: '10000000',
  SERVE_APPS: 'false',
};

/** Where a request goes: `'nginx'`, a process's index, or the process itself. */
export type Target = 'nginx' | number | ClusterProcess;

export interface Session {
  token: string;
  user: { id: number; email: string; type: string } & Record<string, unknown>;
}

export interface ClusterTest {
  /** The running cluster (available from the first test on). */
  readonly cluster: Cluster;
  /** Process `index` of the cluster. */
  processAt(index: number): ClusterProcess;
  /** The base URL of a target. */
  urlOf(target: Target): string;
  /**
   * The index of the process that answered, from an `X-Colla-Upstream` value
   * (`127.0.0.1:<port>`, or `a, b` when nginx tried `a` first).
   */
  processIndexOf(upstream: string | undefined): number;
  call<T = unknown>(
    target: Target,
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<JsonAnswer<T>>;
  /** Signs a demo account in (`POST /api/login`) through the target (default nginx). */
  signIn(who: DemoUser, target?: Target): Promise<Session>;
  /** The id of a conversation both users take part in (listed by GET /api/conversations). */
  sharedConversation(a: Session, b: Session, target?: Target): Promise<number>;
  /** Sends a chat message through the target (a fresh client_id unless given). */
  send(
    target: Target,
    session: Session,
    conversationId: number,
    body: string,
    clientId?: string,
  ): Promise<ChatMessage>;
  /**
   * Opens `GET /api/conversations/{id}/stream` through the target; closed after the test.
   * Check `status`; `comments`/`events` carry arrival times; `waitForMessage(id)`.
   */
  openStream(
    target: Target,
    conversationId: number,
    options: { session: Session; lastEventId?: number },
  ): Promise<EventStream>;
  /** Opens `GET /api/me/events` (the user's own events) through the target; closed after the test. */
  openMyEvents(target: Target, options: { session: Session }): Promise<EventStream>;
  /** The tail of every log of the cluster. */
  logs(lines?: number): string;
}

/**
 * One cluster for this test file: started in beforeAll, stopped in afterAll. Streams opened
 * with `openStream` are closed after each test; a failed test prints the cluster's logs.
 */
export function setupCluster(options: ClusterOptions = {}): ClusterTest {
  let cluster: Cluster | undefined;
  const streams = new Set<EventStream>();

  beforeAll(async () => {
    cluster = await startCluster({
      ...options,
      env: { ...CLUSTER_TEST_ENV, ...options.env },
    });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await cluster?.stop();
  });
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      if (cluster) console.error(`Cluster logs:\n${cluster.logs()}`);
    });
  });
  afterEach(() => {
    for (const stream of streams) stream.close();
    streams.clear();
  });

  const running = (): Cluster => {
    if (!cluster) throw new Error('The cluster is not running (used outside a test?)');
    return cluster;
  };
  const processAt = (index: number): ClusterProcess => {
    const found = running().processes[index];
    if (!found) throw new Error(`There is no process ${index}`);
    return found;
  };
  const urlOf = (target: Target): string => {
    if (target === 'nginx') return running().url;
    return typeof target === 'number' ? processAt(target).url : target.url;
  };

  const test: ClusterTest = {
    get cluster() {
      return running();
    },
    processAt,
    urlOf,
    processIndexOf(upstream) {
      // After a failed try nginx lists every address it tried: the last one answered.
      const last = upstream?.split(',').at(-1)?.trim();
      const index = running().processes.findIndex((p) => last === `127.0.0.1:${p.port}`);
      if (index === -1) throw new Error(`No process of the cluster is ${upstream}`);
      return index;
    },
    call: (target, method, path, callOptions) => callJson(urlOf(target), method, path, callOptions),
    signIn: (who, target = 'nginx') => signIn(urlOf(target), DEMO[who], DEMO_PASSWORD),
    async sharedConversation(a, b, target = 'nginx') {
      return (await sharedConversation(urlOf(target), a.token, b.token)).id;
    },
    send: (target, session, conversationId, body, clientId) =>
      sendMessage(urlOf(target), session.token, conversationId, body, clientId),
    async openStream(target, conversationId, { session, lastEventId }) {
      const stream = await openEventStream(
        urlOf(target),
        `/api/conversations/${conversationId}/stream`,
        { token: session.token, lastEventId },
      );
      streams.add(stream);
      return stream;
    },
    async openMyEvents(target, { session }) {
      const stream = await openEventStream(urlOf(target), '/api/me/events', {
        token: session.token,
      });
      streams.add(stream);
      return stream;
    },
    logs: (lines) => running().logs(lines),
  };
  return test;
}
