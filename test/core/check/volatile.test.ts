import { checkResultJson, checkServer } from '../../../src/core/check/check.js';
import { guardToolsList } from '../../../src/core/guard/guard.js';
import { lockEntryOf, withServer, emptyLock, entryOfPin, serverPinOf, type LockedServer } from '../../../src/core/lock/lock.js';
import { assertLock } from '../../../src/core/lock/lock-read.js';
import { renderCheckMarkdown } from '../../../src/core/report/report-markdown.js';
import { renderCheckText } from '../../../src/core/report/report-text.js';
import { digestTools, manifestDigest, type RawTool } from '../../../src/core/surface/surface.js';
import { differingPointers, maskVolatile, withVolatile } from '../../../src/core/check/volatile.js';
import {
  MAX_VOLATILE_POINTERS,
  readVolatilePointer,
  readVolatilePointers,
  toolPointer,
  type VolatilePointer,
} from '../../../src/core/lock/volatile-pointers.js';

// Volatile values (src/core/check/volatile.ts): the pointers a pin leaves uncovered, the tools with those values
// replaced by their JSON type, the pointers at which two listings differ, and a pin with `volatile` as check,
// the guard and every report read it. Each rule with its hostile case and the twin that passes.

const SINCE = '/tools/events/inputSchema/properties/since/default';
const events = (since: unknown, description = 'Events since a time'): RawTool => ({
  name: 'events',
  description,
  inputSchema: { type: 'object', properties: { since: { type: 'string', default: since } } },
  annotations: { readOnlyHint: true },
});
const other: RawTool = { name: 'a/b~c', description: 'Slash and tilde', inputSchema: { type: 'object' } };
/** The value at a path of members and indexes (a test's reach into a JSON value). */
const dig = (v: unknown, ...path: string[]): unknown => path.reduce((x, k) => (x as Record<string, unknown>)[k], v);
const read = (list: string[]) => readVolatilePointers(list) as VolatilePointer[];

/** A lock entry pinning `tools` with these volatile pointers, as lock writes it. */
function volatileEntry(tools: RawTool[], pointers: string[]): LockedServer {
  const masked = maskVolatile(tools, read(pointers)).tools;
  return entryOfPin(withVolatile(serverPinOf(digestTools(masked, { fields: true })), pointers));
}

describe('readVolatilePointer', () => {
  it('reads a pointer rooted at the tool by name, RFC 6901 escapes undone (~1 is "/", ~0 is "~")', () => {
    expect(readVolatilePointer(SINCE)).toEqual({
      pointer: SINCE,
      tool: 'events',
      tokens: ['inputSchema', 'properties', 'since', 'default'],
    });
    expect(readVolatilePointer('/tools/a~1b~0c/description')).toMatchObject({ tool: 'a/b~c', tokens: ['description'] });
    expect(toolPointer('a/b~c', ['description'])).toBe('/tools/a~1b~0c/description');
  });

  it.each([
    ['/tools/events/name', 'always pinned'],
    ['/tools/events/annotations', 'always pinned'],
    ['/tools/events/annotations/readOnlyHint', 'always pinned'],
    ['/tools/events', 'whole tool'],
    ['/tools/events/secretField', 'not a field'],
    ['/tools/events/description~2', 'RFC 6901'],
    ['tools/events/description', 'does not start with /tools/'],
    ['/3/inputSchema', 'does not start with /tools/'],
    ['/tools/ev\u202eents/description', 'direction-changing'],
    [`/tools/events/inputSchema${'/x'.repeat(70)}`, 'deeper than'],
  ])('refuses %j (%s)', (pointer, why) => {
    expect(readVolatilePointer(pointer)).toEqual(expect.stringContaining(why));
  });

  it('a list: at most 256, none twice, none inside another; the twin list at the bound is read', () => {
    const many = Array.from({ length: MAX_VOLATILE_POINTERS + 1 }, (_, i) => `/tools/t${i}/description`);
    expect(readVolatilePointers(many)).toEqual(expect.stringContaining('more than 256'));
    expect(readVolatilePointers(many.slice(1))).toHaveLength(MAX_VOLATILE_POINTERS);
    expect(readVolatilePointers([SINCE, SINCE])).toEqual(expect.stringContaining('twice'));
    expect(readVolatilePointers([SINCE, '/tools/events/inputSchema/properties'])).toEqual(expect.stringContaining('inside'));
    expect(readVolatilePointers([SINCE, '/tools/events/inputSchema/properties/sinceX'])).toHaveLength(2);
    expect(readVolatilePointers(['/tools/b/title', '/tools/a/title'], { sorted: true })).toBe('not sorted');
  });
});

