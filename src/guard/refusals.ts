// What the guard does with what must not cross: a line that is not one strict JSON-RPC message, a batch
// (the protocol has none), either way; and a blocked server's requests, notifications and answers, whose
// words would reach the model. Nothing here is forwarded as read: the host gets an error where it waits for an answer.
import { ToolsealError } from '../core/errors.js';
import { isJsonObject as isObject } from '../core/json/json-object.js';
import { escapeForTerminal } from '../core/text/terminal-text.js';
import type { GuardDecider } from './decider.js';
import { framed } from './line-splitter.js';
import { hostIdText, jsonWithIdText, jsonWithWrittenId, writtenIdsOfBatch, type LineRead } from './message-line.js';
import type { OwnAnswers } from './own-answers.js';
import type { GuardPump, ServerLineOut } from './pump.js';
import type { Upstream } from './upstream/index.js';
import { JsonRpcErrorCode } from '../mcp/transport/json-rpc-codes.js';
import { isRequestId } from '../mcp/transport/json-rpc-envelope.js';

/** JSON-RPC "parse error" and "invalid request": what the host gets for a line the guard does not pass on. */
const PARSE_ERROR = JsonRpcErrorCode.ParseError;
const INVALID_REQUEST = JsonRpcErrorCode.InvalidRequest;
/** JSON-RPC "invalid params": a host request a blocked server is not sent (as for a blocked call). */
const INVALID_PARAMS = JsonRpcErrorCode.InvalidParams;
/** JSON-RPC "internal error": a host request whose answer the guard did not pass on. */
const INTERNAL_ERROR = JsonRpcErrorCode.InternalError;

type Message = Record<string, unknown>;

/** What the refusals reach. */
export interface RefusalParts {
  pump: GuardPump;
  upstream: Pick<Upstream, 'send'>;
  decider: GuardDecider;
  own: OwnAnswers;
  notice(text: string): void;
  /** The server's secrets out of a text (a preview of a server's line). */
  redact(text: string): string;
}

/** The router's id bookkeeping and notification hooks, as the refusals use them. */
export interface RefusalRoutes {
  forgetPending(id: string | number, idText: string | undefined): boolean;
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
export function refuseHostBatch(batch: unknown[], parts: RefusalParts, line?: Buffer): void {
  parts.notice(
    `REFUSED INVALID_INPUT: a JSON-RPC batch of ${batch.length} elements from the host (the protocol has no batches; not forwarded)`,
  );
  const message = 'toolseal guard: JSON-RPC batches are refused: INVALID_INPUT';
  // Each element's id as the host wrote it (read only when some element is a request to answer).
  let written: Array<string | undefined> | undefined;
  let answered = 0;
  batch.forEach((m, i) => {
    if (!isObject(m) || typeof m.method !== 'string' || !isRequestId(m.id)) return;
    written ??= line ? writtenIdsOfBatch(line) : [];
    parts.pump.toHost(framed(jsonWithIdText({ jsonrpc: '2.0', id: m.id, error: { code: INVALID_REQUEST, message } }, written[i])));
    answered++;
  });
  if (answered === 0) parts.pump.toHost(framed(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: INVALID_REQUEST, message } })));
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
  else if (read.method === undefined && isRequestId(read.id) && routes.forgetPending(read.id, hostIdText(line, read.id))) {
    parts.pump.replyError(read.id, INTERNAL_ERROR, `toolseal guard: the server's answer was not passed on: ${read.code}`, line);
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
  // Each element's id as written (read only when some element may answer a host request).
  let written: Array<string | undefined> | undefined;
  batch.forEach((m, i) => {
    if (!isObject(m)) return;
    if (typeof m.method === 'string') routes.observeNotification(m);
    else if (isRequestId(m.id) && routes.forgetPending(m.id, (written ??= writtenIdsOfBatch(line))[i])) {
      const message = 'toolseal guard: the server answered in a JSON-RPC batch, which is not passed on: INVALID_INPUT';
      parts.pump.toHost(framed(jsonWithIdText({ jsonrpc: '2.0', id: m.id, error: { code: INTERNAL_ERROR, message } }, written[i])));
    }
  });
}

/**
 * A host request whose answer is the server's text and whose params are the host's (a resource's URI,
 * what the user typed so far), for a blocked server: not sent. Its resources are answered as none (as its
 * tools are); a read or a completion is refused like a blocked call.
 */
export function refusedWhileBlocked(
  m: Message,
  line: Buffer,
  parts: RefusalParts,
  listMembers: Record<string, unknown>,
): void | Promise<void> {
  if (m.method === 'resources/list') return parts.pump.replyList(m.id, 'resources', [], listMembers, line);
  const code = parts.decider.lastCode ?? 'SNAPSHOT_INCOMPLETE';
  parts.pump.replyError(m.id, INVALID_PARAMS, `${String(m.method)} is refused by toolseal while the server is blocked: ${code}`, line);
}

