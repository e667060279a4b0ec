import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { Writable } from 'node:stream';

/**
 * What the server logs, and how (LOG_LEVEL). Errors are always logged, so the quietest level is
 * `error`; each request is one line at `info`. Production writes JSON lines (one per event, for a
 * log collector); elsewhere each line is written for a person: `12:04:31 ERROR unexpected error`
 * and the stack, `12:04:32 GET /api/deals 200 12 ms`.
 */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL, or the default: `info` in production (every request), `warn` otherwise. */
export function parseLogLevel(raw: string | undefined, production: boolean): LogLevel {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '') return production ? 'info' : 'warn';
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new Error(
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (errors are always logged), not "${raw}".`,
    );
  }
  return value as LogLevel;
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

const clock = (time: unknown) =>
  typeof time === 'number' ? new Date(time).toISOString().slice(11, 19) : '--:--:--';

/** One JSON log line (pino's) as a person reads it; a line that is not JSON stays as it is. */
export function readableLogLine(line: string): string {
  let event: Record<string, unknown>;
  try {
    event = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.trimEnd();
  }
  const time = clock(event.time);
  if (event.msg === 'request' && typeof event.method === 'string') {
    return `${time} ${event.method} ${String(event.url)} ${String(event.status)} ${String(event.ms)} ms`;
  }
  const level = LEVEL_NAMES[Number(event.level)] ?? 'LOG';
  const err = event.err as { stack?: unknown; message?: unknown } | undefined;
  const detail = err ? `\n${String(err.stack ?? err.message)}` : '';
  return `${time} ${level} ${String(event.msg ?? '')}${detail}`;
}

/** A stream for pino that writes each of its lines to `out` as `readableLogLine` says. */
export function readableLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') out.write(`${readableLogLine(line)}\n`);
      }
      done();
    },
  });
}

/** Fastify's logger: off in tests, JSON in production, readable lines (to `out`) elsewhere. */
export function loggerOptions(
  config: { logger: boolean; logLevel: LogLevel; production: boolean },
  out: NodeJS.WritableStream = process.stdout,
): FastifyServerOptions['logger'] {
  if (!config.logger) return false;
  return config.production
    ? { level: config.logLevel }
    : { level: config.logLevel, stream: readableLogStream(out) };
}

/**
 * One line per request, when it is answered (at `info`: off unless LOG_LEVEL asks for it), in
 * place of Fastify's two ("incoming request", "request completed"); a failed reply is an error.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
