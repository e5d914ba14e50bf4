import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRawCallServer, type RawCallServer } from '../../../fixtures/servers/http-servers.js';
import { runInProcess } from '../../../support/run-cli-in-process.js';

// A live HTTP server whose tools/list answer holds an int64 bound as written (9223372036854775807, which a
// double cannot hold exactly; an SDK server would send the double's text, so the body is hand-written):
// `lock --url` refuses it naming the tool, the number's JSON Pointer in it and the flag; with --round-inexact-numbers the entry
// records "numbers": "rounded", `check --url` matches with the flag, and a bound that is another double is
// a change. As a JSON body, as an event stream, and from a server of the 2026-07-28 revision.

/** The tools, the bound as written. */
const tools = (literal: string) =>
  `[{"name":"ids","inputSchema":{"type":"object","properties":{"id":{"type":"integer","maximum":${literal}}}}},{"name":"plain"}]`;
const DISCOVER =
  '{"jsonrpc":"2.0","id":{{id}},"result":{"supportedVersions":["2026-07-28"],"capabilities":{"tools":{}},' +
  '"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"raw-call","version":"1"}}}}';

const kinds = {
  'a JSON body': { eventStream: false },
  'an event stream': { eventStream: true },
  'a 2026-07-28 server (server/discover)': { eventStream: false, answers: { 'server/discover': DISCOVER } },
};

let dir: string;
let server: RawCallServer | undefined;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-round-http-'))));
afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe.each(Object.keys(kinds) as Array<keyof typeof kinds>)('--round-inexact-numbers (lock and check --url, the list as %s)', (kind) => {
  /** The server; its options stay the test's, so the tools it lists can change between runs. */
  async function started() {
    const options = { tools: tools('9223372036854775807'), ...kinds[kind] };
    server = await startRawCallServer(options);
    return { url: server.url, options, lists: () => server!.bodies.filter((b) => b.includes('"tools/list"')) };
  }

  it('without it: lock --url is refused naming the tool, the pointer and the flag; nothing is pinned (hostile)', async () => {
    const { url, lists } = await started();
    const lock = join(dir, 'mcp-tools.lock');
    const r = await runInProcess(['lock', '--lock', lock, '--url', url], {}, dir);
    expect([r.code, r.error]).toEqual([2, 'NOT_CANONICALIZABLE']);
    expect(r.stderr).toContain('in tool "ids" (/result/tools/0) at /inputSchema/properties/id/maximum');
    expect(r.stderr).toContain('--round-inexact-numbers');
    expect(() => readFileSync(lock)).toThrow();
    // Refused as read off the wire: the server was asked for its list.
    expect(lists().length).toBeGreaterThan(0);
  });

  it('with it: pinned "numbers": "rounded"; check --url matches with it (refused without it), and a bound changed to another double is a change (twin)', async () => {
    const { url, options, lists } = await started();
    const lock = join(dir, 'mcp-tools.lock');
    const pinned = await runInProcess(['lock', '--lock', lock, '--round-inexact-numbers', '--url', url], {}, dir);
    expect([pinned.code, pinned.stderr]).toEqual([0, '']);
    const entries = JSON.parse(readFileSync(lock, 'utf8')).servers;
    const id = Object.keys(entries)[0]!;
    expect(Object.keys(entries)).toEqual([id]);
    expect(entries[id].numbers).toBe('rounded');
    expect(lists().some((b) => b.includes('2026-07-28'))).toBe(kind.includes('2026-07-28'));

    const matched = await runInProcess(['check', '--json', '--lock', lock, '--round-inexact-numbers', '--url', url], {}, dir);
    expect(matched.code).toBe(0);
    expect(JSON.parse(matched.stdout).servers[0]).toMatchObject({ pinState: 'matched', numbers: 'rounded' });

    // The entry is checked only with the flag: without it, the server's list is refused as lock refused it.
    const plain = await runInProcess(['check', '--json', '--lock', lock, '--url', url], {}, dir);
    expect(plain.code).toBe(2);
    expect(JSON.parse(plain.stdout).failures).toMatchObject([{ code: 'NOT_CANONICALIZABLE' }]);
    expect(JSON.parse(plain.stdout).failures[0].message).toContain('--round-inexact-numbers');

    // 9223372036854775000 would be the same double; 2^62 is another one.
    options.tools = tools('4611686018427387904');
    const drift = await runInProcess(
      ['check', '--json', '--lock', lock, '--round-inexact-numbers', '--on-change', 'fail', '--url', url],
      {},
      dir,
    );
    expect(drift.code).toBe(1);
    expect(JSON.parse(drift.stdout).servers[0]).toMatchObject({ pinState: 'changed' });
    expect(JSON.stringify(JSON.parse(drift.stdout).servers[0].changes)).toContain('inputSchema');
  });
});
