// Generates the data layer of @colla/api-client from openapi.yaml, so screens never write a URL
// or a query key: packages/api-client/src/routes.gen.ts (each operation's tag, method, path and
// how its parameters travel) and packages/api-client/src/operations.gen.ts (per tag a key
// factory; per read a query options factory, plus infinite-query options for paged reads; per
// write a mutation hook that invalidates what packages/api-client/src/invalidation.ts says).
// It lives beside gen-fixtures.mjs to read the spec with the same openapi-doc.mjs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { listOperations, loadSpec, resolve } from './openapi-doc.mjs';

const HEADER =
  '// Generated from openapi.yaml by packages/mocks/scripts/gen-operations.mjs. Do not edit.\n';

export const GENERATED_DIR = fileURLToPath(new URL('../../api-client/src/', import.meta.url));

/** Names a variables object of a mutation uses for itself, so no parameter may take them. */
const RESERVED = ['body', 'request'];

const capitalize = (name) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * How a read pages: `page` (numbered pages, `meta.current_page`/`last_page`), `before_id` (older
 * items before the smallest id seen, `meta.last_page > 1` while more remain), or null.
 */
function pagingOf(doc, op, queryNames) {
  const schema = resolve(doc, op.schema ?? {});
  const meta = resolve(doc, schema?.properties?.meta ?? {});
  const pageShaped =
    schema?.properties?.data?.type === 'array' &&
    ['current_page', 'last_page'].every((field) => meta?.properties?.[field]);
  if (!pageShaped) return null;
  if (queryNames.includes('page')) return 'page';
  if (queryNames.includes('before_id')) return 'before_id';
  return null;
}

