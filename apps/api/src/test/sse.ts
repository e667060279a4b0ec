import type { AddressInfo } from 'node:net';
import { oncePerApp } from '../contract/define';
import type { CallResult } from './harness';
import { tokenOf, type As, type ContractApp } from './op';

/**
 * Event streams over real HTTP in contract cases: the server on a real port, a stream read with
 * fetch streaming, and what the contract checks of it.
 */

/** The server on a real port (once per test server), for fetch streaming. */
export const baseUrl = oncePerApp(async (t) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
});

export interface OpenStream {
  response: Response;
  firstChunk: string;
  /** Reads until the text received so far satisfies `done` (5 s at most). */
  readUntil(done: (text: string) => boolean): Promise<string>;
  close(): Promise<void>;
}

/** Opens the stream at `url` (an API path) as `as` and reads its first chunk. */
export async function openStream(
  t: ContractApp,
  url: string,
  as: As,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${await baseUrl(t)}${url}`, {
    headers: { authorization: `Bearer ${tokenOf(t, as)}`, ...headers },
    signal: controller.signal,
  });
  const body = response.body;
  if (!body) throw new Error('no stream body');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const readUntil = async (done: (text: string) => boolean) => {
    const deadline = Date.now() + 5000;
    while (!done(text)) {
      if (Date.now() > deadline) throw new Error(`stream timed out; received: ${text}`);
      const timeout = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), deadline - Date.now()),
      );
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk === 'timeout') continue;
      if (chunk.done) throw new Error(`stream ended; received: ${text}`);
      text += decoder.decode(chunk.value, { stream: true });
    }
    return text;
  };
  const firstChunk = await readUntil((received) => received.length > 0);
  return {
    response,
    firstChunk,
    readUntil,
    async close() {
      controller.abort();
      await reader.cancel().catch(() => undefined);
    },
  };
}

/** The contract sees the stream's status, type and first chunk. */
export function streamResult(stream: OpenStream): CallResult {
  return {
    status: stream.response.status,
    headers: Object.fromEntries(stream.response.headers.entries()),
    contentType: stream.response.headers.get('content-type') ?? undefined,
    body: stream.firstChunk,
    text: stream.firstChunk,
  };
}

/** The events named `event` in a stream's text, in order: their id and parsed data. */
export function eventsNamed<T>(text: string, event: string): { id: string; data: T }[] {
  return text
    .split('\n\n')
    .filter((block) => block.split('\n').includes(`event: ${event}`))
    .map((block) => {
      const lines = block.split('\n');
      const id = lines.find((line) => line.startsWith('id: '))?.slice(4) ?? '';
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? 'null';
      return { id, data: JSON.parse(data) as T };
    });
}

/** Waits until `count()` open streams are left (5 s at most). */
export async function waitForStreams(count: () => number, left = 0): Promise<void> {
  const deadline = Date.now() + 5000;
  while (count() > left) {
    if (Date.now() > deadline) throw new Error(`${count()} streams still open`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
