import type { Socket } from 'node:net';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { authenticate, bearerToken } from './auth/context';
import type { Config } from './config';
import { createAppContext, type AppContext } from './context';
import type { OpenedDatabase } from './db/client';
import {
  HttpError,
  TOO_MANY_REQUESTS,
  answerLocale,
  errorHandler,
  unauthenticated,
  validationFailed,
} from './http/errors';
import { loadMessages, translate } from './i18n/messages';
import { registerApps, registerStorage } from './static';
import { HIJACKED, type HandlerContext, type Handlers, type OperationId } from './http/handler';
import { loggerOptions, RequestLogController } from './http/logging';
import { fullName } from './lib/names';
import { requesterLocale } from './i18n/language';

export const OPENAPI_PATH = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));

interface SpecOperation {
  requestBody?: { $ref?: string; required?: boolean; content?: Record<string, unknown> };
  security?: Record<string, unknown>[];
}

interface SpecRoutes {
  /**
   * The routes whose request body is JSON, as `METHOD /fastify/:path` → body required. Fastify
   * validates a body against the spec only when it was parsed as JSON, so these routes refuse
   * any other content type and a missing required body before validation.
   */
  jsonBodies: Map<string, boolean>;
  /** The routes that need a bearer token (`METHOD /fastify/:path`): their answers are private. */
  signedIn: Set<string>;
}

