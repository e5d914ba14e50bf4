import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModernStdioUpstream } from '../../../src/guard/upstream/modern-stdio.js';
import { descendantsOf } from '../../../src/mcp/process/process-tree.js';
import type { LiveServerSpec } from '../../../src/mcp/server/server-spec.js';
import { MODERN_SERVER } from '../../fixtures/servers/modern-servers.js';
import { scriptedServer, stdioServer, tool, within } from '../../support/in-process-guard.js';
import { FIXTURES } from '../../support/paths.js';
import { lineOf, OWN, polled, RecordedEvents, sessionOf, upstreamOptions } from './upstream-events.js';

// The stdio upstream of a server that may speak the 2026-07-28 revision, in front of a 2025-era host: a
// real SDK v2 server process (modern-surface-server.mjs, modern only or with the 2025-era fallback) and
// an SDK v1 one (surface-file-server.mjs). The host's initialize decides the era; a modern-only server's
// refusal of it is answered from server/discover, the guard's own lines never reach the host, and a
// 2025-era session's bytes pass as read.

type StdioSpec = Extract<LiveServerSpec, { kind: 'stdio' }>;

const SURFACE = {
  serverName: 'modern-stdio-files',
  instructions: 'Read before you write.',
  tools: [{ name: 'search', description: 'Search the docs' }],
};

let dir: string;
let methodsFile: string;
const open: ModernStdioUpstream[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-modern-stdio-'));
  methodsFile = join(dir, 'methods.log');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((u) => within(u.close(), 'close of the upstream')));
  rmSync(dir, { recursive: true, force: true });
});

function surfaceFile(): string {
  const file = join(dir, 'surface.json');
  writeFileSync(file, JSON.stringify(SURFACE));
  return file;
}

function server(mode: 'stdio-reject' | 'stdio-fallback', protocol?: StdioSpec['protocol']): StdioSpec {
  return { ...stdioServer(MODERN_SERVER, surfaceFile(), mode), env: { METHODS_FILE: methodsFile }, ...(protocol ? { protocol } : {}) };
}

async function upstream(spec: StdioSpec) {
  const events = new RecordedEvents();
  const u = new ModernStdioUpstream(spec, events, sessionOf(spec, 'my-server'), upstreamOptions(events));
  open.push(u);
  await within(u.start(), 'start');
  return { u, events };
}

const received = () => (existsSync(methodsFile) ? readFileSync(methodsFile, 'utf8').split('\n').filter(Boolean) : []);

const initialize = (id: number | string, protocolVersion = '2025-06-18') => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: { protocolVersion, capabilities: { roots: {} }, clientInfo: { name: 'test-host', version: '1' } },
});

describe('ModernStdioUpstream.serves', () => {
  it('serves every --protocol but 2025-11-25', () => {
    const spec = stdioServer(MODERN_SERVER);
    expect(ModernStdioUpstream.serves(spec)).toBe(true);
    expect(ModernStdioUpstream.serves({ ...spec, protocol: 'auto' })).toBe(true);
    expect(ModernStdioUpstream.serves({ ...spec, protocol: '2026-07-28' })).toBe(true);
    expect(ModernStdioUpstream.serves({ ...spec, protocol: '2025-11-25' })).toBe(false);
  });
});

describe('ModernStdioUpstream, auto', () => {
  it("a modern-only server's refusal of initialize is not passed on: the host is answered from server/discover", async () => {
    const { u, events } = await upstream(server('stdio-reject'));
    u.forward(lineOf(initialize(1)), initialize(1));
    const answer = await events.answerTo(1);
    expect(answer).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: {
        protocolVersion: '2025-06-18',
        capabilities: expect.objectContaining({ tools: expect.any(Object) }),
        serverInfo: expect.objectContaining({ name: 'modern-stdio-files' }),
        instructions: 'Read before you write.',
      },
    });
    // The server was sent the host's initialize, then the guard's discover and listen with the host's capabilities.
    await polled(() => received().some((l) => l.startsWith('subscriptions/listen')), 'the listen');
    expect(received().slice(0, 3)).toEqual([
      'initialize',
      'server/discover 2026-07-28 caps=roots',
      'subscriptions/listen 2026-07-28 caps=roots',
    ]);
    // The host saw one line: the answer (no -32022 refusal, none of the guard's own answers or the listen's acknowledgement).
    expect(events.lines()).toEqual([answer]);
  });

  it("then the host's requests carry the envelope, and their answers pass", async () => {
    const { u, events } = await upstream(server('stdio-reject'));
    u.forward(lineOf(initialize(1)), initialize(1));
    await events.answerTo(1);
    const initialized = { jsonrpc: '2.0', method: 'notifications/initialized' };
    u.forward(lineOf(initialized), initialized);
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} };
    u.forward(lineOf(list), list);
    expect(await events.answerTo(2)).toMatchObject({ result: { tools: [expect.objectContaining({ name: 'search' })] } });
    expect(received()).toContain('tools/list 2026-07-28 caps=roots');
    // There is no initialized notification in that revision: the host's was not sent.
    expect(received().map((l) => l.split(' ')[0])).not.toContain('notifications/initialized');
  });

  it('a server that answers initialize keeps the session in the 2025 era: its bytes pass as read, no envelope added', async () => {
    const { u, events } = await upstream(server('stdio-fallback'));
    u.forward(lineOf(initialize(1)), initialize(1));
    expect(await events.answerTo(1)).toMatchObject({
      result: { protocolVersion: '2025-06-18', serverInfo: { name: 'modern-stdio-files' } },
    });
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} };
    u.forward(lineOf(list), list);
    await events.answerTo(2);
    expect(received()).toEqual(['initialize', 'tools/list']);
  });

  it("a 2025-era server is never sent a discover, nor an envelope: it reads the host's lines and the guard's as written", async () => {
    const scripted = scriptedServer(dir, { tools: [{ tools: [tool('search')] }] });
    const { u, events } = await upstream(scripted.spec);
    u.forward(lineOf(initialize(1)), initialize(1));
    expect(await events.answerTo(1)).toMatchObject({ result: { serverInfo: { name: 'hostile' } } });
    const own = { jsonrpc: '2.0', id: `${OWN}1`, method: 'tools/list', params: {} };
    await u.send(own);
    expect(await events.answerTo(`${OWN}1`)).toMatchObject({ result: { tools: [expect.objectContaining({ name: 'search' })] } });
    expect(scripted.read()).toEqual([JSON.stringify(initialize(1)), JSON.stringify(own)]);
    expect(events.lines().map((m) => (m as { id: unknown }).id)).toEqual([1, `${OWN}1`]);
  });
});

