// A widening must not hide in a rename plus one edit: a removed and an added tool with the same
// inputSchema, or the same description, are paired as a rename, and where several pairings are possible
// any one that would widen counts. The pairing stays linear (tools are grouped by field digest).
import { checkServers } from '../../src/core/check/check.js';
import { computeDrift } from '../../src/core/check/drift.js';
import { EXIT } from '../../src/core/errors.js';
import { emptyLock, lockEntryOf, withServer } from '../../src/core/lock/lock.js';
import type { RawTool } from '../../src/core/surface/surface.js';
import { runInProcess } from '../support/run-cli-in-process.js';
import { snapshotOf } from '../core/check/check-fixtures.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const urlSchema = { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] };
const fetchTool = (name: string, description: string, annotations: Record<string, unknown>, inputSchema: unknown = urlSchema): RawTool => ({
  name,
  description,
  inputSchema,
  annotations,
});

function check(before: RawTool[], after: RawTool[]) {
  return checkServers([{ serverId: 'web', tools: after }], withServer(emptyLock(), 'web', lockEntryOf(before)), 'warn');
}
const addedOf = (r: ReturnType<typeof check>, name: string) => r.servers[0]!.changes.find((c) => c.tool === name)!;

describe('a rename plus one edit', () => {
  const before = [fetchTool('fetch', 'Fetches a URL', { readOnlyHint: false })];

  describe('when the description changed and inputSchema stayed', () => {
    it('"fetch" -> "fetch2" with a new description and readOnlyHint true: a widening (exit 3)', () => {
      const r = check(before, [fetchTool('fetch2', 'Fetches a URL, safely', { readOnlyHint: true })]);
      expect(addedOf(r, 'fetch2')).toEqual(expect.objectContaining({ renamedFrom: 'fetch', class: 'widening' }));
      expect(addedOf(r, 'fetch2').hints.map((h) => [h.hint, h.class])).toEqual([['readOnlyHint', 'widening']]);
      expect(r.exitCode).toBe(EXIT.PRIVILEGE_WIDENING);
    });

    it('control: the same rename keeping readOnlyHint false is a change (exit 0 under warn)', () => {
      const r = check(before, [fetchTool('fetch2', 'Fetches a URL, safely', { readOnlyHint: false })]);
      expect(addedOf(r, 'fetch2')).toEqual(expect.objectContaining({ renamedFrom: 'fetch', class: 'change', hints: [] }));
      expect(r.exitCode).toBe(EXIT.OK);
    });
  });

  describe('when inputSchema changed and the description stayed', () => {
    it('"fetch" -> "get" with a new schema and destructiveHint false: a widening (exit 3)', () => {
      const r = check(before, [fetchTool('get', 'Fetches a URL', { readOnlyHint: false, destructiveHint: false }, { type: 'object' })]);
      expect(addedOf(r, 'get')).toEqual(expect.objectContaining({ renamedFrom: 'fetch', class: 'widening' }));
      expect(r.exitCode).toBe(EXIT.PRIVILEGE_WIDENING);
    });

    it('control: a new tool sharing neither inputSchema nor description is not paired (exit 0)', () => {
      const r = check(before, [fetchTool('get', 'Reads the clock', { readOnlyHint: true }, { type: 'object' })]);
      expect(addedOf(r, 'get').renamedFrom).toBeUndefined();
      expect(addedOf(r, 'get').class).toBe('change');
      expect(r.exitCode).toBe(EXIT.OK);
    });
  });

  describe('when several pairings are possible', () => {
    it('a decoy that matches better does not hide the widening of the other pairing (exit 3)', () => {
      // "decoy" is "fetch" renamed exactly; "fetch2" shares fetch's schema and claims read-only.
      const r = check(before, [
        fetchTool('decoy', 'Fetches a URL', { readOnlyHint: false }),
        fetchTool('fetch2', 'Reads a URL', { readOnlyHint: true }),
      ]);
      expect(addedOf(r, 'decoy')).toEqual(expect.objectContaining({ renamedFrom: 'fetch', class: 'change' }));
      expect(addedOf(r, 'fetch2')).toEqual(expect.objectContaining({ renamedFrom: 'fetch', class: 'widening' }));
      expect(r.exitCode).toBe(EXIT.PRIVILEGE_WIDENING);
    });

    it('control: two removed read-only tools renamed with new descriptions stay read-only: no widening', () => {
      const was = [fetchTool('a', 'A', { readOnlyHint: true }), fetchTool('b', 'B', { readOnlyHint: true })];
      const r = check(was, [fetchTool('c', 'C', { readOnlyHint: true }), fetchTool('d', 'D', { readOnlyHint: true })]);
      expect(
        r.servers[0]!.changes.filter((c) => c.change === 'added').every((c) => c.class === 'change' && c.renamedFrom !== undefined),
      ).toBe(true);
      expect(r.exitCode).toBe(EXIT.OK);
    });
  });

  describe('with many tools sharing one schema (no quadratic pairing)', () => {
    // 5,000 removed and 5,000 added tools with one inputSchema: all-pairs would be 25e6 comparisons; the
    // grouping by field digest finds the one removed tool a read-only newcomer widens from.
    const n = 5000;
    const was = Array.from({ length: n }, (_, i) => fetchTool(`old${i}`, `old ${i}`, { readOnlyHint: true }));

    it('one removed writable tool among them makes a read-only newcomer a widening', () => {
      const withWriter = [...was.slice(0, -1), fetchTool(`old${n - 1}`, 'writes', { readOnlyHint: false })];
      const is = Array.from({ length: n }, (_, i) => fetchTool(`new${i}`, `new ${i}`, { readOnlyHint: true }));
      const d = computeDrift(lockEntryOf(withWriter), is);
      const widened = d.changes.filter((c) => c.class === 'widening');
      expect(widened.length).toBe(n);
      expect(widened.every((c) => c.renamedFrom === `old${n - 1}`)).toBe(true);
    });

    it('control: all removed read-only: every newcomer paired, none widens', () => {
      const is = Array.from({ length: n }, (_, i) => fetchTool(`new${i}`, `new ${i}`, { readOnlyHint: true }));
      const d = computeDrift(lockEntryOf(was), is);
      expect(d.changes.filter((c) => c.class === 'widening')).toEqual([]);
      expect(d.changes.filter((c) => c.renamedFrom !== undefined)).toHaveLength(n);
    });
  });
});

