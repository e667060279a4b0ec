import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { OPENAPI_PATH } from '../server';

interface Operation {
  operationId: string;
  method: string;
  path: string;
  responses: Record<string, unknown>;
  /** Needs a bearer token: every answer is private (Cache-Control: no-store). */
  signedIn: boolean;
}

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        responses?: Record<string, unknown>;
        security?: Record<string, unknown>[];
      }
    >
  >;
  security?: Record<string, unknown>[];
};

export const spec = parse(readFileSync(OPENAPI_PATH, 'utf8')) as Doc;

function resolve(node: unknown): unknown {
  let current = node;
  while (current && typeof current === 'object' && '$ref' in current) {
    const ref = String((current as { $ref: string }).$ref);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], spec);
  }
  return current;
}

function anchored(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchored);
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' && value.startsWith('#')
          ? `openapi${value}`
          : anchored(value),
      ]),
    );
  }
  return node;
}

export const operations: Operation[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({
      operationId: String(op.operationId),
      method: method.toUpperCase(),
      path,
      responses: op.responses ?? {},
      signedIn: (op.security ?? spec.security ?? []).some((scheme) => 'bearerAuth' in scheme),
    })),
);

export const operationById = new Map(operations.map((op) => [op.operationId, op]));

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(anchored(spec) as object, 'openapi');
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

export interface ObservedResponse {
  status: number;
  contentType: string | undefined;
  body: unknown;
}

/** Problems with a response against the spec: an undeclared status, or a body off its schema. */
export function contractProblems(operationId: string, response: ObservedResponse): string[] {
  const op = operationById.get(operationId);
  if (!op) return [`${operationId} is not in openapi.yaml`];
  const declared = op.responses[String(response.status)];
  if (!declared) return [`status ${response.status} is not declared for ${operationId}`];
  const content = (resolve(declared) as { content?: Record<string, { schema?: unknown }> }).content;
  if (!content) {
    return response.body === undefined || response.body === ''
      ? []
      : [`${operationId} ${response.status} declares no body`];
  }
  const type = (response.contentType ?? '').split(';')[0]?.trim() ?? '';
  const media = content[type];
  if (!media)
    return [`content type "${type}" is not declared for ${operationId} ${response.status}`];
  const key = `${operationId} ${response.status} ${type}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(anchored(media.schema ?? {}) as object);
    validators.set(key, validate);
  }
  return validate(response.body) ? [] : [ajv.errorsText(validate.errors, { dataVar: 'body' })];
}