describe('maskVolatile', () => {
  it('replaces each value by its JSON type, copying only along the path (the input is not changed)', () => {
    const tools = [other, events('2026-12-06T00:00:00Z')];
    const { tools: masked, unmatched } = maskVolatile(tools, read([SINCE, '/tools/a~1b~0c/description']));
    expect(unmatched).toEqual([]);
    expect(masked[0]!.description).toEqual({ $volatile: 'string' });
    expect(dig(masked[1], 'inputSchema', 'properties', 'since')).toEqual({ type: 'string', default: { $volatile: 'string' } });
    expect(dig(tools[1], 'inputSchema', 'properties', 'since', 'default')).toBe('2026-12-06T00:00:00Z');
    expect(masked[1]!.annotations).toBe(tools[1]!.annotations);
  });

  it('two starts with different values digest alike; a changed type does not', () => {
    const digest = (since: unknown) => manifestDigest(maskVolatile([events(since)], read([SINCE])).tools);
    expect(digest('2026-12-06T00:00:00Z')).toBe(digest('2026-12-07T11:11:11Z'));
    expect(digest(1765000000000)).not.toBe(digest('2026-12-06T00:00:00Z'));
    expect(digest(null)).not.toBe(digest('2026-12-06T00:00:00Z'));
  });

  it('a pointer that matches nothing (no such tool, member or index) is named, never taken as covered', () => {
    const p = read(['/tools/missing/description', '/tools/events/inputSchema/properties/until', '/tools/events/inputSchema/required/0']);
    expect(maskVolatile([events('x')], p).unmatched).toEqual(p.map((x) => x.pointer));
  });

  it('a member named __proto__ is an ordinary member: replaced as one, the prototype untouched', () => {
    const tool = JSON.parse('{"name":"p","inputSchema":{"type":"object","properties":{"__proto__":{"default":"x"}}}}') as RawTool;
    const { tools, unmatched } = maskVolatile([tool], read(['/tools/p/inputSchema/properties/__proto__/default']));
    expect(unmatched).toEqual([]);
    const props = dig(tools[0], 'inputSchema', 'properties') as object;
    expect(Object.getOwnPropertyDescriptor(props, '__proto__')!.value).toEqual({ default: { $volatile: 'string' } });
    expect(Object.getPrototypeOf(props)).toBe(Object.prototype);
  });
});

describe('differingPointers', () => {
  it('names each value that differs, with the tool by name (the list order does not matter)', () => {
    const a = [other, events('t1', 'Events in /tmp/a')];
    const b = [events('t2', 'Events in /tmp/b'), other];
    expect(differingPointers(a, b, 10)).toEqual({ pointers: ['/tools/events/description', SINCE], more: false });
    expect(differingPointers(a, [...a].reverse(), 10)).toEqual({ pointers: [], more: false });
  });

  it('a tool in one list only, a member set or length that differs: the tool, object or array; bounded, with `more`', () => {
    expect(differingPointers([events('x'), other], [events('x')], 10).pointers).toEqual(['/tools/a~1b~0c']);
    const wide = { ...events('x'), inputSchema: { type: 'object', properties: { since: { type: 'string', default: 'x' }, q: {} } } };
    expect(differingPointers([events('x')], [wide], 10).pointers).toEqual(['/tools/events/inputSchema/properties']);
    const n = (k: number) => Array.from({ length: 20 }, (_, i) => ({ name: `t${i}`, description: `d${i}-${k}` }));
    expect(differingPointers(n(1), n(2), 5)).toMatchObject({ more: true });
    expect(differingPointers(n(1), n(2), 5).pointers).toHaveLength(5);
  });
});