describe('ModernStdioUpstream, --protocol 2026-07-28', () => {
  it("the host's initialize is not sent: it is answered from server/discover", async () => {
    const { u, events } = await upstream(server('stdio-reject', '2026-07-28'));
    u.forward(lineOf(initialize(7, '2099-01-01')), initialize(7, '2099-01-01'));
    // A revision the guard does not know is answered in the newest 2025-era one.
    expect(await events.answerTo(7)).toMatchObject({
      result: { protocolVersion: '2025-11-25', serverInfo: { name: 'modern-stdio-files' } },
    });
    await polled(() => received().some((l) => l.startsWith('subscriptions/listen')), 'the listen');
    expect(received().map((l) => l.split(' ')[0])).not.toContain('initialize');
  });

  it("a list change on the guard's own listen reaches the host without the guard's subscription id", async () => {
    const { u, events } = await upstream(server('stdio-reject', '2026-07-28'));
    u.forward(lineOf(initialize(7)), initialize(7));
    await events.answerTo(7);
    await polled(() => received().some((l) => l.startsWith('subscriptions/listen')), 'the listen');
    // Told again until the listen is open (each wait bounded).
    // The server itself: in a PID namespace the child toolseal started is unshare, and the server its child.
    const contained = existsSync(`/proc/${u.pid!}/comm`) && readFileSync(`/proc/${u.pid!}/comm`, 'utf8').trim() === 'unshare';
    const serverPid = contained ? descendantsOf([u.pid!])[0]!.pid : u.pid!;
    const publish = setInterval(() => process.kill(serverPid, 'SIGUSR2'), 100);
    const changed = await events
      .until(() => events.all().find((m) => m.method === 'notifications/tools/list_changed'), 'the tools list_changed')
      .finally(() => clearInterval(publish));
    // As a 2025-era server sends it: the host opened no subscription, and the guard's id is not its own.
    expect(changed).toEqual({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' });
    expect(events.bytes.toString('utf8')).not.toContain(`${OWN}era:`);
  });

  it("a 2025-era server's answer to server/discover fails the host's initialize, and stderr says why", async () => {
    const spec = { ...stdioServer(join(FIXTURES, 'servers', 'surface-file-server.mjs'), surfaceFile()), protocol: '2026-07-28' as const };
    const { u, events } = await upstream(spec);
    u.forward(lineOf(initialize(1)), initialize(1));
    expect(await events.answerTo(1)).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32603, message: 'toolseal guard: no 2026-07-28 server answered server/discover' },
    });
    expect(events.notices).toEqual([
      "SNAPSHOT_INCOMPLETE: the server did not answer server/discover as a 2026-07-28 server: the host's initialize gets an error",
    ]);
    // The server's own answer to the guard's discover did not reach the host.
    expect(events.lines()).toHaveLength(1);
  });

  it.each([
    ['a number id no double holds: written anew, the envelope added, with the id as the host wrote it', '9007199254740993'],
    ['the twin, an ordinary id', '8'],
  ])('%s', async (_what, id) => {
    // The scripted server offers 2026-07-28 to the guard's discover, and echoes each call's id text.
    const discover = '{"jsonrpc":"2.0","id":{{id}},"result":{"supportedVersions":["2026-07-28"],"capabilities":{"tools":{}}}}';
    const echo = '{"jsonrpc":"2.0","id":{{rawId}},"result":{"content":[]}}';
    const scripted = scriptedServer(dir, {
      tools: [{ tools: [tool('search')] }],
      answers: { 'server/discover': discover },
      calls: { search: { raw: echo } },
    });
    const { u, events } = await upstream({ ...scripted.spec, protocol: '2026-07-28' });
    u.forward(lineOf(initialize(1)), initialize(1));
    await events.answerTo(1);
    const call = `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"search","arguments":{}}}\n`;
    u.forward(Buffer.from(call), JSON.parse(call));
    const sent = await polled(() => scripted.read().find((l) => l.includes('"tools/call"')), 'the call');
    expect(sent).toContain(`"id":${id},`);
    expect(JSON.parse(sent)).toMatchObject({ params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } } });
    await polled(
      () => events.bytes.toString('utf8').includes(`{"jsonrpc":"2.0","id":${id},"result":{"content":[]}}`),
      'the answer as written',
    );
  });
});
