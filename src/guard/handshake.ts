import { isToolsealError } from '../core/errors.js';
import { isJsonObject as isObject } from '../core/json/json-object.js';
import { initializeResultForHost } from '../core/surface/non-tool-surface.js';
import type { GuardDecider } from './decider.js';
import { framed } from './line-splitter.js';
import { jsonWithWrittenId } from './message-line.js';
import { refusalText } from './upstream/http-failure.js';
import type { Upstream } from './upstream/index.js';
import { discoverAnswerSeen } from './upstream/modern-envelope.js';

type Message = Record<string, unknown>;

/** What the handshake reaches. */
export interface HandshakeParts {
  decider: GuardDecider;
  upstream: Upstream;
  notice(text: string): void;
  /** --timeout: how long the guard waits for the server to take its own notifications/initialized. */
  timeoutMs: number;
}

/**
 * The server's answer to the host's opening (initialize, or server/discover in the 2026-07-28 revision),
 * held until the server's surface is decided: the instructions in it reach the host's system prompt only
 * when that decision approved them. Whatever fails on the way (the guard's own notifications/initialized,
 * the decision itself), the answer never reaches the host undecided.
 */
export class ServerHandshake {
  /** The guard sent the server `notifications/initialized` itself: the host's is not forwarded again. */
  private sentInitialized = false;

  constructor(private readonly parts: HandshakeParts) {}

  /** The server's answer to the host's initialize: the handshake is ended by the guard, then the surface decided. */
  initializeAnswer(answer: Message, line: Buffer): Buffer | Promise<Buffer> {
    const result = isObject(answer.result) ? answer.result : undefined;
    const info = isObject(result?.serverInfo) ? result.serverInfo : undefined;
    // Over HTTP the transport sends the agreed version as a header, as the SDK's client has it do.
    if (typeof result?.protocolVersion === 'string') this.parts.upstream.setProtocolVersion?.(result.protocolVersion);
    this.parts.decider.serverAnswered(typeof info?.name === 'string' ? info.name : undefined, result);
    if (!result) return line;
    // The guard ends the handshake itself (the server answers no list before it), so that it can list.
    return this.decidedAnswer(answer, line, result, this.endHandshake());
  }

  /** The server's answer to a 2026-07-28 host's server/discover (that revision has no initialized notification). */
  discoverAnswer(answer: Message, line: Buffer): Buffer | Promise<Buffer> {
    const seen = discoverAnswerSeen(answer);
    this.parts.decider.serverAnswered(seen.serverName, seen.result);
    return seen.result ? this.decidedAnswer(answer, line, seen.result) : line;
  }

  /** The host's notifications/initialized: true when the guard already sent the server its own (the host's is then not forwarded). */
  takeHostInitialized(): boolean {
    const sent = this.sentInitialized;
    this.sentInitialized = false;
    return sent;
  }

  /**
   * The guard's own `notifications/initialized`, waited for at most --timeout. Its outcome is not the
   * decision's: a server that refuses it (HTTP 500) or never takes it is named on stderr (by its status,
   * never its text) and decided all the same (one that then cannot list is blocked).
   */
  private endHandshake(): Promise<void> {
    const { timeoutMs, notice } = this.parts;
    let timer: NodeJS.Timeout | undefined;
    const sent = this.parts.upstream.send({ jsonrpc: '2.0', method: 'notifications/initialized' }).then(
      () => {
        this.sentInitialized = true;
      },
      (e: unknown) =>
        notice(
          `WARN SNAPSHOT_INCOMPLETE: the guard's notifications/initialized failed (${refusalText(e) ?? 'no HTTP status'}): the surface is decided all the same`,
        ),
    );
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        notice(
          `WARN SNAPSHOT_INCOMPLETE: the server did not take the guard's notifications/initialized within ${timeoutMs / 1000} s (--timeout): the surface is decided all the same`,
        );
        resolve();
      }, timeoutMs);
      timer.unref();
    });
    return Promise.race([sent, late]).finally(() => clearTimeout(timer));
  }

  /**
   * The answer, once the surface is decided: as read when its instructions were approved (or it has
   * none), else without them. The decision is handed to the host's first lists (with its generation).
   */
  private decidedAnswer(answer: Message, line: Buffer, result: Message, after?: Promise<void>): Promise<Buffer> {
    const { decider } = this.parts;
    const decided = after ? after.then(() => decider.decideFresh()) : decider.decideFresh();
    // The host's id as the server wrote it back (re-serialized from a double, a number may be another id).
    const withheld = () => framed(jsonWithWrittenId({ ...answer, result: initializeResultForHost(result, false) }, line));
    return decided.then(
      (decision) => {
        decider.handOverToFirstLists(decision);
        if (decision.result.instructionsApproved || !Object.hasOwn(result, 'instructions')) return line;
        return withheld();
      },
      (e: unknown) => {
        // No decision is no approval: the answer goes on as a blocked server's does.
        this.parts.notice(
          `WITHHELD ${isToolsealError(e) ? e.code : 'SNAPSHOT_INCOMPLETE'}: the server's surface could not be decided: its answer reaches the host without instructions`,
        );
        return withheld();
      },
    );
  }
}
