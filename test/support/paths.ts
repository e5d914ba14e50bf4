import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The conformance vectors committed with the tests (see test/fixtures/vectors/README.md). */
export const VECTORS = join(ROOT, 'test', 'fixtures', 'vectors');
if (!existsSync(VECTORS)) throw new Error(`conformance vectors not found at ${VECTORS}`);

export const CLI = join(ROOT, 'dist', 'cli.js');
export const FIXTURES = join(ROOT, 'test', 'fixtures');
