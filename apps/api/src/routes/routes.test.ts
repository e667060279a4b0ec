import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { spec } from '../test/spec';

/**
 * One route file per spec tag: `routes/<tag in kebab-case>.ts` registers exactly the operations
 * of its tag (by operationId), exported as `<tag in camelCase>Handlers`.
 */
const ROUTES_DIR = fileURLToPath(new URL('.', import.meta.url));

const kebab = (tag: string) => tag.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase();
const camel = (tag: string) => tag.charAt(0).toLowerCase() + tag.slice(1);

const tagNames = (spec as unknown as { tags: { name: string }[] }).tags.map((tag) => tag.name);

/** The operationIds of each tag, as openapi.yaml's operations declare them. */
const operationsByTag = new Map<string, string[]>(tagNames.map((tag) => [tag, []]));
for (const methods of Object.values(spec.paths)) {
  for (const operation of Object.values(methods) as { operationId?: string; tags?: string[] }[]) {
    if (!operation.operationId) continue;
    for (const tag of operation.tags ?? []) {
      const list = operationsByTag.get(tag);
      if (!list) throw new Error(`${operation.operationId}: tag ${tag} is not declared`);
      list.push(operation.operationId);
    }
  }
}

/** A route file's exports (imported by path: the names come from the spec). */
const load = async (file: string) =>
  (await import(pathToFileURL(join(ROUTES_DIR, `${file}.ts`)).href)) as Record<string, object>;

const routeFiles = readdirSync(ROUTES_DIR)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => basename(file, '.ts'))
  .sort();

describe('route files', () => {
  it('are one per spec tag, named after it', () => {
    expect(routeFiles).toEqual(tagNames.map(kebab).sort());
  });

  it('give every operation exactly one tag', () => {
    const counts = new Map<string, number>();
    for (const ids of operationsByTag.values()) {
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect([...counts].filter(([, n]) => n !== 1)).toEqual([]);
  });

  for (const tag of tagNames) {
    it(`routes/${kebab(tag)}.ts handles exactly the ${tag} operations`, async () => {
      const module = await load(kebab(tag));
      const group = module[`${camel(tag)}Handlers`];
      expect(group, `${camel(tag)}Handlers exported`).toBeDefined();
      expect(Object.keys(group ?? {}).sort()).toEqual([...(operationsByTag.get(tag) ?? [])].sort());
    });
  }

  it('together handle every operation, each in one file only', async () => {
    const seen = new Map<string, string[]>();
    for (const file of routeFiles) {
      const module = await load(file);
      for (const [name, group] of Object.entries(module)) {
        if (!name.endsWith('Handlers')) continue;
        for (const id of Object.keys(group)) seen.set(id, [...(seen.get(id) ?? []), file]);
      }
    }
    const all = [...operationsByTag.values()].flat().sort();
    expect([...seen.keys()].sort()).toEqual(all);
    expect([...seen].filter(([, files]) => files.length > 1)).toEqual([]);
    expect(Object.keys(handlers).sort()).toEqual(all);
  });
});