/**
 * A message from a server whose surface is not approved now (blocked, not decided yet, or its approval
 * withdrawn by a change): the host gets none of the server's text. What carries none passes rebuilt from
 * its numbers and ids: a ping either way (no params, an empty result), a list change, progress without
 * its message, a cancellation without its reason. An answer to the host passes as read while an earlier
 * approval is withdrawn and not yet decided again (the request was sent while approved), unless it is an
 * `input_required` result, whose embedded sampling, elicitation or roots requests are the server's own.
 * Anything else (a request such as sampling, a log or other notification, such a result, any answer while
 * blocked) waits, when an approval was withdrawn, for a fresh decision, and passes as read only when that
 * decision allows; else the server's request is refused back to it, its notification withheld,
 * and its answer replaced by the guard's own error.
 */
export function whileNotApproved(m: Message, line: Buffer, routes: RefusalRoutes, parts: RefusalParts): ServerLineOut {
  // The answer to a request sent while the surface was approved (a call whose tool changed the surface)
  // passes while no decision has said otherwise, as does the change notification that withdrew the
  // approval; an answer that asks the host for input is a request of the server's.
  if (parts.decider.approvalWithdrawn) {
    if (typeof m.method !== 'string' && !(isObject(m.result) && m.result.resultType === 'input_required')) return line;
    if (typeof m.method === 'string' && m.id === undefined && routes.isObservedNotification(m.method)) return line;
  }
  const rebuilt = whatCarriesNoText(m, line, routes);
  if (rebuilt !== undefined) return rebuilt;
  const refuse =
    typeof m.method !== 'string'
      ? () => answerRefused(m, parts)
      : m.id === undefined
        ? () => notificationWithheld(m.method as string, parts)
        : () => requestRefused(m, parts);
  const allowed = parts.decider.textAllowed();
  if (allowed === true) return line;
  if (allowed === false) return refuse();
  return allowed.then((ok) => (ok ? line : refuse()));
}

/** A message of the server's rebuilt with none of its text, or undefined when it carries some (see whileNotApproved). */
function whatCarriesNoText(m: Message, line: Buffer, routes: RefusalRoutes): Buffer | undefined {
  const { method, id } = m;
  const params = isObject(m.params) ? m.params : {};
  if (typeof method !== 'string') {
    // An empty result (ping, logging/setLevel, subscribe) says nothing but "done"; its _meta is the server's.
    // Its id as written in the line (12345678901234567890 read as a double and written again is another id).
    if (!isObject(m.result) || Object.keys(m.result).some((k) => k !== '_meta')) return undefined;
    return framed(jsonWithWrittenId({ jsonrpc: '2.0', id, result: {} }, line));
  }
  const rebuilt = (p?: Message) =>
    framed(jsonWithWrittenId({ jsonrpc: '2.0', ...(id !== undefined ? { id } : {}), method, ...(p ? { params: p } : {}) }, line));
  if (id !== undefined) return method === 'ping' ? rebuilt() : undefined;
  if (routes.isObservedNotification(method)) return m.params === undefined ? line : rebuilt();
  if (method === 'notifications/progress' && isRequestId(params.progressToken) && typeof params.progress === 'number') {
    return rebuilt({
      progressToken: params.progressToken,
      progress: params.progress,
      ...(typeof params.total === 'number' ? { total: params.total } : {}),
    });
  }
  if (method === 'notifications/cancelled' && isRequestId(params.requestId)) return rebuilt({ requestId: params.requestId });
  return undefined;
}

/** The code and words the guard's lines use for a surface that is not approved now. */
function notApproved(parts: RefusalParts): { code: string; state: string } {
  const code = parts.decider.lastCode;
  return { code: code ?? 'SNAPSHOT_INCOMPLETE', state: code ? 'blocked' : 'not approved' };
}

/** A notification with the server's words (a log message, a vendor's): withheld; stderr names it once per method while blocked. */
function notificationWithheld(method: string, parts: RefusalParts): null {
  if (parts.decider.firstWithheld(method)) {
    const { code, state } = notApproved(parts);
    parts.notice(
      `WITHHELD ${code}: a notification from the server (${escapeForTerminal(method).slice(0, 60)}) while its surface is ${state} (not forwarded; later ones of this method are not named)`,
    );
  }
  return null;
}

/** A request of the server's (sampling, elicitation, roots) would carry its text to the model: refused back to the server, never shown to the host. */
function requestRefused(m: Message, parts: RefusalParts): null {
  const { code, state } = notApproved(parts);
  parts.notice(
    `REFUSED ${code}: a request from the server (${escapeForTerminal(m.method as string).slice(0, 60)}) while its surface is ${state} (not forwarded)`,
  );
  void parts.upstream
    .send({
      jsonrpc: '2.0',
      id: m.id,
      error: { code: INVALID_REQUEST, message: `toolseal guard: the server is blocked (${code}): its requests do not reach the host` },
    })
    .catch(() => {});
  return null;
}

/**
 * An answer with the server's text (a result, an `input_required` result's embedded sampling, elicitation
 * or roots requests, an error's message): the host gets the guard's own error for its request instead.
 */
function answerRefused(m: Message, parts: RefusalParts): Buffer {
  const { code, state } = notApproved(parts);
  parts.notice(`WITHHELD ${code}: an answer from the server while its surface is ${state} (the host gets an error)`);
  return framed(
    JSON.stringify({
      jsonrpc: '2.0',
      id: m.id,
      error: {
        code: INTERNAL_ERROR,
        message: `toolseal guard: the server's answer was not passed on while its surface is ${state}: ${code}`,
      },
    }),
  );
}
