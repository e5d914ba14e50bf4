import { isAscii } from 'node:buffer';
import { ToolsealError, isToolsealError, type ErrorCode } from '../core/errors.js';
import { MAX_TEXT_LENGTH, decodeUtf8, parseJsonStrict, type NumberReading, type StrictReadOptions } from '../core/json/strict-reader.js';
import { isJsonObject as isObject } from '../core/json/json-object.js';
import { isRequestId } from '../mcp/transport/json-rpc-envelope.js';

type Message = Record<string, unknown>;

/**
 * One line of the stdio framing, read: exactly one JSON-RPC message (`message`), a JSON-RPC batch
 * (`batch`, which the current protocol does not have), a blank line (`blank`), or anything else
 * (`refused`: not forwarded either way).
 *
 * `line` is what may be passed on: the bytes as read, or, when they held a character some reader would
 * take for a line end (NEL, U+2028, U+2029, a C1 control, inside a string: nowhere else in valid JSON),
 * the same message with those characters escaped. `strictError` is set when the message is valid JSON
 * but not strict (a number a double cannot hold, nesting past the canonical bound): it may pass on as
 * written, but nothing the guard decides may be read from it.
 */
export type LineRead =
  | { kind: 'message'; value: Message; line: Buffer; strictError?: ToolsealError }
  | { kind: 'batch'; value: unknown[] }
  | { kind: 'blank' }
  | {
      kind: 'refused';
      code: ErrorCode;
      reason: string;
      /** The id, when the line is JSON an id can be read from (loosely). */ id?: unknown;
      method?: unknown;
    };

/** Raw control characters no JSON-RPC line may hold: C0 but the tab (a raw CR splits a line for some hosts). */
// eslint-disable-next-line no-control-regex -- the raw controls a JSON-RPC line may not hold are what the guard refuses
const CONTROL = /[\u0000-\u0008\u000a-\u001f]/;
/** What some readers take for a line end or drop (NEL and the C1 controls, DEL, U+2028, U+2029): escaped when passed on. */
const LINE_BREAKERS = /[\u007f-\u009f\u2028\u2029]/g;
/** Either of the two above, in one scan (the common line holds neither). */
// eslint-disable-next-line no-control-regex -- the raw controls a JSON-RPC line may not hold are what the guard refuses
const ANY_ODD = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/;

/** How readMessageLine reads a text strictly (the same options for every line: none made per message). */
const READ_STRICT: StrictReadOptions = Object.freeze({});
const READ_EXACT: StrictReadOptions = Object.freeze({ exact: true });
const READ_ROUNDED: StrictReadOptions = Object.freeze({ numbers: 'rounded' });
const READ_EXACT_ROUNDED: StrictReadOptions = Object.freeze({ exact: true, numbers: 'rounded' });

/**
 * A JSON text as a line of the stdio framing: characters a reader could take for a line end, which
 * JSON.stringify writes raw inside strings (U+2028, U+2029, NEL and the other C1 controls), escaped.
 * Only for valid JSON, where such a character can only sit inside a string.
 */
