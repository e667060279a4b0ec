import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

// Running the generator takes a few seconds, many more on a busy CI machine: this is a
// correctness check, not a timing one, so it gets room.
const GENERATOR_TIMEOUT_MS = 120_000;

describe('schema.d.ts', () => {
  it(
    'is generated from the current openapi.yaml (run `pnpm gen` when this fails)',
    { timeout: GENERATOR_TIMEOUT_MS },
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'colla-schema-'));
      try {
        const fresh = join(dir, 'schema.d.ts');
        const spec = process.env.COLLA_OPENAPI ?? '../../openapi.yaml';
        execFileSync(
          join(packageDir, 'node_modules/.bin/openapi-typescript'),
          [spec, '-o', fresh],
          {
            cwd: packageDir,
            stdio: 'pipe',
          },
        );
        expect(readFileSync(join(packageDir, 'src/schema.d.ts'), 'utf8')).toBe(
          readFileSync(fresh, 'utf8'),
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
