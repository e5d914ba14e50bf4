import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { GuardPump, MAX_QUEUED_LINES, type PumpRoutes } from '../../src/guard/pump.js';
import { openUpstream, type Upstream } from '../../src/guard/upstream/index.js';
import { ServerSecrets } from '../../src/mcp/server/secret-values.js';
import { HOSTILE_SERVER, isRunning, within } from '../support/in-process-guard.js';

// The pump alone: the host on a PassThrough pair, the upstream a real stdio server (the scripted
// fixture, which logs every line it read), the routes the test's own.

let dir: string;
const opened: Upstream[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-pump-'));
});
afterEach(async () => {
  for (const u of opened.splice(0)) {
    const pid = u.pid;
    await u.close();
    if (pid !== undefined) {
      const until = Date.now() + 10_000;
      while (isRunning(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(isRunning(pid)).toBe(false);
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

/** A pump between a PassThrough host and the scripted server (started); what reached the host and the server. */
async function pumpOn(routes: Partial<PumpRoutes> = {}) {
  const log = join(dir, 'server-read.log');
  const cfg = join(dir, 'server.json');
  writeFileSync(cfg, JSON.stringify({ tools: [{ tools: [] }], log }));
  const input = new PassThrough();
  const output = new PassThrough();
  const toHost: Buffer[] = [];
  output.on('data', (c: Buffer) => toHost.push(c));
  const holder: { pump?: GuardPump } = {};
  const upstream = openUpstream(
    { kind: 'stdio', command: process.execPath, args: [HOSTILE_SERVER, cfg], protocol: '2025-11-25' },
    { data: (chunk) => holder.pump!.serverChunk(chunk), message: () => {}, end: () => {} },
    { label: 'pumped', secrets: new ServerSecrets() },
    { ownIdPrefix: 'own:', maxMessageBytes: 1 << 20, timeoutMs: 10_000, stderr: () => {} },
  );
  opened.push(upstream);
  await upstream.start();
  const pump = new GuardPump(
    { input, output, upstream, maxLineBytes: 1 << 20 },
    {
      hostLine: (line) => pump.toUpstream(line, JSON.parse(line.toString('utf8')) as Record<string, unknown>),
      hostLineTooLong: () => {},
      serverLine: (line) => pump.serverInOrder(JSON.parse(line.toString('utf8')), line),
      serverLineTooLong: () => {},
      observeServerMessage: (_v, line) => line,
      hostGone: () => {},
      ...routes,
    },
  );
  holder.pump = pump;
  const serverRead = () =>
    existsSync(log)
      ? readFileSync(log, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as string)
      : [];
  const hostText = () => Buffer.concat(toHost).toString('utf8');
  return { pump, input, output, upstream, serverRead, hostText };
}

/** A step that waits until released (as a hook deciding does). */
function held(): { step: () => Promise<void>; release: () => void } {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return { step: () => done, release };
}

describe('GuardPump: the host side, in order and bounded', () => {
  it.each([
    [MAX_QUEUED_LINES, false],
    [MAX_QUEUED_LINES + 1, true],
  ])('%i host steps waiting behind a decision: the host reading paused %s; all run in order once it ends', async (waiting, paused) => {
    const { pump, input } = await pumpOn();
    pump.start();
    const decision = held();
    const ran: number[] = [];
    pump.hostInOrder(decision.step);
    for (let i = 0; i < waiting; i++) pump.hostInOrder(() => void ran.push(i));
    expect(input.isPaused()).toBe(paused);
    expect(ran).toEqual([]);
    decision.release();
    await within(
      new Promise<void>((r) => {
        const check = () => (ran.length === waiting ? r() : setTimeout(check, 5));
        check();
      }),
      'the waiting steps to run',
    );
    expect(ran).toEqual(Array.from({ length: waiting }, (_v, i) => i));
    expect(input.isPaused()).toBe(false);
  });

  it('a step its caller ran while the host side was idle holds the later ones as a queued step does; its twin that returns no promise holds nothing', async () => {
    const { pump } = await pumpOn();
    pump.start();
    expect(pump.hostIdle).toBe(true);
    pump.hostStepRan(undefined);
    expect(pump.hostIdle).toBe(true);
    const decision = held();
    pump.hostStepRan(decision.step());
    expect(pump.hostIdle).toBe(false);
    const ran: string[] = [];
    pump.hostInOrder(() => void ran.push('after'));
    expect(ran).toEqual([]);
    decision.release();
    await within(
      new Promise<void>((r) => {
        const check = () => (ran.length === 1 ? r() : setTimeout(check, 5));
        check();
      }),
      'the step after the held one to run',
    );
    expect(pump.hostIdle).toBe(true);
  });

  it('host lines reach the server as written, each whole (a chunk of two lines and a part, then its rest)', async () => {
    const { pump, input, serverRead } = await pumpOn();
    pump.start();
    const a = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
    const b = '{"jsonrpc":"2.0", "id":2, "method":"ping"}';
    const c = '{"jsonrpc":"2.0","id":3,"method":"ping","params":{}}';
    input.write(`${a}\n${b}\n${c.slice(0, 10)}`);
    input.write(`${c.slice(10)}\n`);
    const until = Date.now() + 10_000;
    while (serverRead().length < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(serverRead()).toEqual([a, b, c]);
  });
});

describe('GuardPump: the server side, in order', () => {
  it('a message whose hook needs time holds the later ones; the host gets them all in the order the server sent them', async () => {
    const hook = held();
    const { pump, hostText } = await pumpOn({
      observeServerMessage: (v, line) => ((v as { id?: number }).id === 1 ? hook.step().then(() => line) : line),
    });
    for (const id of [1, 2, 3]) pump.serverInOrder({ id }, Buffer.from(`{"id":${id}}\n`));
    expect(hostText()).toBe('');
    hook.release();
    await within(
      new Promise<void>((r) => {
        const check = () => (hostText().split('\n').length > 3 ? r() : setTimeout(check, 5));
        check();
      }),
      'the held messages',
    );
    expect(hostText()).toBe('{"id":1}\n{"id":2}\n{"id":3}\n');
  });

  it('the twin: with no hook waiting, each message goes to the host at once', async () => {
    const { pump, hostText } = await pumpOn();
    for (const id of [1, 2, 3]) pump.serverInOrder({ id }, Buffer.from(`{"id":${id}}\n`));
    expect(hostText()).toBe('{"id":1}\n{"id":2}\n{"id":3}\n');
  });

  it.each([
    [MAX_QUEUED_LINES, false],
    [MAX_QUEUED_LINES + 1, true],
  ])(
    '%i server messages waiting behind a hook: the upstream is paused %s; all reach the host in order once it ends, and it is resumed',
    async (waiting, paused) => {
      const hook = held();
      const { pump, upstream, hostText } = await pumpOn({
        observeServerMessage: (v, line) => ((v as { id?: number }).id === 0 ? hook.step().then(() => line) : line),
      });
      const calls: string[] = [];
      const [pause, resume] = [upstream.pause.bind(upstream), upstream.resume.bind(upstream)];
      upstream.pause = () => (calls.push('pause'), pause());
      upstream.resume = () => (calls.push('resume'), resume());
      for (let id = 0; id <= waiting; id++) pump.serverInOrder({ id }, Buffer.from(`{"id":${id}}\n`));
      expect(calls.includes('pause')).toBe(paused);
      expect(hostText()).toBe('');
      hook.release();
      await within(
        new Promise<void>((r) => {
          const check = () => (hostText().split('\n').length > waiting + 1 ? r() : setTimeout(check, 5));
          check();
        }),
        'the waiting messages to reach the host',
      );
      expect(hostText()).toBe(Array.from({ length: waiting + 1 }, (_v, id) => `{"id":${id}}\n`).join(''));
      expect(calls[calls.length - 1]).toBe('resume');
    },
  );
});

describe('GuardPump: a hook that fails', () => {
  it.each([
    ['a hook that fails: the line as read never reaches the host (it is withheld, named to the router); the later line follows', true],
    ['the twin, a hook that decides: its line reaches the host, then the later one', false],
  ])('%s', async (_what, fails) => {
    const withheld: unknown[] = [];
    const { pump, hostText } = await pumpOn({
      observeServerMessage: (value, line) =>
        (value as { id: number }).id === 1 ? (fails ? Promise.reject(new Error('no decision')) : Promise.resolve(line)) : line,
      serverMessageWithheld: (value) => withheld.push(value),
    });
    pump.serverInOrder({ id: 1, result: { instructions: 'undecided' } }, Buffer.from('{"id":1,"result":{"instructions":"undecided"}}\n'));
    pump.serverInOrder({ id: 2 }, Buffer.from('{"id":2}\n'));
    await within(
      new Promise<void>((r) => {
        const check = () => (hostText().includes('"id":2') ? r() : setTimeout(check, 5));
        check();
      }),
      'the later message',
    );
    if (fails) {
      expect(hostText()).toBe('{"id":2}\n');
      expect(withheld).toEqual([{ id: 1, result: { instructions: 'undecided' } }]);
    } else {
      expect(hostText()).toBe('{"id":1,"result":{"instructions":"undecided"}}\n{"id":2}\n');
      expect(withheld).toEqual([]);
    }
  });
});

describe('GuardPump: the answers of its own', () => {
  it.each([
    ['25,000 tools, written in slices', 25_000],
    ['3 tools, in one write', 3],
  ])(
    'a list of %s is the text one JSON.stringify of the answer gives, one line; a line for the host meanwhile comes after it',
    async (_what, n) => {
      const { pump, hostText } = await pumpOn();
      const items = Array.from({ length: n }, (_v, i) => ({ name: `t${i}`, description: 'a\u2028b' }));
      const writing = pump.replyList(7, 'tools', items, { resultType: 'complete' });
      pump.toHost(Buffer.from('{"jsonrpc":"2.0","method":"notifications/after"}\n'));
      await within(writing, 'the list written');
      const expected = JSON.stringify({ jsonrpc: '2.0', id: 7, result: { tools: items, resultType: 'complete' } }).replaceAll(
        '\u2028',
        '\\u2028',
      );
      expect(hostText()).toBe(`${expected}\n{"jsonrpc":"2.0","method":"notifications/after"}\n`);
    },
  );

  it('an error answer goes to a request id (number or string), and to nothing else', async () => {
    const { pump, hostText } = await pumpOn();
    for (const id of [null, undefined, { a: 1 }, 4, 'x']) pump.replyError(id, -32602, 'refused');
    expect(hostText()).toBe(
      '{"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"refused"}}\n{"jsonrpc":"2.0","id":"x","error":{"code":-32602,"message":"refused"}}\n',
    );
  });

  it('after finish nothing more reaches the host, and the host input is let go; the twin before finish is written', async () => {
    const { pump, input, hostText } = await pumpOn();
    pump.start();
    pump.toHost(Buffer.from('{"before":1}\n'));
    pump.finish();
    pump.toHost(Buffer.from('{"after":1}\n'));
    expect(hostText()).toBe('{"before":1}\n');
    expect(pump.finished).toBe(true);
    expect(input.destroyed).toBe(true);
  });
});