describe('a pin with volatile pointers', () => {
  const lock = (entry: LockedServer) => withServer(emptyLock(), 'events', entry);

  it('the lock records them sorted; a lock with a pointer at a name, unsorted, or empty is INVALID_LOCK', () => {
    const entry = volatileEntry([events('t1', 'in /a')], [SINCE, '/tools/events/description']);
    expect(entry.volatile).toEqual(['/tools/events/description', SINCE]);
    expect(() => assertLock(lock(entry))).not.toThrow();
    for (const volatile of [['/tools/events/name'], [SINCE, '/tools/events/description'], [], 'x'])
      expect(() => assertLock(JSON.parse(JSON.stringify(lock({ ...entry, volatile: volatile as string[] }))))).toThrow(
        expect.objectContaining({ code: 'INVALID_LOCK' }),
      );
  });

  it('check: another start matches and the check lists the pointers; a changed type is a change; an unmasked pin of the same tools differs', () => {
    const entry = volatileEntry([events('t1')], [SINCE]);
    const later = checkServer({ serverId: 'events', tools: [events('t2')] }, entry, 'fail');
    expect(later).toMatchObject({ pinState: 'matched', verdict: 'continue', volatile: [SINCE] });
    const typed = checkServer({ serverId: 'events', tools: [events(42)] }, entry, 'fail');
    expect(typed).toMatchObject({ pinState: 'changed', verdict: 'blocked' });
    expect(typed.changes.map((c) => [c.tool, c.change])).toEqual([['events', 'changed']]);
    const plain = checkServer({ serverId: 'events', tools: [events('t2')] }, lockEntryOf([events('t1')]), 'fail');
    expect(plain.pinState).toBe('changed');
  });

  it('check: a volatile value that is gone (the pointer matches nothing now) is a change, not covered', () => {
    const entry = volatileEntry([events('t1')], [SINCE]);
    const gone = { ...events('t1'), inputSchema: { type: 'object', properties: { since: { type: 'string' } } } };
    expect(checkServer({ serverId: 'events', tools: [gone] }, entry, 'fail').pinState).toBe('changed');
  });

  it('the guard applies the same replacement: another start is allowed; a changed type is blocked under fail', () => {
    const l = lock(volatileEntry([events('t1')], [SINCE]));
    expect(guardToolsList('events', [events('t2')], { lock: l, onChange: 'fail' }).decision).toBe('allow');
    expect(guardToolsList('events', [events(['t2'])], { lock: l, onChange: 'fail' }).decision).toBe('block');
    // The host is served the list as the server sent it, its values unreplaced.
    expect(dig(guardToolsList('events', [events('t2')], { lock: l }), 'tools', '0', 'inputSchema', 'properties', 'since', 'default')).toBe(
      't2',
    );
  });

  it('every report lists the pointers the pin does not cover (text, Markdown, JSON); a pin without them says nothing of it', () => {
    const check = checkServer({ serverId: 'events', tools: [events('t2')] }, volatileEntry([events('t1')], [SINCE]), 'warn');
    const result = { onChange: 'warn' as const, servers: [check], failures: [], exitCode: 0 as const };
    expect(renderCheckText(result)).toContain(`volatile pointer (each pinned as its JSON type only): "${SINCE}"`);
    expect(renderCheckMarkdown(result, { showText: false })).toContain('volatile pointer');
    const json = dig(checkResultJson(result), 'servers', '0') as Record<string, unknown>;
    expect(json.volatile).toEqual([SINCE]);
    expect(json.notes).toEqual([expect.stringContaining(SINCE)]);
    const plain = checkServer({ serverId: 'events', tools: [events('t1')] }, lockEntryOf([events('t1')]), 'warn');
    expect(renderCheckText({ ...result, servers: [plain] })).not.toContain('volatile');
  });
});