/** Each operation with what the generated code needs to call it. */
export function describeOperations(doc = loadSpec()) {
  return listOperations(doc).map((op) => {
    const item = resolve(doc, doc.paths[op.path]);
    const raw = item[op.method];
    const parameters = [...(item.parameters ?? []), ...(raw.parameters ?? [])].map((param) =>
      resolve(doc, param),
    );
    const names = (where) => parameters.filter((param) => param.in === where).map((p) => p.name);
    const pathParams = [...op.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    const queryParams = names('query');
    for (const name of [...pathParams, ...queryParams]) {
      if (RESERVED.includes(name)) throw new Error(`${op.operationId}: a parameter is "${name}"`);
      if (pathParams.includes(name) && queryParams.includes(name))
        throw new Error(`${op.operationId}: "${name}" is both a path and a query parameter`);
    }
    const requestBody = raw.requestBody ? resolve(doc, raw.requestBody) : null;
    const read = op.method === 'get';
    return {
      id: op.operationId,
      tag: op.tag,
      method: op.method,
      path: op.path,
      summary: raw.summary ?? '',
      read,
      pathParams,
      // An event stream is followed with `openStream`, not cached as a query.
      query: read && op.contentType !== 'text/event-stream',
      paging: read ? pagingOf(doc, op, queryParams) : null,
      form: Boolean(requestBody?.content?.['multipart/form-data']),
      text: op.contentType !== null && op.contentType !== 'application/json',
    };
  });
}

const quote = (value) => `'${value}'`;
const union = (values) => (values.length ? values.map(quote).join(' | ') : 'never');

function renderRoutes(ops) {
  const entries = ops.map((op) => {
    const fields = [
      `id: '${op.id}'`,
      `tag: '${op.tag}'`,
      `method: '${op.method}'`,
      `path: '${op.path}'`,
      `pathParams: [${op.pathParams.map(quote).join(', ')}]`,
    ];
    if (op.paging) fields.push(`paging: '${op.paging}'`);
    if (op.form) fields.push(`body: 'form'`);
    if (op.text) fields.push(`parseAs: 'text'`);
    return `  ${op.id}: { ${fields.join(', ')} },`;
  });
  const tags = [...new Set(ops.map((op) => op.tag))].sort();
  return `${HEADER}import type { OperationId, OperationRoute } from './data-layer';

/** Every operation of openapi.yaml: its tag, method and path, and how its parameters travel. */
export const operationRoutes = {
${entries.join('\n')}
} as const satisfies { [K in OperationId]: OperationRoute<K> };

/** The spec's tags: every query key starts with one. */
export type ApiTag = ${union(tags)};

/** Operations that read (GET) and are cached as queries. */
export type ReadOperationId = ${union(ops.filter((op) => op.query).map((op) => op.id))};

/** Operations that change something (POST, PUT, PATCH, DELETE). */
export type WriteOperationId = ${union(ops.filter((op) => !op.read).map((op) => op.id))};
`;
}

function renderOperations(ops) {
  const tags = [...new Set(ops.map((op) => op.tag))].sort();
  const keyGroups = tags.map((tag) => {
    const lines = [`    all: tagKey('${tag}'),`];
    for (const op of ops.filter((o) => o.tag === tag && o.query)) {
      lines.push(
        `    ${op.id}: (params?: Partial<OperationParams<'${op.id}'>>) => operationKey(route.${op.id}, params),`,
      );
      if (op.paging) {
        lines.push(
          `    ${op.id}Infinite: (params?: Partial<InfiniteParams<'${op.id}'>>) =>\n      infiniteKey(route.${op.id}, params),`,
        );
      }
    }
    return `  ${tag}: {\n${lines.join('\n')}\n  },`;
  });

  const sections = tags.map((tag) => {
    const lines = [`// ${tag}`];
    for (const op of ops.filter((o) => o.tag === tag)) {
      const doc = `/** \`${op.method.toUpperCase()} ${op.path}\`${op.summary ? `: ${op.summary}` : ''}. */`;
      if (op.query) {
        lines.push(
          doc,
          `export const ${op.id}Options = (...[params]: ParamsArgs<'${op.id}'>) =>\n  readOptions(route.${op.id}, params);`,
        );
        if (op.paging) {
          const factory = op.paging === 'page' ? 'pageInfiniteOptions' : 'cursorInfiniteOptions';
          lines.push(
            `/** \`${op.method.toUpperCase()} ${op.path}\` page after page (\`${op.paging}\`). */`,
            `export const ${op.id}InfiniteOptions = (...[params]: InfiniteParamsArgs<'${op.id}'>) =>\n  ${factory}(route.${op.id}, params);`,
          );
        }
      } else if (!op.read) {
        lines.push(
          doc,
          `export const use${capitalize(op.id)}Mutation = <TContext = unknown>(\n  options?: OperationMutationOptions<'${op.id}', TContext>,\n) => useOperationMutation(route.${op.id}, options);`,
        );
      }
    }
    return lines.join('\n');
  });

  return `${HEADER}import {
  cursorInfiniteOptions,
  infiniteKey,
  operationKey,
  pageInfiniteOptions,
  readOptions,
  tagKey,
  useOperationMutation,
  type InfiniteParams,
  type InfiniteParamsArgs,
  type OperationMutationOptions,
  type OperationParams,
  type ParamsArgs,
} from './data-layer';
import { operationRoutes as route } from './routes.gen';

/**
 * Query keys per tag: \`keys.<Tag>.all\` (every query of the tag) and
 * \`keys.<Tag>.<operationId>(params)\` (\`[tag, operationId, params]\`; without params, every query
 * of the operation).
 */
export const keys = {
${keyGroups.join('\n')}
};

${sections.join('\n\n')}
`;
}

/** The generated files' contents, from the current openapi.yaml. */
export async function render() {
  const ops = describeOperations();
  // The file name tells prettier these are .ts files, not .tsx (`<T = unknown>`, no comma).
  const config = (filepath) => ({ singleQuote: true, printWidth: 100, filepath });
  return {
    count: ops.length,
    files: {
      'routes.gen.ts': await format(renderRoutes(ops), config('routes.gen.ts')),
      'operations.gen.ts': await format(renderOperations(ops), config('operations.gen.ts')),
    },
  };
}

export async function generate() {
  const { count, files } = await render();
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(GENERATED_DIR, name), content);
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = await generate();
  console.log(`Generated the data layer for ${count} operations.`);
}
