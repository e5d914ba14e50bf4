import { LineSplitter } from '../../src/guard/line-splitter.js';
import { readMessageLine, type LineRead } from '../../src/guard/message-line.js';
import { OwnListAnswerTap } from '../../src/guard/own-list-answer.js';

// The guard's own tools/list answer, read in parts as it arrives. A line that begins as one object whose
// id (written before its tools) is the guard's is taken early: the splitter then keeps none of its bytes.
// Whatever such a line turns out to be, the guard must do with it what it did with the whole line:
// deliver its value, or refuse it with the same code and reason as the whole-line reader.

const PREFIX = 'toolseal-guard-0123456789ab:';
const SOURCE = 'server "x": a message from the server';

interface Outcome {
  own?: Record<string, unknown>;
  refused?: LineRead;
  preview?: string;
  /** Whether a refused line held the guard's id prefix, as the tap saw it. */
  ownPrefix?: boolean;
  /** A line taken while the host awaited nothing, an answer to another id (null: not read, past the bound). */
  stray?: unknown;
  dropped?: number;
  /** Lines the splitter handed on whole (not taken). */
  lines: Buffer[];
  /** Whether the tap said it took the line before its end (its bytes were not kept from then on). */
  takenEarly: boolean;
  /** The parts fed before the one the tap took the line in (-1: never), and how many there were. */
  takenAfter: number;
  parts: number;
}

/**
 * Feeds `text` (split into `parts` pieces) through a splitter with the guard's tap, a list in flight;
 * `hostAwaits`: a request of the host's awaits the server's answer meanwhile (the default).
 */
function feed(text: string | Buffer, parts = 7, maxTools = 1000, { hostAwaits = true } = {}): Outcome {
  const out: Outcome = { lines: [], takenEarly: false, takenAfter: -1, parts: 0 };
  const tap = new OwnListAnswerTap(SOURCE, PREFIX, {
    active: () => true,
    owns: (id) => typeof id === 'string' && id.startsWith(PREFIX),
    onCount: (n) => n <= maxTools,
    onOwn: (m) => (out.own = m),
    onDropped: (bytes) => (out.dropped = bytes),
    onOwnRefused: (read, preview, _bytes, ownPrefix) => {
      out.refused = read;
      out.preview = preview.toString('utf8');
      out.ownPrefix = ownPrefix;
    },
    hostAwaits: () => hostAwaits,
    onStray: (id) => (out.stray = id ?? null),
  });
  const watched = {
    part: (b: Buffer) => {
      const taken = tap.part(b);
      if (taken && !out.takenEarly) out.takenAfter = out.parts;
      out.takenEarly ||= taken;
      out.parts++;
      return taken;
    },
    end: (n: number) => tap.end(n),
    cancel: () => tap.cancel(),
  };
  const splitter = new LineSplitter(
    1 << 20,
    (line) => out.lines.push(line),
    () => {},
    watched,
  );
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  const step = Math.max(1, Math.ceil(bytes.length / parts));
  for (let i = 0; i < bytes.length; i += step) splitter.push(bytes.subarray(i, i + step));
  return out;
}

