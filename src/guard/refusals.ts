// What the guard does with what must not cross: a line that is not one strict JSON-RPC message, a batch
// (the protocol has none), either way; and a blocked server's notifications, whose words would reach
// the model. Nothing here is forwarded as read: the host gets an error where it waits for an answer.
import { ToolsealError } from '../core/errors.js';
import { isJsonObject as isObject } from '../core/json-object.js';
import { escapeForTerminal } from '../core/terminal-text.js';
import type { GuardDecider } from './decider.js';
import { framed } from './line-splitter.js';
import type { LineRead } from './message-line.js';
import type { OwnAnswers } from './own-answers.js';
import type { GuardPump } from './pump.js';
import { JsonRpcErrorCode } from '../mcp/json-rpc-codes.js';
import { isRequestId } from '../mcp/json-rpc-envelope.js';

/** JSON-RPC "parse error" and "invalid request": what the host gets for a line the guard does not pass on. */
const PARSE_ERROR = JsonRpcErrorCode.ParseError;
const INVALID_REQUEST = JsonRpcErrorCode.InvalidRequest;
/** JSON-RPC "internal error": a host request whose answer the guard did not pass on. */
const INTERNAL_ERROR = JsonRpcErrorCode.InternalError;

type Message = Record<string, unknown>;

/** What the refusals reach. */
export interface RefusalParts {
  pump: GuardPump;
  decider: GuardDecider;
  own: OwnAnswers;
  notice(text: string): void;
  /** The server's secrets out of a text (a preview of a server's line). */
  redact(text: string): string;
}

/** The router's id bookkeeping and notification hooks, as the refusals use them. */
export interface RefusalRoutes {
  forgetPending(id: string | number): boolean;
  isObservedNotification(method: string): boolean;
  observeNotification(m: Message): void;
}

/**
 * A host line that is not one strict JSON-RPC message: not forwarded, and answered: the request's own id
 * when a lenient reader finds one (the host waits for it), else id null (a parse error, as a server says).
 */
export function refuseHostLine(read: Extract<LineRead, { kind: 'refused' }>, parts: RefusalParts, line?: Buffer): void {
  parts.notice(
    `REFUSED ${read.code}: a message from the host that is not one strict JSON-RPC message (not forwarded): ${read.reason.slice(0, 200)}`,
  );
  const message = `toolseal guard: message refused: ${read.code}`;
  if (typeof read.method === 'string' && isRequestId(read.id)) parts.pump.replyError(read.id, INVALID_REQUEST, message, line);
  else
    parts.pump.toHost(
      framed(
        JSON.stringify({
          jsonrpc: '2.0',
          id: null,
          error: { code: read.code === 'INVALID_JSON' || read.code === 'INVALID_INPUT' ? PARSE_ERROR : INVALID_REQUEST, message },
        }),
      ),
    );
}

/** A batch from the host (the protocol has none): no element reaches the server; each request is answered with an error. */
export function refuseHostBatch(batch: unknown[], parts: RefusalParts): void {
  parts.notice(
    `REFUSED INVALID_INPUT: a JSON-RPC batch of ${batch.length} elements from the host (the protocol has no batches; not forwarded)`,
  );
  const message = 'toolseal guard: JSON-RPC batches are refused: INVALID_INPUT';
  const ids = batch.filter((m): m is Message => isObject(m) && typeof m.method === 'string' && isRequestId(m.id)).map((m) => m.id);
  for (const id of ids) parts.pump.replyError(id, INVALID_REQUEST, message);
  if (ids.length === 0) parts.pump.toHost(framed(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: INVALID_REQUEST, message } })));
}

/** A host line longer than --max-bytes: its id was not read (the line is not held), so the host gets an error about a message it sent, not silence. */
export function refuseLongHostLine(bytes: number, maxBytes: number, parts: RefusalParts): void {
  parts.notice(`REFUSED INVALID_INPUT: a line of ${bytes} bytes from the host is longer than --max-bytes (not forwarded)`);
  parts.pump.toHost(
    framed(
      JSON.stringify({
        jsonrpc: '2.0',
        id: null,
        error: {
          code: INVALID_REQUEST,
          message: `toolseal guard: a message longer than ${maxBytes} bytes (--max-bytes) was refused: INVALID_INPUT`,
        },
      }),
    ),
  );
}

