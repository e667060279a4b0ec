// Reads openapi.yaml and lists its operations, for the fixture generator and the mock tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const OPENAPI_PATH =
  process.env.COLLA_OPENAPI ?? fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
export const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export function loadSpec(path = OPENAPI_PATH) {
  return parse(readFileSync(path, 'utf8'));
}

/** Follows a local `$ref` (one or more hops). */
export function resolve(doc, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`Circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    if (!current.$ref.startsWith('#/'))
      throw new Error(`Only local refs are supported: ${current.$ref}`);
    current = current.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((value, key) => value?.[key], doc);
  }
  return current;
}

/** The example a media type object gives: `example`, else the first of `examples`. */
export function mediaExample(doc, media) {
  if (media.example !== undefined) return media.example;
  const first = media.examples ? Object.values(media.examples)[0] : undefined;
  if (first !== undefined) return resolve(doc, first).value;
  const schema = resolve(doc, media.schema ?? {});
  if (schema?.examples?.length) return schema.examples[0];
  return schema?.example;
}

/**
 * Every operation with its success response: status, content type (null for no body),
 * the example, and the response's schema.
 */
export function listOperations(doc) {
  const operations = [];
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = resolve(doc, rawItem);
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const statuses = Object.keys(op.responses ?? {});
      const status = statuses.find((code) => /^2\d\d$/.test(code));
      if (!status) throw new Error(`${method.toUpperCase()} ${path} has no 2xx response`);
      const response = resolve(doc, op.responses[status]);
      const contentTypes = Object.keys(response.content ?? {});
      const contentType = contentTypes.includes('application/json')
        ? 'application/json'
        : (contentTypes[0] ?? null);
      const media = contentType ? response.content[contentType] : null;
      operations.push({
        path,
        method,
        operationId: op.operationId,
        tag: op.tags?.[0] ?? 'default',
        status: Number(status),
        errorStatuses: statuses.filter((code) => /^[45]\d\d$/.test(code)).map(Number),
        contentType,
        example: media ? mediaExample(doc, media) : undefined,
        schema: media?.schema,
        security: op.security ?? doc.security ?? [],
      });
    }
  }
  return operations;
}