const tools = (n: number) => Array.from({ length: n }, (_, i) => `{"name":"t${i}"}`).join(',');
const idFirst = (body: string, id = `${PREFIX}1`) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"tools":[${body}]}${''}}`;

describe("the guard's own list answer, taken early when its id comes first", () => {
  it('an answer with its id first is taken while it arrives, and its value delivered whole', () => {
    const r = feed(idFirst(tools(500)) + '\n', 40);
    expect(r.takenEarly).toBe(true);
    expect(r.lines).toEqual([]);
    expect((r.own!.result as { tools: unknown[] }).tools).toHaveLength(500);
    expect((r.own!.result as { tools: Array<{ name: string }> }).tools[499]).toEqual({ name: 't499' });
  });

  it('its twin, the id last (as the SDK writes it): read in parts, taken only when its id arrives (its last part)', () => {
    const r = feed(`{"result":{"tools":[${tools(500)}]},"jsonrpc":"2.0","id":"${PREFIX}1"}\n`, 40);
    expect(r.takenAfter).toBe(r.parts - 1);
    const first = feed(idFirst(tools(500)) + '\n', 40);
    expect(first.takenAfter).toBe(0);
    expect((r.own!.result as { tools: unknown[] }).tools).toHaveLength(500);
  });

  it("a host's answer with the same shape (an id not the guard's) is never taken: handed on whole, byte for byte", () => {
    const text = `{"jsonrpc":"2.0","id":7,"result":{"tools":[${tools(50)}]}}\n`;
    const r = feed(text, 9);
    expect(r.takenEarly).toBe(false);
    expect(r.lines.map((l) => l.toString('utf8'))).toEqual([text]);
    // Nor one that only names the guard's id deeper in (a tool's member, a text before the object).
    const nested = `{"jsonrpc":"2.0","id":7,"result":{"x":{"id":"${PREFIX}1"},"tools":[${tools(50)}]}}\n`;
    expect(feed(nested, 9).lines.map((l) => l.toString('utf8'))).toEqual([nested]);
    const noise = `log {"jsonrpc":"2.0","id":"${PREFIX}1","result":{"tools":[${tools(50)}]}}\n`;
    expect(feed(noise, 9).lines.map((l) => l.toString('utf8'))).toEqual([noise]);
    // An escaped id is not followed either (the whole line decides).
    const escaped = `{"jsonrpc":"2.0","id":"\\u0074${PREFIX.slice(1)}1","result":{"tools":[${tools(50)}]}}\n`;
    expect(feed(escaped, 9).takenEarly).toBe(false);
  });

  // Each hostile line, taken early, is refused exactly as the whole-line reader refuses it.
  const hostile: Array<[string, string | Buffer]> = [
    ['a raw CR between two tools', idFirst(`${tools(30)},\r${tools(3)}`)],
    [
      'a raw CR, then bytes that are not UTF-8 (UTF-8 is read first)',
      Buffer.concat([Buffer.from(idFirst(`${tools(30)},\r{"name":"`).slice(0, -3)), Buffer.from([0xff]), Buffer.from('"}]}}')]),
    ],
    [
      'bytes that are not UTF-8 inside a tool',
      Buffer.concat([Buffer.from(idFirst(tools(30)).slice(0, -4) + ',{"name":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}]}}')]),
    ],
    ['a duplicate member after the tools', idFirst(tools(30)).slice(0, -1) + ',"id":"x"}'],
    ['a method beside the result', idFirst(tools(30)).slice(0, -1) + ',"method":"tools/list"}'],
    ['no jsonrpc member', idFirst(tools(30)).replace('"jsonrpc":"2.0",', '')],
    ['a tool that is not JSON', idFirst(`${tools(30)},{"name":nope}`)],
    ['a tool with a duplicate member', idFirst(`${tools(30)},{"name":"a","name":"b"}`)],
    ['the array closed by a brace', idFirst(tools(30)).replace(']}}', '}}}')],
    ['text after the object', idFirst(tools(30)) + ' x'],
    ['a number a double cannot hold, in a tool', idFirst(`${tools(30)},{"name":"n","x":12345678901234567890}`)],
  ];
  it.each(hostile)('%s: refused as the whole line is, with its first bytes for the notice', (_what, text) => {
    const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
    const r = feed(Buffer.concat([bytes, Buffer.from('\n')]), 11);
    expect(r.takenEarly).toBe(true);
    expect(r.own).toBeUndefined();
    expect(r.lines).toEqual([]);
    const whole = readMessageLine(Buffer.concat([bytes, Buffer.from('\n')]), SOURCE);
    if (whole.kind === 'message') {
      // Valid JSON, not strict: the list is refused for it (strictError), never served.
      expect(whole.strictError).toBeDefined();
      expect(r.refused!.kind).toBe('message');
      expect((r.refused as Extract<LineRead, { kind: 'message' }>).strictError!.message).toBe(whole.strictError!.message);
    } else {
      expect(whole.kind).toBe('refused');
      const got = r.refused as Extract<LineRead, { kind: 'refused' }>;
      const want = whole as Extract<LineRead, { kind: 'refused' }>;
      expect({ code: got.code, reason: got.reason }).toEqual({ code: want.code, reason: want.reason });
    }
    expect(r.preview).toBe(bytes.subarray(0, 200).toString('utf8'));
  });

  it('its twin: the same answer ended by CRLF is delivered', () => {
    const r = feed(idFirst(tools(30)) + '\r\n', 11);
    expect(r.takenEarly).toBe(true);
    expect((r.own!.result as { tools: unknown[] }).tools).toHaveLength(30);
  });

  it('past --max-tools with its id first: taken at once and dropped (nothing of it kept); its twin under the bound is delivered', () => {
    const over = feed(idFirst(tools(3000)) + '\n', 50, 1000);
    expect(over.takenEarly).toBe(true);
    expect(over.dropped).toBeGreaterThan(40_000);
    expect(over.own).toBeUndefined();
    expect(over.lines).toEqual([]);
    const under = feed(idFirst(tools(3000)) + '\n', 50, 3000);
    expect((under.own!.result as { tools: unknown[] }).tools).toHaveLength(3000);
  });
});

