import Fastify from 'fastify';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import {
  loggerOptions,
  parseLogLevel,
  readableLogLine,
  RequestLogController,
  type LogLevel,
} from './logging';

/** Issue 24, item 8: a quiet, clear server: request logs at LOG_LEVEL, errors always. */

describe('LOG_LEVEL', () => {
  it('defaults to warn in development and info in production', () => {
    expect(parseLogLevel(undefined, false)).toBe('warn');
    expect(parseLogLevel('', true)).toBe('info');
    expect(parseLogLevel(' DEBUG ', false)).toBe('debug');
  });

  it('refuses a level that would hide errors, or one that does not exist', () => {
    expect(() => parseLogLevel('silent', true)).toThrow(/LOG_LEVEL must be one of error, warn/);
    expect(() => parseLogLevel('loud', false)).toThrow(/not "loud"/);
  });
});

describe('readable log lines', () => {
  const time = Date.UTC(2026, 10, 28, 12, 4, 31);
  it('writes a request as method, address, status and time', () => {
    const line = JSON.stringify({
      level: 30,
      time,
      msg: 'request',
      method: 'GET',
      url: '/api/deals',
      status: 200,
      ms: 12,
    });
    expect(readableLogLine(line)).toBe('12:04:31 GET /api/deals 200 12 ms');
  });

  it('writes an error with its stack', () => {
    const line = JSON.stringify({
      level: 50,
      time,
      msg: 'unexpected error',
      err: { message: 'boom', stack: 'Error: boom\n    at here' },
    });
    expect(readableLogLine(line)).toBe('12:04:31 ERROR unexpected error\nError: boom\n    at here');
  });
});

async function serve(logLevel: LogLevel) {
  const out = new PassThrough();
  let written = '';
  out.on('data', (chunk: Buffer) => (written += chunk.toString()));
  const app = Fastify({
    logger: loggerOptions({ logger: true, logLevel, production: false }, out),
    logController: new RequestLogController(),
  });
  app.get('/fine', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('the disk went away');
  });
  await app.inject('/fine');
  await app.inject('/broken');
  await app.close();
  await new Promise((resolve) => setImmediate(resolve));
  return written.trim().split('\n').filter(Boolean);
}

describe('the server log', () => {
  it('says nothing of answered requests at the default level, and still logs the failure', async () => {
    const lines = await serve('warn');
    expect(lines.some((line) => line.includes('/fine'))).toBe(false);
    expect(lines.join('\n')).toMatch(/ERROR .*\nError: the disk went away/);
  });

  it('writes one line per request at info', async () => {
    const lines = await serve('info');
    expect(lines.filter((line) => / GET \/fine 200 \d+ ms$/.test(line))).toHaveLength(1);
    expect(lines.some((line) => line.includes('incoming request'))).toBe(false);
  });
});

describe('starting the server', () => {
  it('warns of nothing at the default level, and a calendar or event-stream body is refused', async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    let t: TestApp | undefined;
    try {
      // (The storage folder exists, as main.ts makes sure before the server starts.)
      const storageDir = await mkdtemp(join(tmpdir(), 'colla-log-'));
      t = await createTestApp({ logger: true, logLevel: 'warn', storageDir });
      const answer = await t.call('POST', '/api/login', {
        headers: { 'content-type': 'text/calendar' },
        payload: 'BEGIN:VCALENDAR',
      });
      expect(answer.status).toBe(422);
    } finally {
      spy.mockRestore();
      await t?.app.close();
    }
    expect(written.join('')).toBe('');
  });
});
