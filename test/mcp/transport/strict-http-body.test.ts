import { messageBodyKind, StrictHttpBody, type StrictHttpBodyOptions } from '../../../src/mcp/transport/strict-http-body.js';

// The one strict reader of a server's HTTP bodies: which bodies hold messages (the SDK's own rule), their
// bytes decoded as UTF-8 strictly across chunk boundaries, a JSON body whole at its end, SSE events framed
// as the SDK frames them, and each message bounded. Each hostile body beside its plain twin.

const bytes = (s: string | Buffer) => new Uint8Array(typeof s === 'string' ? Buffer.from(s, 'utf8') : s);

function reader(kind: 'json' | 'event-stream' | undefined, options: StrictHttpBodyOptions = { read: true }) {
  const seen = { messages: [] as string[], notUtf8: 0, overLimit: 0 };
  const body = new StrictHttpBody(
    kind,
    { message: (t) => seen.messages.push(t), notUtf8: () => seen.notUtf8++, overLimit: () => seen.overLimit++ },
    options,
  );
  return { body, seen };
}

describe('messageBodyKind', () => {
  it.each([
    ['application/json', 'json'],
    ['Application/JSON; charset=utf-8', 'json'],
    ['text/event-stream', 'event-stream'],
    ['TEXT/Event-Stream', 'event-stream'],
    ['text/event-stream-ish', 'event-stream'],
    ['application/json-seq', undefined],
    ['text/plain', undefined],
    [null, undefined],
  ])('%j is %j', (type, kind) => {
    expect(messageBodyKind(type)).toBe(kind);
  });
});

describe('StrictHttpBody, a JSON body', () => {
  it('is one message at its end, a character split between chunks decoded whole', () => {
    const { body, seen } = reader('json');
    const text = Buffer.from('{"text":"caf\u00e9 \u{1F600}"}', 'utf8');
    const cut = text.indexOf(0xc3) + 1;
    expect(body.push(bytes(text.subarray(0, cut)))).toBe(true);
    expect(body.push(bytes(text.subarray(cut)))).toBe(true);
    expect(seen.messages).toEqual([]);
    body.end();
    expect(seen.messages).toEqual(['{"text":"caf\u00e9 \u{1F600}"}']);
  });

  it('bytes that are not UTF-8 are told and not decoded (no U+FFFD reaches a message)', () => {
    const { body, seen } = reader('json');
    body.push(bytes(Buffer.from('{"text":"caf\u00e9"}', 'latin1')));
    body.end();
    expect(seen.notUtf8).toBe(1);
    expect(body.broken).toBe(true);
    expect(seen.messages).toEqual([]);
  });

  it('a body past maxMessageBytes is stopped at the chunk that crosses it (the twin at the bound is read)', () => {
    const over = reader('json', { read: true, maxMessageBytes: 10 });
    expect(over.body.push(bytes('{"a":"'))).toBe(true);
    expect(over.body.push(bytes('12345"}'))).toBe(false);
    expect(over.body.push(bytes(' '))).toBe(false);
    over.body.end();
    expect([over.seen.overLimit, over.seen.messages]).toEqual([1, []]);

    const at = reader('json', { read: true, maxMessageBytes: 10 });
    expect(at.body.push(bytes('{"a":'))).toBe(true);
    expect(at.body.push(bytes('"12"}'))).toBe(true);
    at.body.end();
    expect([at.seen.overLimit, at.seen.messages]).toEqual([0, ['{"a":"12"}']]);
  });

  it('read: false counts the bytes but delivers nothing', () => {
    const { body, seen } = reader('json', { read: false, maxMessageBytes: 100 });
    expect(body.push(bytes('{"id":1}'))).toBe(true);
    body.end();
    expect(seen.messages).toEqual([]);
  });
});

describe('StrictHttpBody, an event stream', () => {
  it('frames message events as the SDK does: data lines joined, CRLF too, other events and comments not messages', () => {
    const { body, seen } = reader('event-stream');
    body.push(bytes(': comment\r\nevent: message\r\ndata: {"a":\r\ndata: 1}\r\n\r\nevent: ping\ndata: x\n\n'));
    body.push(bytes('data: {"b":2}\n\ndata: unfinished'));
    body.end();
    expect(seen.messages).toEqual(['{"a":\n1}', '{"b":2}']);
  });

  it('bounds each event, not the stream: many short events pass, one long event is stopped', () => {
    const many = reader('event-stream', { read: true, maxMessageBytes: 40 });
    for (let i = 0; i < 50; i++) expect(many.body.push(bytes(`data: {"n":${i}}\n\n`))).toBe(true);
    expect([many.seen.overLimit, many.seen.messages.length]).toEqual([0, 50]);

    const long = reader('event-stream', { read: true, maxMessageBytes: 40 });
    expect(long.body.push(bytes('data: {"n":"'))).toBe(true);
    expect(long.body.push(bytes('x'.repeat(40)))).toBe(false);
    expect(long.seen.overLimit).toBe(1);
    expect(long.body.push(bytes('"}\n\n'))).toBe(false);
    expect(long.seen.messages).toEqual([]);
  });

  it('a stream that stops being UTF-8 is told at once; nothing after it is delivered', () => {
    const { body, seen } = reader('event-stream');
    body.push(bytes('data: {"ok":1}\n\n'));
    body.push(bytes(Buffer.concat([Buffer.from('data: '), Buffer.from([0xff, 0xfe]), Buffer.from('\n\n')])));
    body.push(bytes('data: {"after":1}\n\n'));
    expect(seen.notUtf8).toBe(1);
    expect(seen.messages).toEqual(['{"ok":1}']);
  });
});
