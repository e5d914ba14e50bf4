import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { digestTools, manifestDigest, toolDigest, type RawTool } from '../../src/core/surface.js';
import { VECTORS } from '../support/paths.js';

interface DigestCase {
  name: string;
  tools: RawTool[];
  toolDigests: Record<string, string>;
  manifestDigest: string;
}
const { cases } = JSON.parse(readFileSync(join(VECTORS, 'digests.json'), 'utf8')) as { cases: DigestCase[] };

describe('surface digests (HISTOR-compatible vectors)', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s: per-tool and manifest digests match', (_n, c) => {
    for (const t of c.tools) expect(toolDigest(t)).toBe(c.toolDigests[t.name]);
    expect(manifestDigest(c.tools)).toBe(c.manifestDigest);
    const all = digestTools(c.tools);
    expect(all.manifestDigest).toBe(c.manifestDigest);
    expect(Object.fromEntries([...all.tools].map(([n, d]) => [n, d.digest]))).toEqual(c.toolDigests);
  });
});