/**
 * A line from the server that is not one JSON-RPC message: never passed on (stderr names it, escaped).
 * When it still reads as an answer to one of the host's requests, the host gets an error for it instead
 * of waiting; one that holds the guard's own id fails the guard's list.
 */
export function dropServerLine(
  read: Extract<LineRead, { kind: 'refused' }>,
  line: Buffer,
  length: number,
  ownPrefix: boolean,
  routes: RefusalRoutes,
  parts: RefusalParts,
): void {
  if (parts.decider.listBudget && ownPrefix)
    parts.own.deliver(
      new ToolsealError(read.code, `${parts.own.label}: the answer to the guard's list is not one strict JSON-RPC message: ${read.reason}`),
    );
  else if (read.method === undefined && isRequestId(read.id) && routes.forgetPending(read.id)) {
    parts.pump.replyError(read.id, INTERNAL_ERROR, `toolseal guard: the server's answer was not passed on: ${read.code}`);
  }
  const preview = parts.redact(line.subarray(0, 200).toString('utf8'));
  parts.notice(
    `DROPPED ${read.code}: a line from the server that is not one JSON-RPC message (${read.reason.slice(0, 200)}): ${JSON.stringify(preview)}${length > 200 ? '…' : ''}`,
  );
}

/**
 * A batch from the server (the protocol has none): dropped whole. Its change notifications still count
 * (the server may now list otherwise), the host's requests it answers get an error, and one that answers
 * the guard's own request fails its list.
 */
export function dropServerBatch(batch: unknown[], line: Buffer, routes: RefusalRoutes, parts: RefusalParts): void {
  parts.notice(
    `DROPPED INVALID_INPUT: a JSON-RPC batch of ${batch.length} elements from the server (the protocol has no batches; not forwarded)`,
  );
  if (parts.decider.listBudget && line.includes(parts.own.prefix))
    parts.own.deliver(new ToolsealError('INVALID_INPUT', `${parts.own.label}: the server answered the guard's list in a JSON-RPC batch`));
  for (const m of batch) {
    if (!isObject(m)) continue;
    if (typeof m.method === 'string') routes.observeNotification(m);
    else if (isRequestId(m.id) && routes.forgetPending(m.id)) {
      parts.pump.replyError(
        m.id,
        INTERNAL_ERROR,
        'toolseal guard: the server answered in a JSON-RPC batch, which is not passed on: INVALID_INPUT',
      );
    }
  }
}

/**
 * A notification from a server that is blocked (or not approved yet): its words would reach the model
 * (a log message, a progress message, a vendor's notification), so only what carries none of them
 * passes, rebuilt from its numbers and ids: a list change (the host lists again, and is decided on),
 * progress without its message, a cancellation without its reason. Anything else is withheld (stderr
 * says so, once per method while blocked).
 */
export function withheldWhileBlocked(m: Message, line: Buffer, routes: RefusalRoutes, parts: RefusalParts): Buffer | null {
  const method = m.method as string;
  const params = isObject(m.params) ? m.params : {};
  const rebuilt = (p?: Message) => framed(JSON.stringify({ jsonrpc: '2.0', method, ...(p ? { params: p } : {}) }));
  if (routes.isObservedNotification(method)) return m.params === undefined ? line : rebuilt();
  if (method === 'notifications/progress' && isRequestId(params.progressToken) && typeof params.progress === 'number') {
    return rebuilt({
      progressToken: params.progressToken,
      progress: params.progress,
      ...(typeof params.total === 'number' ? { total: params.total } : {}),
    });
  }
  if (method === 'notifications/cancelled' && isRequestId(params.requestId)) return rebuilt({ requestId: params.requestId });
  if (parts.decider.firstWithheld(method)) {
    const code = parts.decider.lastCode;
    parts.notice(
      `WITHHELD ${code ?? 'SNAPSHOT_INCOMPLETE'}: a notification from the server (${escapeForTerminal(method).slice(0, 60)}) while its surface is ${code ? 'blocked' : 'not approved'} (not forwarded; later ones of this method are not named)`,
    );
  }
  return null;
}
