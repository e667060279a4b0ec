import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import * as schema from '../db/schema';
import { CASING } from '../db/client';

// drizzle-kit/api adds an *enumerable* Array.prototype.random when imported, which breaks the
// response serializer's oneOf branches (every `for…in` over an array sees it). Hide it.
if (Object.getOwnPropertyDescriptor(Array.prototype, 'random')?.enumerable) {
  Object.defineProperty(Array.prototype, 'random', { enumerable: false });
}

/**
 * The SQL that creates the current schema from nothing, computed from the Drizzle tables.
 * Tests use it so they always run on the schema as written; `migrations.test.ts` checks that the
 * committed migrations produce the same schema.
 */
export async function schemaSql(): Promise<string> {
  const empty = generateDrizzleJson({}, undefined, undefined, CASING);
  const current = generateDrizzleJson(schema, empty.id, undefined, CASING);
  const statements = await generateMigration(empty, current);
  return statements.join(';\n');
}