describe('LineSplitter with a tap that takes a line', () => {
  it('keeps none of its bytes once taken, and hands nothing on; the next line is handed on as before', () => {
    const seen: number[] = [];
    let taking = false;
    const splitter = new LineSplitter(
      100,
      (line) => seen.push(line.length),
      () => seen.push(-1),
      {
        part: (b) => (taking ||= b.includes('!')),
        end: () => {
          const t = taking;
          taking = false;
          return t;
        },
        cancel: () => {},
      },
    );
    splitter.push(Buffer.from('aaaa'));
    splitter.push(Buffer.from('!bbb'));
    expect((splitter as unknown as { pending: Buffer[] }).pending).toEqual([]);
    splitter.push(Buffer.from('cc\n'));
    splitter.push(Buffer.from('dd\n'));
    expect(seen).toEqual([3]);
    // A taken line is still bounded by --max-bytes: its bytes are counted.
    splitter.push(Buffer.from('!' + 'x'.repeat(150) + '\n'));
    expect(seen).toEqual([3, -1]);
  });
});

// A line whose id comes last (as the SDK's servers write) begun while no request of the host's awaited the
// server's answer: an answer the host cannot get (none of its requests was pending when the server began
// it), so it is taken as soon as its tools begin, its bytes not kept. The guard's is delivered; any other is
// dropped, never handed on (its bytes are gone), whatever id it ends with.
describe('an answer with its id last, begun while the host awaits no answer', () => {
  const idLast = (body: string, id: unknown = `${PREFIX}1`) => `{"jsonrpc":"2.0","result":{"tools":[${body}]},"id":${JSON.stringify(id)}}`;
  const idle = { hostAwaits: false };

  it("the guard's: taken while it arrives (long before its id), its value delivered whole", () => {
    const r = feed(idLast(tools(500)) + '\n', 40, 1000, idle);
    expect(r.takenAfter).toBe(0);
    expect(r.lines).toEqual([]);
    expect((r.own!.result as { tools: unknown[] }).tools).toHaveLength(500);
    expect(r.own!.id).toBe(`${PREFIX}1`);
  });

  it('its twin, a host request awaiting: the bytes kept until the id, taken only in the last part', () => {
    const r = feed(idLast(tools(500)) + '\n', 40, 1000);
    expect(r.takenAfter).toBe(r.parts - 1);
    expect((r.own!.result as { tools: unknown[] }).tools).toHaveLength(500);
  });

  it("another id (a host's, a guessed one): taken, dropped as an answer to no pending request, never handed on", () => {
    for (const id of [7, 'x', 'toolseal-guard-ffffffffffff:1']) {
      const r = feed(idLast(tools(50), id) + '\n', 9, 1000, idle);
      expect(r.takenEarly).toBe(true);
      expect(r.lines).toEqual([]);
      expect(r.own).toBeUndefined();
      expect(r.stray).toEqual(id);
    }
  });

  it('its twin, a host request awaiting: the same host answer handed on whole, byte for byte', () => {
    const text = idLast(tools(50), 7) + '\n';
    const r = feed(text, 9);
    expect(r.takenEarly).toBe(false);
    expect(r.stray).toBeUndefined();
    expect(r.lines.map((l) => l.toString('utf8'))).toEqual([text]);
  });

  it('a line of another shape (a notification, a result without tools, noise) is not taken: handed on whole', () => {
    for (const text of [
      '{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}\n',
      '{"jsonrpc":"2.0","result":{"prompts":[]},"id":7}\n',
      `log {"jsonrpc":"2.0","result":{"tools":[${tools(5)}]},"id":7}\n`,
    ]) {
      const r = feed(text, 5, 1000, idle);
      expect(r.takenEarly).toBe(false);
      expect(r.lines.map((l) => l.toString('utf8'))).toEqual([text]);
    }
  });

  const hostile: Array<[string, string, boolean]> = [
    ['a raw CR between two tools', idLast(`${tools(30)},\r${tools(3)}`), true],
    ['a duplicate id', idLast(tools(30)).slice(0, -1) + ',"id":"x"}', true],
    ['a method beside the result', idLast(tools(30), 7).slice(0, -1) + ',"method":"tools/list"}', false],
    ['a tool that is not JSON, a host id', idLast(`${tools(30)},{"name":nope}`, 7), false],
    ['text after the object', idLast(tools(30)) + ' x', true],
    ['a number a double cannot hold, in a tool', idLast(`${tools(30)},{"name":"n","x":12345678901234567890}`), true],
  ];
  it.each(hostile)('%s: refused as the whole line is (the guard prefix seen or not)', (_what, text, prefix) => {
    const line = Buffer.from(text + '\n', 'utf8');
    const r = feed(line, 11, 1000, idle);
    expect(r.takenEarly).toBe(true);
    expect(r.own).toBeUndefined();
    expect(r.lines).toEqual([]);
    const whole = readMessageLine(line, SOURCE);
    if (whole.kind === 'message') {
      expect((r.refused as Extract<LineRead, { kind: 'message' }>).strictError!.message).toBe(whole.strictError!.message);
    } else {
      const got = r.refused as Extract<LineRead, { kind: 'refused' }>;
      const want = whole as Extract<LineRead, { kind: 'refused' }>;
      expect({ code: got.code, reason: got.reason }).toEqual({ code: want.code, reason: want.reason });
      expect(r.ownPrefix).toBe(prefix);
    }
  });

  it('not strict, for another id: dropped as an answer to no pending request', () => {
    const r = feed(idLast(`${tools(30)},{"name":"n","x":12345678901234567890}`, 7) + '\n', 11, 1000, idle);
    expect(r.stray).toBe(7);
    expect(r.refused).toBeUndefined();
  });

  it("past --max-tools: the guard's dropped as the guard's, another id's as an answer to no request", () => {
    const own = feed(idLast(tools(3000)) + '\n', 50, 1000, idle);
    expect(own.dropped).toBeGreaterThan(40_000);
    expect(own.stray).toBeUndefined();
    expect(own.lines).toEqual([]);
    const other = feed(idLast(tools(3000), 7) + '\n', 50, 1000, idle);
    expect(other.dropped).toBeUndefined();
    expect(other.stray).toBeNull();
    expect(other.lines).toEqual([]);
  });
});

