// Generates the default mock data and handlers from openapi.yaml, so the spec stays the one
// source: src/fixtures.gen.ts (each operation's success example, typed by the generated
// `operations`) and src/handlers.gen.ts (one openapi-msw handler per operation, grouped by tag).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { listOperations, loadSpec } from './openapi-doc.mjs';

const HEADER =
  '// Generated from openapi.yaml by packages/mocks/scripts/gen-fixtures.mjs. Do not edit.\n';
const out = (name) => fileURLToPath(new URL(`../src/${name}`, import.meta.url));

/** The generated files' contents, from the current openapi.yaml. */
export async function render() {
  const operations = listOperations(loadSpec());
  const missing = operations.filter((op) => op.contentType && op.example === undefined);
  if (missing.length) {
    throw new Error(`No example for: ${missing.map((op) => op.operationId).join(', ')}`);
  }

  const fixtureLines = [];
  const fixtureTypes = [];
  for (const op of operations) {
    if (!op.contentType) continue;
    const type = `operations['${op.operationId}']['responses'][${op.status}]['content']['${op.contentType}']`;
    fixtureTypes.push(`  ${op.operationId}: ${type};`);
    fixtureLines.push(`  ${op.operationId}: ${JSON.stringify(op.example)},`);
  }
  const fixtures = `${HEADER}import type { operations } from '@colla/api-client';

/** Each operation's success example from openapi.yaml: the default mock data. */
export interface Fixtures {
${fixtureTypes.join('\n')}
}

export const fixtures: Fixtures = {
${fixtureLines.join('\n')}
};
`;

  const byTag = new Map();
  for (const op of operations) {
    const path = op.path;
    let body;
    if (!op.contentType) {
      body = `response(${op.status}).empty()`;
    } else if (op.contentType === 'application/json') {
      body = `response(${op.status}).json(fixtures.${op.operationId})`;
    } else {
      body = `response(${op.status}).text(fixtures.${op.operationId}, { headers: { 'Content-Type': '${op.contentType}' } })`;
    }
    const line = `    http.${op.method}('${path}', ({ response }) => ${body}),`;
    byTag.set(op.tag, [...(byTag.get(op.tag) ?? []), line]);
  }
  const groups = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, lines]) => `  ${tag}: [\n${lines.join('\n')}\n  ],`)
    .join('\n');
  const handlers = `${HEADER}import { fixtures } from './fixtures.gen';
import { http } from './http';

/** One default handler per operation, answering with its spec example, grouped by tag. */
export const handlersByTag = {
${groups}
};
`;

  const config = { singleQuote: true, printWidth: 100, parser: 'typescript' };
  return {
    count: operations.length,
    files: {
      'fixtures.gen.ts': await format(fixtures, config),
      'handlers.gen.ts': await format(handlers, config),
    },
  };
}

export const GENERATED_DIR = fileURLToPath(new URL('../src/', import.meta.url));

export async function generate() {
  const { count, files } = await render();
  for (const [name, content] of Object.entries(files)) writeFileSync(out(name), content);
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = await generate();
  console.log(`Generated fixtures and handlers for ${count} operations.`);
}
