export const DEMO_PASSWORD: string;

export interface JsonAnswer<T = unknown> {
  status: number;
  headers: Headers;
  json: T;
  text: string;
  /** nginx's X-Colla-Upstream (`127.0.0.1:<port>` of the process that answered), if any. */
  upstream: string | undefined;
}

export function callJson<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options?: {
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    timeoutMs?: number;
  },
): Promise<JsonAnswer<T>>;

export function signIn(
  baseUrl: string,
  email: string,
  password?: string,
): Promise<{
  token: string;
  user: { id: number; email: string; type: string } & Record<string, unknown>;
}>;

export function listAll<T = unknown>(
  baseUrl: string,
  path: string,
  token: string,
  maxPages?: number,
): Promise<T[]>;

export interface ConversationSummary {
  id: number;
  deal_id: number;
  [field: string]: unknown;
}

export function sharedConversation(
  baseUrl: string,
  tokenA: string,
  tokenB: string,
): Promise<ConversationSummary>;

export interface ChatMessage {
  id: number;
  conversation_id: number;
  body: string;
  client_id: string | null;
  created_at: string;
  sender: { id: number; name: string } & Record<string, unknown>;
}

export function sendMessage(
  baseUrl: string,
  token: string,
  conversationId: number,
  body: string,
  clientId?: string,
): Promise<ChatMessage>;

export interface StreamEvent {
  event: string;
  id: string | undefined;
  data: string;
  /** `data` parsed as JSON (undefined when it is not JSON). */
  json: unknown;
  /** performance.now() when the chunk holding the event arrived. */
  at: number;
}

export interface EventStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  upstream: string | undefined;
  /** performance.now() when the request was made. */
  openedAt: number;
  events: StreamEvent[];
  /** Comment lines (`: connected`, `: keep-alive`) with their arrival time. */
  comments: { text: string; at: number }[];
  /** Everything received (first megabyte). */
  text: string;
  closed: boolean;
  error: Error | undefined;
  waitFor(
    predicate: (stream: EventStream) => boolean,
    ms?: number,
    what?: string,
  ): Promise<EventStream>;
  waitForMessage(id: number, ms?: number): Promise<StreamEvent>;
  findMessage(id: number): StreamEvent | undefined;
  close(): void;
}

export function openEventStream(
  baseUrl: string,
  path: string,
  options?: {
    token?: string;
    lastEventId?: number | string;
    timeoutMs?: number;
    headers?: Record<string, string>;
  },
): Promise<EventStream>;
