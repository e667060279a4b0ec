/**
 * Small HTTP helpers for driving a Colla server or cluster from tests and benchmarks: JSON calls,
 * demo sign-in, and a server-sent-events reader that records when each event arrived.
 * Times are `performance.now()` milliseconds (monotonic), comparable within one process.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

export const DEMO_PASSWORD = 'colla-demo-2026';

/**
 * Calls `method base+path` with a JSON body; answers `{status, headers, json, text, upstream}`
 * (`upstream`: nginx's X-Colla-Upstream, the process that answered, when through the cluster).
 */
export async function callJson(baseUrl, method, path, options = {}) {
  const { token, body, headers = {}, timeoutMs = 15_000 } = options;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    headers: response.headers,
    json,
    text,
    upstream: response.headers.get('x-colla-upstream') ?? undefined,
  };
}

/** Signs in (`POST /api/login`); throws unless it answers 200 with a token. */
export async function signIn(baseUrl, email, password = DEMO_PASSWORD) {
  const answer = await callJson(baseUrl, 'POST', '/api/login', { body: { email, password } });
  if (answer.status !== 200 || typeof answer.json?.token !== 'string') {
    throw new Error(
      `Signing in as ${email} answered ${answer.status}: ${answer.text.slice(0, 300)}`,
    );
  }
  return { token: answer.json.token, user: answer.json.user };
}

/** All pages of a paginated list (`{data, meta: {last_page}}`), at most `maxPages`. */
export async function listAll(baseUrl, path, token, maxPages = 20) {
  const items = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const answer = await callJson(baseUrl, 'GET', `${path}${separator}page=${page}&per_page=100`, {
      token,
    });
    if (answer.status !== 200) {
      throw new Error(`GET ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    }
    items.push(...answer.json.data);
    if (page >= (answer.json.meta?.last_page ?? 1)) break;
  }
  return items;
}

/**
 * A conversation both users take part in (the first one the first user lists that the second
 * also lists), as the API describes it.
 */
export async function sharedConversation(baseUrl, tokenA, tokenB) {
  const [mine, theirs] = await Promise.all([
    listAll(baseUrl, '/api/conversations', tokenA),
    listAll(baseUrl, '/api/conversations', tokenB),
  ]);
  const ids = new Set(theirs.map((conversation) => conversation.id));
  const shared = mine.find((conversation) => ids.has(conversation.id));
  if (!shared) throw new Error('The two users share no conversation.');
  return shared;
}

/** Sends a chat message (`POST /api/conversations/{id}/messages`); answers the stored message. */
export async function sendMessage(baseUrl, token, conversationId, body, clientId) {
  const answer = await callJson(baseUrl, 'POST', `/api/conversations/${conversationId}/messages`, {
    token,
    body: { body, client_id: clientId ?? randomUUID() },
  });
  if (answer.status !== 201) {
    throw new Error(`Sending a message answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  return answer.json;
}

function parseBlock(block, at) {
  const event = { event: 'message', id: undefined, data: '', comments: [], at };
  const data = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) event.comments.push(line.slice(1).trim());
    else {
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event.event = value;
      else if (field === 'id') event.id = value;
      else if (field === 'data') data.push(value);
    }
  }
  if (data.length === 0) return { comments: event.comments, event: null };
  event.data = data.join('\n');
  try {
    event.json = JSON.parse(event.data);
  } catch {
    event.json = undefined;
  }
  return { comments: event.comments, event };
}

/**
 * Opens a server-sent-events stream (`GET base+path`, bearer token, optional Last-Event-ID) on
 * its own connection. Resolves once the response headers arrived (any status: check
 * `status`). Collects `events` ({event, id, data, json, at}) and `comments` ({text, at}).
 */
export function openEventStream(baseUrl, path, options = {}) {
  const { token, lastEventId, timeoutMs = 10_000, headers = {} } = options;
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const openedAt = performance.now();
    const req = httpRequest(url, {
      method: 'GET',
      agent: false,
      headers: {
        accept: 'text/event-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
        ...headers,
      },
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`No answer from ${url} in ${timeoutMs} ms`));
    }, timeoutMs);
    req.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.once('response', (res) => {
      clearTimeout(timer);
      const stream = {
        status: res.statusCode,
        headers: res.headers,
        upstream: res.headers['x-colla-upstream'],
        openedAt,
        events: [],
        comments: [],
        text: '',
        closed: false,
        error: undefined,
        /** Waits until `predicate(stream)` holds; rejects after `ms` or when the stream ends. */
        waitFor(predicate, ms = 5_000, what = 'the condition') {
          if (predicate(stream)) return Promise.resolve(stream);
          return new Promise((resolveWait, rejectWait) => {
            const waiter = () => {
              if (predicate(stream)) finish();
              else if (stream.closed) finish(new Error(`The stream ended before ${what}`));
            };
            const finish = (error) => {
              clearTimeout(waitTimer);
              waiters.delete(waiter);
              if (error) rejectWait(error);
              else resolveWait(stream);
            };
            const waitTimer = setTimeout(
              () => finish(new Error(`No ${what} on ${url.pathname} within ${ms} ms`)),
              ms,
            );
            waiters.add(waiter);
          });
        },
        /** The event of message `id` (by its SSE id or its JSON id), once it arrived. */
        async waitForMessage(id, ms = 5_000) {
          await stream.waitFor((s) => s.findMessage(id) !== undefined, ms, `message ${id}`);
          return stream.findMessage(id);
        },
        findMessage(id) {
          return stream.events.find(
            (event) => event.id === String(id) || (event.json && event.json.id === id),
          );
        },
        close() {
          stream.closed = true;
          res.destroy();
          req.destroy();
          for (const waiter of [...waiters]) waiter();
        },
      };
      const waiters = new Set();
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        const at = performance.now();
        if (stream.text.length < 1_000_000) stream.text += chunk;
        buffer += chunk.replace(/\r\n?/g, '\n');
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const { comments, event } = parseBlock(block, at);
          for (const text of comments) stream.comments.push({ text, at });
          if (event) stream.events.push(event);
        }
        for (const waiter of [...waiters]) waiter();
      });
      const ended = (error) => {
        if (error) stream.error = error;
        stream.closed = true;
        for (const waiter of [...waiters]) waiter();
      };
      res.once('end', () => ended());
      res.once('error', (error) => ended(error));
      res.once('close', () => ended());
      resolve(stream);
    });
    req.end();
  });
}