// Most lines arrive with no list of the guard's in flight (every call's answer): the tap passes them by,
// reading and keeping nothing of them. Whether a line is read is settled when it begins, and only for it.
describe('a line begun while no list of the guard is in flight', () => {
  /** A splitter with the guard's tap, whose list is in flight while `inFlight.now` says so. */
  function splitterWithList(inFlight: { now: boolean }) {
    const out: { own: Record<string, unknown>[]; lines: string[] } = { own: [], lines: [] };
    const tap = new OwnListAnswerTap(SOURCE, PREFIX, {
      active: () => inFlight.now,
      owns: (id) => typeof id === 'string' && id.startsWith(PREFIX),
      onCount: () => true,
      onOwn: (m) => out.own.push(m),
      onDropped: () => {},
      onOwnRefused: () => {},
      hostAwaits: () => true,
      onStray: () => {},
    });
    const splitter = new LineSplitter(
      1 << 16,
      (line) => out.lines.push(line.toString('utf8')),
      () => out.lines.push('(too long)'),
      tap,
    );
    return { out, splitter };
  }
  const answer = idFirst(tools(50)) + '\n';

  it('is not read by the tap, even when a list comes into flight before it ends: handed on whole to the strict reader', () => {
    const inFlight = { now: false };
    const { out, splitter } = splitterWithList(inFlight);
    const bytes = Buffer.from(answer);
    splitter.push(bytes.subarray(0, 40));
    inFlight.now = true;
    splitter.push(bytes.subarray(40));
    expect(out.own).toEqual([]);
    expect(out.lines).toEqual([answer]);
    // The next line, begun with the list in flight, is the tap's again: taken, its value delivered.
    splitter.push(Buffer.from(answer));
    expect(out.lines).toHaveLength(1);
    expect((out.own[0]!.result as { tools: unknown[] }).tools).toHaveLength(50);
  });

  it('its twin: the same line begun with the list in flight is taken by the tap, never handed on', () => {
    const { out, splitter } = splitterWithList({ now: true });
    const bytes = Buffer.from(answer);
    splitter.push(bytes.subarray(0, 40));
    splitter.push(bytes.subarray(40));
    expect(out.lines).toEqual([]);
    expect(out.own).toHaveLength(1);
  });

  it('one dropped as too long leaves the tap ready for the next line', () => {
    const inFlight = { now: false };
    const { out, splitter } = splitterWithList(inFlight);
    splitter.push(Buffer.from('{"begun":'));
    splitter.push(Buffer.from('x'.repeat(1 << 17)));
    inFlight.now = true;
    splitter.push(Buffer.from('\n' + answer));
    expect(out.lines).toEqual(['(too long)']);
    expect(out.own).toHaveLength(1);
  });
});

describe('OwnListAnswerTap.passes', () => {
  const hooks = (active: () => boolean) => ({
    active,
    owns: (id: unknown) => typeof id === 'string' && id.startsWith(PREFIX),
    onCount: () => true,
    onOwn: () => {},
    onDropped: () => {},
    onOwnRefused: () => {},
    hostAwaits: () => true,
    onStray: () => {},
  });

  it('passes a line beginning while no list is in flight; its twin with a list in flight, or a line begun, does not', () => {
    expect(
      new OwnListAnswerTap(
        SOURCE,
        PREFIX,
        hooks(() => false),
      ).passes(),
    ).toBe(true);
    const listing = new OwnListAnswerTap(
      SOURCE,
      PREFIX,
      hooks(() => true),
    );
    expect(listing.passes()).toBe(false);
    // A line that began while the list was in flight is read to its end, whatever comes meanwhile.
    let active = true;
    const tap = new OwnListAnswerTap(
      SOURCE,
      PREFIX,
      hooks(() => active),
    );
    tap.part(Buffer.from('{"jsonrpc":"2.0",'));
    active = false;
    expect(tap.passes()).toBe(false);
    tap.end(20);
    expect(tap.passes()).toBe(true);
  });
});