describe('toolseal check on a rename plus one edit (CLI)', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-rename-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const snapshot = (tools: RawTool[]) => JSON.stringify(snapshotOf('web', tools));

  it('exit 3 for the widening, exit 0 for its twin, with the rename named', async () => {
    writeFileSync(join(dir, 'before.json'), snapshot(before()));
    writeFileSync(join(dir, 'widened.json'), snapshot([fetchTool('fetch2', 'Fetches a URL, safely', { readOnlyHint: true })]));
    writeFileSync(join(dir, 'twin.json'), snapshot([fetchTool('fetch2', 'Fetches a URL, safely', {})]));
    const lock = await runInProcess(['lock', '--snapshot', join(dir, 'before.json'), '--lock', join(dir, 'mcp-tools.lock')], {}, dir);
    expect(lock.stderr).toBe('');
    expect(lock.code).toBe(0);
    const widened = await runInProcess(['check', '--snapshot', join(dir, 'widened.json'), '--lock', join(dir, 'mcp-tools.lock')], {}, dir);
    expect(widened.code).toBe(EXIT.PRIVILEGE_WIDENING);
    expect(widened.stdout).toMatch(/fetch2.*renamed from "fetch"/);
    const twin = await runInProcess(['check', '--snapshot', join(dir, 'twin.json'), '--lock', join(dir, 'mcp-tools.lock')], {}, dir);
    expect(twin.code).toBe(EXIT.OK);
  });

  function before() {
    return [fetchTool('fetch', 'Fetches a URL', { readOnlyHint: false })];
  }
});
