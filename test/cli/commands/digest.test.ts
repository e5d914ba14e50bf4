import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { definitionHash, listingSetHash } from '../../../src/core/surface/interop-hashes.js';
import { manifestDigest, toolDigest } from '../../../src/core/surface/surface.js';
import { runInProcess } from '../../support/run-cli-in-process.js';

// `toolseal digest FILE` in this process: the digests the library computes, for a tools/list result and a
// bare array alike; what would hash a value other than the one written is refused.
let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-digest-cmd-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};
const tools = [
  { name: 'search', description: 'Search the docs', inputSchema: { type: 'object' } },
  { name: 'read_page', annotations: { readOnlyHint: true } },
];

describe('toolseal digest', () => {
  it("prints the library's manifest and tool digests, the same for a result and a bare array", async () => {
    const result = await runInProcess(['digest', '--json', file('result.json', JSON.stringify({ tools }))]);
    const array = await runInProcess(['digest', '--json', file('array.json', JSON.stringify([...tools].reverse()))]);
    expect([result.code, array.code]).toEqual([0, 0]);
    const json = JSON.parse(result.stdout);
    expect(json).toEqual({
      manifestDigest: manifestDigest(tools),
      toolCount: 2,
      toolDigests: { read_page: toolDigest(tools[1]!), search: toolDigest(tools[0]!) },
      interop: {
        definitionHashes: { read_page: definitionHash(tools[1]), search: definitionHash(tools[0]) },
        toolSetHash: listingSetHash(tools, 'tools'),
        promptSetHash: null,
        instructionsHash: null,
      },
    });
    expect(JSON.parse(array.stdout)).toEqual(json);
  });

  it('refuses a duplicate member, two tools of one name, and one page of many, each with one line (hostile)', async () => {
    const dup = await runInProcess(['digest', file('dup.json', '{"tools":[{"name":"search","description":"a","description":"b"}]}')]);
    const twice = await runInProcess(['digest', file('twice.json', '[{"name":"search"},{"name":"search","description":"x"}]')]);
    const page = await runInProcess(['digest', file('page.json', '{"tools":[{"name":"a"}],"nextCursor":"2"}')]);
    expect([dup.code, twice.code, page.code]).toEqual([2, 2, 4]);
    for (const r of [dup, twice, page]) {
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });

  it('names the file and the place of a tool that cannot be canonicalized (a lone surrogate; hostile)', async () => {
    const r = await runInProcess(['digest', file('lone.json', '{"tools":[{"name":"a"},{"name":"b","description":"x\\ud800"}]}')]);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe(
      `toolseal: NOT_CANONICALIZABLE: ${join(dir, 'lone.json')}: tools[1]: tool "b", field description: cannot canonicalize $: lone surrogate in string\n`,
    );
  });

  it('twin: the same tool with a surrogate pair is digested', async () => {
    const r = await runInProcess(['digest', file('pair.json', '{"tools":[{"name":"a"},{"name":"b","description":"x\\ud83d\\ude00"}]}')]);
    expect([r.code, r.stderr]).toEqual([0, '']);
  });

  it('twin: keys that are not hashed (icons, _meta) change nothing', async () => {
    const plain = await runInProcess(['digest', '--json', file('plain.json', JSON.stringify(tools))]);
    const extra = await runInProcess([
      'digest',
      '--json',
      file('extra.json', JSON.stringify(tools.map((t) => ({ ...t, icons: [{ src: 'x.png' }], _meta: { a: 1 } })))),
    ]);
    expect(JSON.parse(extra.stdout).manifestDigest).toBe(JSON.parse(plain.stdout).manifestDigest);
  });

  describe('a schema bound beyond a double (an int64 maximum)', () => {
    const int64 =
      '{"tools":[{"name":"ids","inputSchema":{"type":"object","properties":{"id":{"type":"integer","maximum":9223372036854775807}}}}]}';

    it('is refused naming the tool, the JSON Pointer and --round-inexact-numbers (hostile)', async () => {
      const r = await runInProcess(['digest', file('int64.json', int64)]);
      expect([r.code, r.error]).toEqual([2, 'NOT_CANONICALIZABLE']);
      expect(r.stderr).toContain('tool "ids" (/tools/0) at /inputSchema/properties/id/maximum');
      expect(r.stderr).toContain('--round-inexact-numbers');
    });

    it('with --round-inexact-numbers is digested as RFC 8785 reads it, and the output says so (twin)', async () => {
      const r = await runInProcess(['digest', '--json', '--round-inexact-numbers', file('int64-r.json', int64)]);
      expect(r.code).toBe(0);
      const rounded = JSON.parse(int64).tools as Array<{ name: string }>;
      const json = JSON.parse(r.stdout);
      expect(json.manifestDigest).toBe(manifestDigest(rounded as never));
      expect(json.numbers).toBe('rounded');
      expect(json.interop.definitionHashes.ids).toBe(definitionHash(rounded[0]));
      const text = await runInProcess(['digest', '--round-inexact-numbers', file('int64-t.json', int64)]);
      expect(text.stdout.split('\n')[0]).toMatch(/numbers rounded$/);
    });
  });
});
