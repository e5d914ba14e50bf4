import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** ../shared/vectors beside the checkout (CI lays a copy of shared/ there), or TOOLSEAL_VECTORS. */
export const VECTORS = process.env.TOOLSEAL_VECTORS ?? join(ROOT, '..', 'shared', 'vectors');
if (!existsSync(VECTORS)) throw new Error(`conformance vectors not found at ${VECTORS} (set TOOLSEAL_VECTORS)`);

export const CLI = join(ROOT, 'dist', 'cli.js');
export const FIXTURES = join(ROOT, 'test', 'fixtures');