export function escapeLineBreakers(json: string): string {
  return json.replace(LINE_BREAKERS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Reads one line (with its `\n`; a `\r` before it is the CRLF framing and not passed on) as exactly one
 * JSON-RPC message, by the framing rules: UTF-8, nothing around the JSON value but spaces and tabs, no raw
 * control character, one JSON value, a valid envelope (`jsonrpc` "2.0"; a request with a method and a
 * string or number id, a notification with a method and no id, or a response with such an id and one of
 * `result` and `error`). Strict JSON first (no duplicate member anywhere); a message that is valid JSON but
 * not strict only for its numbers or depth is read loosely (`strictError` set), a duplicate member never.
 * `exact`: read as a text with an escaped member name is (see parseJsonStrict). `numbers` `rounded`
 * (`--round-inexact-numbers`): a number a double cannot hold exactly is read strictly as its nearest double.
 */
export function readMessageLine(raw: Buffer, source: string, exact = false, numbers: NumberReading = 'exact'): LineRead {
  let end = raw.length;
  if (end > 0 && raw[end - 1] === 0x0a) end--;
  const crlf = end > 0 && raw[end - 1] === 0x0d;
  if (crlf) end--;
  // The decoder drops a leading byte order mark: looked for in the bytes (no reader takes it for white space).
  if (raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf)
    return { kind: 'refused', code: 'INVALID_INPUT', reason: 'a byte order mark before the message' };
  let text: string;
  // The usual line is ASCII: its bytes are its text, one byte a character (no decoder, no view of the
  // bytes made). Any other is decoded strictly.
  if (end < MAX_TEXT_LENGTH && isAscii(raw)) text = raw.toString('latin1', 0, end);
  else {
    try {
      text = decodeUtf8(end === raw.length ? raw : raw.subarray(0, end), source);
    } catch (e) {
      return refused(e, 'not UTF-8');
    }
  }
  const first = text.charCodeAt(0);
  if ((text.length === 0 || first === 32 || first === 9) && /^[ \t]*$/.test(text)) return { kind: 'blank' };
  const odd = ANY_ODD.test(text);
  if (odd && CONTROL.test(text))
    return {
      kind: 'refused',
      code: 'INVALID_INPUT',
      reason: 'a raw control character (CR, form feed, NUL, ...) in the line',
      // eslint-disable-next-line no-control-regex -- the ids are read with the raw controls blanked out
      ...looseIds(text.replace(/[\u0000-\u001f]/g, ' ')),
    };
  let value: unknown;
  let strictError: ToolsealError | undefined;
  try {
    const rounded = numbers === 'rounded';
    value = parseJsonStrict(text, source, exact ? (rounded ? READ_EXACT_ROUNDED : READ_EXACT) : rounded ? READ_ROUNDED : READ_STRICT);
  } catch (e) {
    if (!isToolsealError(e, 'NOT_CANONICALIZABLE')) return { ...refused(e, 'not JSON'), ...looseIds(text) };
    strictError = e;
    try {
      value = parseJsonStrict(text, source, { canonical: false });
    } catch (e2) {
      return { ...refused(e2, 'not JSON'), ...looseIds(text) };
    }
  }
  if (Array.isArray(value)) return { kind: 'batch', value };
  const shape = envelopeProblem(value);
  if (shape)
    return { kind: 'refused', code: 'INVALID_INPUT', reason: shape, ...(isObject(value) ? { id: value.id, method: value.method } : {}) };
  const line = odd || crlf ? Buffer.from(escapeLineBreakers(text) + '\n', 'utf8') : raw;
  return strictError ? { kind: 'message', value: value as Message, line, strictError } : { kind: 'message', value: value as Message, line };
}

function refused(e: unknown, fallback: string): Extract<LineRead, { kind: 'refused' }> {
  if (isToolsealError(e)) return { kind: 'refused', code: e.code, reason: e.message };
  return { kind: 'refused', code: 'INVALID_JSON', reason: fallback };
}

/** The id and method of a text that is JSON to a lenient reader (what a server or host might take it for). */
function looseIds(text: string): { id?: unknown; method?: unknown } {
  try {
    const v = JSON.parse(text) as unknown;
    return isObject(v) ? { id: v.id, method: v.method } : {};
  } catch {
    return {};
  }
}

/** What makes a value other than one JSON-RPC 2.0 message (undefined when it is one). */
export function envelopeProblem(v: unknown): string | undefined {
  if (!isObject(v)) return 'not a JSON-RPC message (not an object)';
  if (v.jsonrpc !== '2.0') return 'not a JSON-RPC 2.0 message (no "jsonrpc": "2.0")';
  const hasResult = Object.hasOwn(v, 'result');
  const hasError = Object.hasOwn(v, 'error');
  if (Object.hasOwn(v, 'method')) {
    if (typeof v.method !== 'string') return 'a method that is not a string';
    if (hasResult || hasError) return 'a method and a result or error in one message';
    if (Object.hasOwn(v, 'id') && !isRequestId(v.id)) return 'a request id that is neither a string nor a number';
    return undefined;
  }
  if (!isRequestId(v.id)) return 'an answer without a request id (or with id null)';
  if (hasResult === hasError) return 'an answer with neither or both of result and error';
  return undefined;
}

/**
 * The notice of an answer from the server that no pending request of the host's awaits (dropped, never
 * passed on): named by its id, or, for one refused while it arrived, by its size.
 */
export function strayAnswerNotice(answer: { id: unknown } | { bytes: number }): string {
  const what =
    'id' in answer
      ? `id ${String(JSON.stringify(answer.id)).slice(0, 40)}`
      : `${answer.bytes} bytes, past --max-tools while it arrived, not read further`;
  return `DROPPED INVALID_INPUT: an answer from the server to no pending request of the host (${what})`;
}

/**
 * The source text of every `member` (`id` unless said) of a JSON text, with the object holding it
 * (undefined when the text is not JSON).
 */
function idSources(line: Buffer, member = 'id'): { root: unknown; holders: Array<{ holder: unknown; source: string }> } | undefined {
  const holders: Array<{ holder: unknown; source: string }> = [];
  try {
    // The reviver's third argument (the source text of a primitive value): Node 21 and later.
    const root = JSON.parse(line.toString('utf8'), function (this: unknown, key: string, value: unknown, context?: { source?: string }) {
      if (key === member && typeof context?.source === 'string') holders.push({ holder: this, source: context.source });
      return value;
    } as (key: string, value: unknown) => unknown) as unknown;
    return { root, holders };
  } catch {
    return undefined;
  }
}

/**
 * The JSON text of a message's own `id` exactly as written in its line (`12345678901234567890`, `1e400`,
 * `"\u0041"`), for an answer of the guard's own: a number re-serialized from a double is another id (or
 * `null`, for one past a double's range), which the host would match with none of its requests. Undefined
 * when the line is not JSON or has no id of its own (the caller then writes the id it read).
 */
export function writtenIdOf(line: Buffer): string | undefined {
  const read = idSources(line);
  return read?.holders.findLast((h) => h.holder === read.root)?.source;
}

/**
 * The ids of a batch's elements exactly as written in its line, by index (undefined for an element with
 * no id of its own, or when the line is not a JSON array).
 */
export function writtenIdsOfBatch(line: Buffer): Array<string | undefined> {
  const read = idSources(line);
  if (!read || !Array.isArray(read.root)) return [];
  const elements: unknown[] = read.root;
  // One pass: the last id written in each holder (a lookup per element would be quadratic in the batch).
  const last = new Map<unknown, string>();
  for (const h of read.holders) last.set(h.holder, h.source);
  return elements.map((element) => last.get(element));
}

/**
 * The text of a message's own id as written in `line`: a request's as the host wrote it, to keep while
 * its answer is awaited (over HTTP the guard may answer it itself later, with an error), an answer's as
 * the server wrote it, to pair it with the request of that text (see idKeyAsWritten). Undefined when
 * JSON.stringify of the id it read writes the same text (the usual line, told without reading it again:
 * one `"id"` in it, followed by that text, and no `\u` escape, the only one that could spell another
 * `"id"`: i and d have no other).
 */
export function hostIdText(line: Buffer, id: string | number): string | undefined {
  const plain = JSON.stringify(id);
  const first = line.indexOf('"id"');
  const at = first >= 0 && line.indexOf('"id"', first + 4) < 0 && !line.includes('\\u') ? line.indexOf(`"id":${plain}`) : -1;
  if (at >= 0) {
    const after = line[at + 5 + Buffer.byteLength(plain)];
    // The number written on (`"id":1.50` begins with `"id":1.5`): only a delimiter ends the id's text.
    if (after === undefined || after === 0x2c || after === 0x7d || after === 0x20 || after === 0x0a || after === 0x0d || after === 0x09)
      return undefined;
  }
  const written = writtenIdOf(line);
  return written === plain ? undefined : written;
}

/**
 * The `requestId` of a cancellation (`notifications/cancelled`) exactly as written in its line, when it
 * is a number JSON.stringify would write otherwise (see hostIdText): the request it names is the one of
 * that text.
 */
export function writtenCancelledIdOf(line: Buffer, requestId: string | number): string | undefined {
  if (typeof requestId !== 'number') return undefined;
  const read = idSources(line, 'requestId');
  const params = isObject(read?.root) ? read.root.params : undefined;
  const written = read?.holders.findLast((h) => h.holder === params)?.source;
  return written === JSON.stringify(requestId) ? undefined : written;
}

/**
 * A request id as the key that pairs an answer (or a cancellation, or the guard's own error) with its
 * request, the id as written: a string by its value (an escape spells no other string), a number by its
 * text (`idText`, see hostIdText; else the text JSON.stringify writes). So ids one double reads alike
 * (`9007199254740993`, `9007199254740992`) are two, and so are ids spelled otherwise (`1e2`, `100`): an
 * answer that writes its id otherwise than the request did answers nothing the host sent.
 */
export function idKeyAsWritten(id: string | number, idText: string | undefined): string {
  return typeof id === 'string' ? `s${id}` : `n${idText ?? JSON.stringify(id)}`;
}

/** How the usual message opens: what follows is its own id (see idKeyOfLine). */
const OPENING = Buffer.from('{"jsonrpc":"2.0","id":');
/** How the usual message ends but for its own id and `}` (the SDK writes the id last). */
const ID_LAST = Buffer.from(',"id":');

/** Whether a byte may stand in a JSON number (`-0123456789+.eE`). */
function inNumber(c: number | undefined): boolean {
  return c !== undefined && ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x65 || c === 0x45);
}

/**
 * The text of a number id where the usual message has it, at its opening (`{"jsonrpc":"2.0","id":…,`) or
 * last (`,"id":…}` at its end), read without reading the line again; undefined when it is elsewhere.
 * Only for a line read as one message (see readMessageLine): there no member is written twice, and both
 * places can only hold its own id (valid JSON has no `,"` or `{"` inside a string that goes on as a key).
 */
function usualIdText(line: Buffer): string | undefined {
  if (line.length > OPENING.length && line.compare(OPENING, 0, OPENING.length, 0, OPENING.length) === 0) {
    let end = OPENING.length;
    while (inNumber(line[end])) end++;
    if (end > OPENING.length && (line[end] === 0x2c || line[end] === 0x7d)) return line.toString('latin1', OPENING.length, end);
  }
  let close = line.length;
  while (close > 0 && (line[close - 1] === 0x0a || line[close - 1] === 0x0d)) close--;
  if (line[close - 1] !== 0x7d) return undefined;
  let start = close - 1;
  while (inNumber(line[start - 1])) start--;
  const key = start - ID_LAST.length;
  if (start === close - 1 || key < 0 || line.compare(ID_LAST, 0, ID_LAST.length, key, start) !== 0) return undefined;
  return line.toString('latin1', start, close - 1);
}

/**
 * The key (idKeyAsWritten) of the own id `id` of the message in `line`, a line read as one message (see
 * readMessageLine): a number's text read there (where the usual message has it at once, else as
 * hostIdText reads it).
 */
export function idKeyOfLine(line: Buffer, id: string | number): string {
  if (typeof id === 'string') return idKeyAsWritten(id, undefined);
  return idKeyAsWritten(id, usualIdText(line) ?? hostIdText(line, id));
}

/**
 * A message as JSON text, the text JSON.stringify gives (members in order) but for its `id`, which is
 * `written` (the id's text as the host wrote it) when given.
 */
export function jsonWithIdText(m: Message, written: string | undefined): string {
  if (written === undefined || !Object.hasOwn(m, 'id')) return JSON.stringify(m);
  const members: string[] = [];
  for (const [k, v] of Object.entries(m)) {
    const json = k === 'id' ? written : JSON.stringify(v);
    if (json !== undefined) members.push(`${JSON.stringify(k)}:${json}`);
  }
  return `{${members.join(',')}}`;
}

/**
 * A message as JSON text, the text JSON.stringify gives (members in order) but for its `id`, which is as
 * written in `line` (the message it answers or stands for) when it can be read there.
 */
export function jsonWithWrittenId(m: Message, line: Buffer | undefined): string {
  return jsonWithIdText(m, line === undefined || !Object.hasOwn(m, 'id') ? undefined : writtenIdOf(line));
}