function specRoutes(): SpecRoutes {
  const spec = parse(readFileSync(OPENAPI_PATH, 'utf8')) as {
    paths: Record<string, Record<string, SpecOperation>>;
    security?: Record<string, unknown>[];
    components?: { requestBodies?: Record<string, SpecOperation['requestBody']> };
  };
  const jsonBodies = new Map<string, boolean>();
  const signedIn = new Set<string>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const route = `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;
      if ((operation.security ?? spec.security ?? []).some((scheme) => 'bearerAuth' in scheme)) {
        signedIn.add(route);
      }
      let body = operation.requestBody;
      if (body?.$ref) body = spec.components?.requestBodies?.[body.$ref.split('/').at(-1) ?? ''];
      if (!body?.content?.['application/json']) continue;
      jsonBodies.set(route, body.required === true);
    }
  }
  return { jsonBodies, signedIn };
}

const IMPERSONATION_LOG_SKIPPED = new Set(['/api/admin/impersonate/exit', '/api/logout']);

export interface ServerOptions {
  config: Config;
  database: OpenedDatabase;
  handlers: Handlers;
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    colla: AppContext;
  }
}

function createAjv(strictBody: boolean) {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    // Unknown fields are an error, never silently dropped.
    removeAdditional: false,
    useDefaults: true,
    // Query strings and path ids arrive as text; JSON bodies must have the right types.
    coerceTypes: strictBody ? false : 'array',
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'example' });
  return ajv;
}

export async function buildServer({
  config,
  database,
  handlers,
  now,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    logController: new RequestLogController(),
    // A proposal image travels as base64 in JSON: allow the image limit plus a third.
    bodyLimit: Math.ceil(config.uploads.imageMaxBytes * 1.4) + 64 * 1024,
    // A request must arrive whole within this time, and a connection with nothing moving is
    // closed: slow bodies (and slow headers, Node's 60 s) cannot hold connections open.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    // Whose X-Forwarded-For to believe: nobody's unless TRUST_PROXY names the proxy.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    ajv: { customOptions: { removeAdditional: false } },
  });

  // The server's catalogs are read now: a broken catalog stops the start, not a request.
  loadMessages();
  const context = createAppContext(database.db, config, now, {
    logger: app.log,
    listen: (channel, listenHandlers) => database.listen(channel, listenHandlers),
  });
  // Every process hears every process's live events before it serves.
  await context.live.start();
  // Mail still on its way when the server stops is delivered first; the push worker finishes
  // its run (what it has not claimed waits in push_deliveries for the next start).
  app.addHook('onClose', async () => {
    context.chatStreams.stop();
    context.userEvents.stop();
    await context.live.stop();
    await context.push.stop();
    await context.mail.idle();
  });
  if (config.push.worker) app.addHook('onReady', async () => context.push.start());
  app.decorate('colla', context);
  app.decorateRequest('auth', null);

  const bodyAjv = createAjv(true);
  const otherAjv = createAjv(false);
  app.setValidatorCompiler(({ schema, httpPart, contentType }) =>
    httpPart === 'body' && contentType === 'multipart/form-data'
      ? // @fastify/multipart leaves the body unparsed: upload handlers read and check the parts.
        () => true
      : (httpPart === 'body' ? bodyAjv : otherAjv).compile(schema),
  );

  app.setErrorHandler(errorHandler);
  // Open live streams would keep the server from closing.
  app.addHook('preClose', async () => {
    context.chatStreams.closeAll();
    context.userEvents.closeAll();
  });
  app.setNotFoundHandler((request, reply) => {
    const route = `${request.method} ${request.url.split('?')[0] ?? ''}`;
    return reply.code(404).send({
      message: translate(
        answerLocale(request, reply),
        /*i18n*/ {
          id: 'No route for {route}.',
          values: { route },
        },
      ),
    });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // Small font subsets are inlined into the CSS as data: URLs by the build.
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.production,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  // A flood guard per address in this process; sign-in and the account doors are throttled
  // in the database, across processes (src/http/throttle.ts).
  await app.register(rateLimit, {
    global: true,
    keyGenerator: (request: FastifyRequest) => request.ip,
    max: config.rateLimit.perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, TOO_MANY_REQUESTS, undefined, {
        'Retry-After': String(Math.ceil(context.ttl / 1000)),
      }),
  });
  await app.register(multipart, {
    limits: { fileSize: config.uploads.videoMaxBytes, files: 1, fields: 10 },
  });

  const routes = specRoutes();
  app.addHook('preValidation', async (request) => {
    const required = routes.jsonBodies.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (required === undefined) return;
    if (request.body === undefined) {
      if (required) {
        throw validationFailed({ body: [/*i18n*/ { id: 'The request body is required.' }] });
      }
      return;
    }
    const type = request.headers['content-type']?.toLowerCase() ?? '';
    if (!type.startsWith('application/json')) {
      throw validationFailed({
        body: [/*i18n*/ { id: 'The request body must be JSON (Content-Type: application/json).' }],
      });
    }
  });

  // Types the API only answers with (the chat's event stream, the calendar feed): a request body
  // of either is refused like any other type the API does not read. (Declaring them keeps
  // openapi-glue from warning at every start that it has no parser for them.)
  app.addContentTypeParser(['text/event-stream', 'text/calendar'], (request, _body, done) => {
    done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']), undefined);
  });

  await app.register(openapiGlue, {
    specification: OPENAPI_PATH,
    securityHandlers: {
      async bearerAuth(request: FastifyRequest) {
        const token = bearerToken(request);
        const auth = token ? await authenticate(database.db, token) : null;
        if (!auth) throw unauthenticated();
        request.auth = auth;
      },
    },
    operationResolver: (operationId: string) => {
      const id = operationId as OperationId;
      // Fail at start, not per request, when the spec names an operation without a handler.
      if (!handlers[id])
        throw new Error(`openapi.yaml names ${operationId}, which has no handler.`);
      // openapi-glue types the handler as returning void, but hands it to Fastify as the route's
      // handler, which awaits an async one (its result is the reply, a rejection the error reply).
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Fastify awaits the async route handler; openapi-glue's type says void
      return async (request: FastifyRequest, reply) => {
        // One function per operation id; called with the context of whichever operation it is.
        const handler = handlers[id] as (
          ctx: HandlerContext<OperationId>,
        ) => ReturnType<Handlers[OperationId]>;
        const result = await handler({
          params: (request.params ?? {}) as HandlerContext<OperationId>['params'],
          query: (request.query ?? {}) as HandlerContext<OperationId>['query'],
          body: request.body as HandlerContext<OperationId>['body'],
          auth: request.auth,
          req: request,
          reply,
          app: context,
        });
        if (result === HIJACKED) return reply;
        if (result.headers) void reply.headers(result.headers);
        return reply.code(result.status).send(result.body);
      };
    },
  });

  await registerStorage(app, config);
  if (config.serveApps) await registerApps(app, config);

  // A request body must arrive whole within REQUEST_TIMEOUT_MS, however steadily it trickles
  // (Node's own requestTimeout does not cut a body that keeps moving): 408 and the connection
  // is closed.
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const length = raw.headers['content-length'];
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    if (raw.complete || !hasBody) return;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      // An injected request (tests) has no real socket to cut.
      const socket = raw.socket as Partial<Socket> | null;
      if (!socket || typeof socket.end !== 'function' || socket.destroyed) return;
      request.log.warn('request body too slow: cut off');
      const { locale } = requesterLocale(request);
      socket.end(
        'HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json\r\nVary: Accept-Language\r\nConnection: close\r\n\r\n' +
          JSON.stringify({
            message: translate(
              locale,
              /*i18n*/ {
                id: 'The request took too long to arrive. Please try again.',
              },
            ),
          }),
      );
      socket.destroySoon?.();
    }, config.timeouts.requestMs);
    timer.unref();
    const done = () => clearTimeout(timer);
    raw.once('end', done);
    raw.once('close', done);
    reply.raw.once('close', done);
  });

  // An answer to a signed-in caller is theirs alone: no browser or shared cache may keep it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.auth ||
      request.headers.authorization !== undefined ||
      routes.signedIn.has(`${request.method} ${request.routeOptions.url ?? ''}`)
    ) {
      void reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });

  // Every write made while impersonating is recorded with the original admin.
  app.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    if (!auth?.impersonator || request.method === 'GET' || reply.statusCode >= 400) return;
    // Leaving impersonation and signing out are logged as such by their handlers.
    if (IMPERSONATION_LOG_SKIPPED.has(request.routeOptions.url ?? '')) return;
    await context.logActivity(
      database.db,
      auth,
      {
        action: 'impersonation.write',
        description: `${fullName(auth.impersonator)} as ${fullName(auth.user)}: ${request.method} ${request.routeOptions.url ?? request.url}`,
      },
      request.ip,
    );
  });

  return app;
}
