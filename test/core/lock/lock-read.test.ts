import { isToolsealError } from '../../../src/core/errors.js';
import { emptyLock, lockEntryOf, withServer } from '../../../src/core/lock/lock.js';
import { assertLock, parseLock } from '../../../src/core/lock/lock-read.js';
import { serializeLock } from '../../../src/core/lock/lock-text.js';
import type { RawTool } from '../../../src/core/surface/surface.js';
import { docsTools } from '../check/check-fixtures.js';

function lockOf(servers: Record<string, RawTool[]>) {
  let lock = emptyLock();
  for (const [id, tools] of Object.entries(servers)) lock = withServer(lock, id, lockEntryOf(tools));
  return lock;
}

function expectCode(fn: () => unknown, code: string) {
  try {
    fn();
  } catch (e) {
    expect(isToolsealError(e) ? e.code : e).toBe(code);
    return;
  }
  throw new Error(`expected ${code}, nothing was thrown`);
}

describe('parseLock / assertLock', () => {
  /** A lock as parsed JSON, typed only as far as the cases below edit it (each makes it invalid). */
  type EditableLock = Record<string, unknown> & {
    servers: { docs: { manifestDigest: string; toolCount: number; tools: { search: Record<string, unknown> & EditableTool } } };
  };
  type EditableTool = { digest: string; fields: Record<string, string>; hints: Record<string, unknown> };
  const good = () => JSON.parse(serializeLock(lockOf({ docs: docsTools() }))) as EditableLock;

  it('accepts a lock it wrote', () => {
    expect(() => assertLock(good())).not.toThrow();
  });

  it.each([
    ['not an object', () => []],
    ['another lockfileVersion', () => ({ ...good(), lockfileVersion: 2 })],
    ['an unknown top-level member', () => ({ ...good(), extra: 1 })],
    [
      'a manifest digest that is not sha256',
      () => {
        const l = good();
        l.servers.docs.manifestDigest = 'md5:00';
        return l;
      },
    ],
    [
      'a toolCount that is not the number of tools',
      () => {
        const l = good();
        l.servers.docs.toolCount = 4;
        return l;
      },
    ],
    [
      'a tool digest that is not sha256',
      () => {
        const l = good();
        l.servers.docs.tools.search.digest = 'sha256:XYZ';
        return l;
      },
    ],
    [
      'a non-surface field',
      () => {
        const l = good();
        l.servers.docs.tools.search.fields.icons = l.servers.docs.tools.search.digest;
        return l;
      },
    ],
    [
      'a hint that is not a boolean',
      () => {
        const l = good();
        l.servers.docs.tools.search.hints.readOnlyHint = 'yes';
        return l;
      },
    ],
    [
      'a missing hint',
      () => {
        const l = good();
        delete l.servers.docs.tools.search.hints.openWorldHint;
        return l;
      },
    ],
    [
      'an extra hint',
      () => {
        const l = good();
        l.servers.docs.tools.search.hints.fooHint = true;
        return l;
      },
    ],
  ])('refuses %s (INVALID_LOCK)', (_n, make) => {
    expectCode(() => assertLock(make()), 'INVALID_LOCK');
  });

  it('refuses a duplicate member name (INVALID_LOCK)', () => {
    expectCode(() => parseLock('{"lockfileVersion":1,"servers":{},"servers":{}}', 'mcp-tools.lock'), 'INVALID_LOCK');
  });

  it('refuses text that is not JSON (INVALID_LOCK)', () => {
    expectCode(() => parseLock('{"lockfileVersion":1,', 'mcp-tools.lock'), 'INVALID_LOCK');
  });
});
