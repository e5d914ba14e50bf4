import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onlyProseDiffers } from '../../../support/prose-oracle.js';
import { ROOT } from '../../../support/paths.js';
import { runInProcess } from '../../../support/run-cli-in-process.js';

// The upgrade corpus: real MCP servers from npm at consecutive published versions (captured by
// scripts/corpus/capture.mjs). Each older version is locked and the next checked against it, as a consumer
// upgrading would; every tool the classifier calls prose-only must be prose-only by an independent reading,
// and every tool it gives another kind must differ in more than prose.
interface Captured {
  package: string;
  version: string;
  status: string;
  file?: string;
}
interface Change {
  tool: string;
  change: string;
  kinds: string[];
}

const corpus = join(ROOT, 'test', 'fixtures', 'corpus');
const index = JSON.parse(readFileSync(join(corpus, 'index.json'), 'utf8')) as { servers: Captured[] };
const byPackage = new Map<string, Captured[]>();
for (const s of index.servers) if (s.status === 'ok') byPackage.set(s.package, [...(byPackage.get(s.package) ?? []), s]);
const pairs = [...byPackage.values()].flatMap((v) => v.slice(1).map((b, i) => [v[i]!, b] as const));
const toolsOf = (file: string) =>
  new Map(
    (JSON.parse(readFileSync(join(corpus, file), 'utf8')) as { tools: Array<Record<string, unknown>> }).tools.map((t) => [
      t.name as string,
      t,
    ]),
  );

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-corpus-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the upgrade corpus: real releases, locked then checked', () => {
  it('holds at least 30 packages with two or more versions', () => {
    expect([...byPackage.values()].filter((v) => v.length >= 2).length).toBeGreaterThanOrEqual(30);
  });

  it.each(pairs.map(([a, b]) => [`${a.package} ${a.version} → ${b.version}`, a, b] as const))(
    '%s: prose-only exactly where only prose differs',
    async (_name, a, b) => {
      const at = join(dir, `${a.package.replace(/[@/]/g, '_')}-${a.version}`);
      const lock = join(at, 'mcp-tools.lock');
      const reviewed = join(at, 'reviewed');
      mkdirSync(at, { recursive: true });
      const locked = await runInProcess(['lock', '--snapshot', join(corpus, a.file!), '--lock', lock, '--snapshot-dir', reviewed]);
      expect(locked.stderr).toBe('');
      expect(locked.code).toBe(0);
      const checked = await runInProcess([
        'check',
        '--snapshot',
        join(corpus, b.file!),
        '--lock',
        lock,
        '--snapshot-dir',
        reviewed,
        '--json',
      ]);
      const changes = (JSON.parse(checked.stdout) as { servers: Array<{ changes: Change[] }> }).servers[0]!.changes;
      const [before, after] = [toolsOf(a.file!), toolsOf(b.file!)];
      const wrong = changes
        .filter((c) => c.change === 'changed')
        .filter((c) => (c.kinds.length === 1 && c.kinds[0] === 'prose') !== onlyProseDiffers(before.get(c.tool)!, after.get(c.tool)!))
        .map((c) => `${c.tool}: [${c.kinds.join(', ')}]`);
      expect(wrong).toEqual([]);
    },
  );
});

describe('the independent reading itself (so a broken oracle cannot look like agreement)', () => {
  const tool = {
    name: 't',
    description: 'a',
    inputSchema: { type: 'object', properties: { description: { type: 'string', maxLength: 5 } } },
  };
  it('a description rewritten, at the top and inside the schema, is prose only', () => {
    const after = structuredClone(tool) as typeof tool & { inputSchema: { description?: string } };
    after.description = 'b';
    after.inputSchema.description = 'now with text';
    expect(onlyProseDiffers(tool, after)).toBe(true);
  });
  it('hostile twin: a property named "description" losing its maxLength is more than prose', () => {
    const after = structuredClone(tool) as { inputSchema: { properties: { description: { maxLength?: number } } } };
    delete after.inputSchema.properties.description.maxLength;
    expect(onlyProseDiffers(tool, after as Record<string, unknown>)).toBe(false);
  });
});
