import { parseJsonStrict } from '../../src/core/json/strict-reader.js';
import {
  escapeLineBreakers,
  hostIdText,
  idKeyAsWritten,
  idKeyOfLine,
  jsonWithWrittenId,
  readMessageLine,
  writtenCancelledIdOf,
  writtenIdOf,
  writtenIdsOfBatch,
} from '../../src/guard/message-line.js';

const parseJsonValid = (text: string, source: string) => parseJsonStrict(text, source, { canonical: false });
import { framed } from '../../src/guard/line-splitter.js';

// One line of the stdio framing as the guard reads it, both ways: exactly one JSON-RPC message or nothing.

const read = (text: string) => readMessageLine(Buffer.from(text + '\n', 'utf8'), 'test');

describe('readMessageLine', () => {
  it.each([
    ['a request', '{"jsonrpc":"2.0","id":1,"method":"ping"}'],
    ['a notification', '{"jsonrpc":"2.0","method":"notifications/initialized"}'],
    ['an answer', '{"jsonrpc":"2.0","id":"a","result":{}}'],
    ['an error answer', '{"jsonrpc":"2.0","id":2,"error":{"code":-1,"message":"no"}}'],
    ['spaces and tabs around it', ' \t{"jsonrpc":"2.0","id":1,"method":"ping"}\t '],
  ])('%s is one message, passed on as the bytes read', (_what, text) => {
    const line = Buffer.from(text + '\n', 'utf8');
    const r = readMessageLine(line, 'test');
    expect(r.kind).toBe('message');
    if (r.kind === 'message') expect(r.line).toBe(line);
  });

  it.each([
    ['a raw CR inside', '{"jsonrpc":"2.0","id":1,\r"method":"ping"}', 'INVALID_INPUT'],
    ['a log line and a CR before a message', 'log\r{"jsonrpc":"2.0","id":1,"result":{}}', 'INVALID_INPUT'],
    ['a form feed before it', '\f{"jsonrpc":"2.0","id":1,"result":{}}', 'INVALID_INPUT'],
    ['a no-break space before it', '\u00a0{"jsonrpc":"2.0","id":1,"result":{}}', 'INVALID_JSON'],
    ['a byte order mark before it', '\ufeff{"jsonrpc":"2.0","id":1,"result":{}}', 'INVALID_INPUT'],
    ['an answer with id null', '{"jsonrpc":"2.0","id":null,"result":{}}', 'INVALID_INPUT'],
    ['an answer with no id', '{"jsonrpc":"2.0","result":{}}', 'INVALID_INPUT'],
    ['an answer with both result and error', '{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"x"}}', 'INVALID_INPUT'],
    ['a method and a result', '{"jsonrpc":"2.0","id":1,"method":"ping","result":{}}', 'INVALID_INPUT'],
    ['no "jsonrpc": "2.0"', '{"id":1,"method":"ping"}', 'INVALID_INPUT'],
    ['a duplicate member', '{"jsonrpc":"2.0","id":1,"id":2,"method":"ping"}', 'DUPLICATE_JSON_MEMBER'],
    [
      'a duplicate member 1,500 levels deep',
      `{"jsonrpc":"2.0","id":1,"result":${'['.repeat(1500)}{"a":1,"a":2}${']'.repeat(1500)}}`,
      'DUPLICATE_JSON_MEMBER',
    ],
    ['not JSON', 'hello', 'INVALID_JSON'],
  ])('%s is refused', (_what, text, code) => {
    const r = read(text);
    expect(r).toMatchObject({ kind: 'refused', code });
  });

  it('a batch is a batch, and a blank line is blank', () => {
    expect(read('[{"jsonrpc":"2.0","id":1,"method":"ping"}]').kind).toBe('batch');
    expect(read('').kind).toBe('blank');
    expect(read('  \t').kind).toBe('blank');
  });

  it('NEL, U+2028, U+2029 and C1 controls inside a string are passed on escaped: the same value', () => {
    const text = JSON.stringify({ jsonrpc: '2.0', id: 1, result: { s: 'a\u0085b\u2028c\u2029d\u0090e\u007f' } });
    const r = read(text);
    expect(r.kind).toBe('message');
    if (r.kind !== 'message') return;
    const out = r.line.toString('utf8');
    expect(out).not.toMatch(/[\u007f-\u009f\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(JSON.parse(text));
  });

  it('an ASCII line and its twin with characters past ASCII read as the same kind of message; bytes that are not UTF-8 are refused', () => {
    const ascii = read('{"jsonrpc":"2.0","id":1,"result":{"s":"caf\\u00e9"}}');
    const utf8 = read('{"jsonrpc":"2.0","id":1,"result":{"s":"café"}}');
    expect(ascii).toMatchObject({ kind: 'message', value: { result: { s: 'café' } } });
    expect(utf8).toMatchObject({ kind: 'message', value: { result: { s: 'café' } } });
    const cut = Buffer.concat([Buffer.from('{"jsonrpc":"2.0","id":1,"result":{"s":"caf'), Buffer.from([0xc3, 0x28]), Buffer.from('"}}\n')]);
    expect(readMessageLine(cut, 'test')).toMatchObject({ kind: 'refused', code: 'INVALID_INPUT', reason: 'test: not valid UTF-8 text' });
    // A surrogate written in UTF-8 (not a character) is refused as well, as the decoder does.
    const surrogate = Buffer.concat([
      Buffer.from('{"jsonrpc":"2.0","id":1,"result":{"s":"'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('"}}\n'),
    ]);
    expect(readMessageLine(surrogate, 'test')).toMatchObject({ kind: 'refused', code: 'INVALID_INPUT' });
  });

  it('a CRLF line end is the framing: the message passes without the CR', () => {
    const r = readMessageLine(Buffer.from('{"jsonrpc":"2.0","id":1,"method":"ping"}\r\n'), 'test');
    expect(r.kind).toBe('message');
    if (r.kind === 'message') expect(r.line.toString()).toBe('{"jsonrpc":"2.0","id":1,"method":"ping"}\n');
  });

  it.each([
    ['a 64-bit integer', '12345678901234567890'],
    ['1e-400', '1e-400'],
    ['1,500 levels of nesting', '['.repeat(1500) + ']'.repeat(1500)],
  ])('valid JSON with %s is a message as written, marked not strict', (_what, v) => {
    const line = Buffer.from(`{"jsonrpc":"2.0","id":1,"result":{"v":${v}}}\n`);
    const r = readMessageLine(line, 'test');
    expect(r).toMatchObject({ kind: 'message', strictError: { code: 'NOT_CANONICALIZABLE' } });
    if (r.kind === 'message') expect(r.line).toBe(line);
  });

  it('parseJsonValid counts members outside strings only (a colon in a string is no member); its twin with a real duplicate is refused', () => {
    expect(parseJsonValid('{"a:b":"c:d","e":[{"f":"\\":"}]}', 'test')).toEqual({ 'a:b': 'c:d', e: [{ f: '":' }] });
    expect(() => parseJsonValid('{"a":1,"b":{"c":1,"c":2}}', 'test')).toThrow(/duplicate member/);
  });

  it("the guard's own lines (framed) escape what JSON.stringify writes raw", () => {
    expect(framed(JSON.stringify({ s: '\u2028' })).toString()).toBe('{"s":"\\u2028"}\n');
    expect(escapeLineBreakers('{"s":"plain"}')).toBe('{"s":"plain"}');
  });
});

describe('writtenIdOf and jsonWithWrittenId: an id as the host wrote it', () => {
  const line = (text: string) => Buffer.from(text + '\n', 'utf8');

  it("the message's own id, as written; not an id nested in its params", () => {
    expect(writtenIdOf(line('{"jsonrpc":"2.0","params":{"id":1},"id":12345678901234567890,"method":"x"}'))).toBe('12345678901234567890');
    expect(writtenIdOf(line('{"params":{"id":1},"method":"x"}'))).toBeUndefined();
    expect(writtenIdOf(line('not json'))).toBeUndefined();
  });

  it('an answer built with it: the id as written, every other member as JSON.stringify writes it, in order', () => {
    const m = { jsonrpc: '2.0', id: Infinity, error: { code: 1, message: 'm' } };
    expect(jsonWithWrittenId(m, line('{"id":1e400,"method":"x"}'))).toBe('{"jsonrpc":"2.0","id":1e400,"error":{"code":1,"message":"m"}}');
    // The twin: no line, or a line without an id, is JSON.stringify's text.
    expect(jsonWithWrittenId({ jsonrpc: '2.0', id: 7, result: {} }, undefined)).toBe(JSON.stringify({ jsonrpc: '2.0', id: 7, result: {} }));
    expect(jsonWithWrittenId({ jsonrpc: '2.0', id: 7, result: {} }, line('{"method":"x"}'))).toBe('{"jsonrpc":"2.0","id":7,"result":{}}');
  });
});

describe('hostIdText and writtenIdsOfBatch: the id kept for an answer the guard makes later', () => {
  const line = (text: string) => Buffer.from(text + '\n', 'utf8');

  it.each([
    [
      'a number no double holds',
      '{"jsonrpc":"2.0","id":12345678901234567890,"method":"x"}',
      Number('12345678901234567890'),
      '12345678901234567890',
    ],
    ['a number written on past the text JSON.stringify gives', '{"jsonrpc":"2.0","id":1.50,"method":"x"}', 1.5, '1.50'],
    ['a string with an escape', '{"jsonrpc":"2.0","id":"\\u0041","method":"x"}', 'A', '"\\u0041"'],
    ['an escaped member name, beside a nested id JSON.stringify would write alike', '{"\\u0069d":7.0,"params":{"id":7}}', 7, '7.0'],
    ['a nested id before its own, spelled otherwise', '{"params":{"id":7},"id":7.0}', 7, '7.0'],
  ])('%s: kept as written', (_what, text, id, written) => {
    expect(hostIdText(line(text), id)).toBe(written);
  });

  it.each([
    ['an ordinary number', '{"jsonrpc":"2.0","id":7,"method":"x"}', 7],
    ['an ordinary string', '{"jsonrpc":"2.0","method":"x","id":"a"}', 'a'],
    ['spaced', '{"jsonrpc":"2.0", "id" : 7 ,"method":"x"}', 7],
    ['with a nested id', '{"params":{"id":1},"id":7}', 7],
    ['with escapes in its params', '{"id":7,"params":{"text":"a\\n\\"b\\""}}', 7],
    ['a string id holding a quote', '{"id":"a\\"b","method":"x"}', 'a"b'],
    ['a string id beyond ASCII', '{"id":"é, x","method":"x"}', 'é, x'],
  ])('the twin, %s: nothing kept (JSON.stringify writes it alike)', (_what, text, id) => {
    expect(hostIdText(line(text), id)).toBeUndefined();
  });

  it("each element's own id of a batch, by index; none for an element without one, or a line that is no array", () => {
    const batch = '[{"id":1e400,"params":{"id":2}},{"method":"n"},{"id":"\\u0041"},{"id":3}]';
    expect(writtenIdsOfBatch(line(batch))).toEqual(['1e400', undefined, '"\\u0041"', '3']);
    expect(writtenIdsOfBatch(line('{"id":1}'))).toEqual([]);
    expect(writtenIdsOfBatch(line('[not json'))).toEqual([]);
  });
});

describe('idKeyOfLine: an id as the key that pairs an answer with its request, as written', () => {
  const line = (text: string) => Buffer.from(text + '\n', 'utf8');
  const big = Number('9007199254740993');

  it.each([
    ['at the opening', (id: string) => `{"jsonrpc":"2.0","id":${id},"result":{"id":1}}`],
    ['last, as the SDK writes it', (id: string) => `{"result":{"content":[{"id":2}]},"jsonrpc":"2.0","id":${id}}`],
    ['elsewhere (read as hostIdText reads it)', (id: string) => `{"jsonrpc":"2.0","result":{"id":3},"id":${id},"x":1}`],
    ['spaced', (id: string) => `{ "jsonrpc": "2.0", "id": ${id}, "result": {} }`],
  ])('a number id %s: ids one double reads alike, or spelled otherwise, are two keys', (_where, message) => {
    const key = (text: string) => idKeyOfLine(line(message(text)), Number(text));
    expect(key('9007199254740993')).not.toBe(key('9007199254740992'));
    expect(key('1.00000000000000001')).not.toBe(key('1'));
    expect(key('1e2')).not.toBe(key('100'));
    // The twin: the same text is the same key, wherever the id stands.
    expect(key('9007199254740993')).toBe(idKeyAsWritten(big, '9007199254740993'));
    expect(key('7')).toBe(idKeyAsWritten(7, undefined));
  });

  it('a string id by its value (an escape spells no other string); the number 5 is not the string "5"', () => {
    expect(idKeyOfLine(line('{"jsonrpc":"2.0","id":"\\u0041","result":{}}'), 'A')).toBe(idKeyAsWritten('A', undefined));
    expect(idKeyAsWritten(5, undefined)).not.toBe(idKeyAsWritten('5', undefined));
  });

  it("a cancellation's requestId as the host wrote it, when JSON.stringify would write another", () => {
    const cancel = (id: string) => line(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":${id},"reason":"x"}}`);
    expect(writtenCancelledIdOf(cancel('9007199254740993'), big)).toBe('9007199254740993');
    expect(writtenCancelledIdOf(cancel('1e2'), 100)).toBe('1e2');
    // The twin: written as JSON.stringify writes it, or a string: nothing kept.
    expect(writtenCancelledIdOf(cancel('7'), 7)).toBeUndefined();
    expect(writtenCancelledIdOf(cancel('"a"'), 'a')).toBeUndefined();
  });
});
