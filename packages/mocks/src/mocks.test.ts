import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listOperations, loadSpec, type OpenApiOperation } from '../scripts/openapi-doc.mjs';
import { GENERATED_DIR, render } from '../scripts/gen-fixtures.mjs';
import { defaultHandlers, handlersByTag } from './index';

const spec = loadSpec();
const operations = listOperations(spec);

/** Rewrites `#/…` refs so they resolve inside the whole document, registered as "openapi". */
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

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(anchored(spec) as object, 'openapi');

function sampleUrl(op: OpenApiOperation): string {
  const path = op.path.replace(/\{[^}]+\}/g, '7');
  return `http://localhost${path}`;
}

async function answer(op: OpenApiOperation): Promise<Response | undefined> {
  const request = new Request(sampleUrl(op), { method: op.method.toUpperCase() });
  return getResponse(defaultHandlers, request, { baseUrl: 'http://localhost' });
}

describe('mocks generated from openapi.yaml', () => {
  it('are generated from the current openapi.yaml (run `pnpm gen` when this fails)', async () => {
    const { files } = await render();
    for (const [name, content] of Object.entries(files)) {
      expect(readFileSync(join(GENERATED_DIR, name), 'utf8'), name).toBe(content);
    }
  });

  it('cover every operation of the spec, once, grouped by its tag', () => {
    const handled = Object.entries(handlersByTag).flatMap(([tag, handlers]) =>
      handlers.map((handler) => `${tag} ${handler.info.method} ${String(handler.info.path)}`),
    );
    // MSW writes path parameters as `:name` where OpenAPI writes `{name}`.
    const expected = operations.map(
      (op) => `${op.tag} ${op.method.toUpperCase()} ${op.path.replace(/\{([^}]+)\}/g, ':$1')}`,
    );
    expect(handled.toSorted()).toEqual(expected.toSorted());
    expect(new Set(handled).size).toBe(handled.length);
  });

  it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s answers with a response that validates against the spec',
    async (_name, op) => {
      const response = await answer(op);
      expect(response, 'no default handler answered').toBeDefined();
      if (!response) return;
      expect(response.status).toBe(op.status);
      if (op.contentType === null) {
        expect(await response.text()).toBe('');
        return;
      }
      expect(response.headers.get('Content-Type')).toContain(op.contentType);
      if (op.contentType === 'application/json') {
        const body: unknown = await response.json();
        const validate = ajv.compile(anchored(op.schema) as object);
        expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);
      } else {
        expect((await response.text()).length).toBeGreaterThan(0);
      }
    },
  );
});
