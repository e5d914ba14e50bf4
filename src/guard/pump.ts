import type { Readable, Writable } from 'node:stream';
import { LineSplitter, framed, type LineTap } from './line-splitter.js';
import { escapeLineBreakers, jsonWithWrittenId } from './message-line.js';
import type { Upstream } from './upstream/index.js';

/**
 * Lines one side's queue holds at most before that side's reading is paused (the host's while a decision
 * runs, the server's while an answer hook or a list being written holds them): the one bound on what
 * waits in the guard.
 */
export const MAX_QUEUED_LINES = 1000;

/** Elements of a host's list written at a time (see GuardPump.replyList). */
const LIST_SLICE = 10_000;

/** What a server message becomes for the host after the router's hooks: the line to pass on, none, or one later. */
export type ServerLineOut = Buffer | null | Promise<Buffer | null>;

export interface PumpEnds {
  /** The host: MCP on these streams (the guard's stdin and stdout). */
  input: Readable;
  output: Writable;
  upstream: Upstream;
  /** --max-bytes: the longest line either side may send. */
  maxLineBytes: number;
}

export interface PumpRoutes {
  /** One whole line from the host. */
  hostLine(line: Buffer): void;
  /** A host line longer than --max-bytes (`bytes`), not kept. */
  hostLineTooLong(bytes: number): void;
  /** One whole line from a stdio server. */
  serverLine(line: Buffer): void;
  serverLineTooLong(bytes: number): void;
  /** Reads the answer to the guard's own list as it arrives (see OwnListAnswerTap). */
  serverTap?: LineTap;
  /** Runs the router's hooks on a message for the host (in order, see GuardPump.serverInOrder). */
  observeServerMessage(value: unknown, line: Buffer): ServerLineOut;
  /**
   * A message whose hook failed: it is withheld (never passed on as read); the host gets an error for the
   * request it answers (`line`: the message as written, whose id the error echoes as written).
   */
  serverMessageWithheld?(value: unknown, error: unknown, line: Buffer): void;
  /** The host closed its side (or its streams failed): the guard ends. */
  hostGone(): void;
}

/**
 * The guard's byte side: the host's stdin/stdout and the upstream, framed into lines, written in order with
 * back-pressure both ways (a side that does not read stops the other side's reading), the writes of one
 * chunk's lines corked into one, and the steps that wait (a hook deciding, a list written in slices)
 * holding what comes after them in bounded queues.
 */
export class GuardPump {
  private readonly hostSplitter: LineSplitter;
  private readonly serverSplitter: LineSplitter;
  /** Server messages wait here, in order, while an answer hook is working. */
  private readonly serverQueue: Array<{ value: unknown; line: Buffer }> = [];
  private serverBusy = false;
  /** Host steps wait here, in order, while a hook is deciding. */
  private readonly hostQueue: Array<() => void | Promise<void>> = [];
  private hostBusy = false;
  /** A write did not fit: that side's reading waits for 'drain' (one wait at a time). */
  private waitingUpstreamDrain = false;
  private waitingHostDrain = false;
  /** A host's list is being written in slices (see replyList): other lines for the host wait in `heldForHost`. */
  private writingList = false;
  private readonly heldForHost: Buffer[] = [];
  private hostEnded = false;
  private done = false;

  constructor(
    private readonly ends: PumpEnds,
    private readonly routes: PumpRoutes,
  ) {
    const max = ends.maxLineBytes;
    this.serverSplitter = new LineSplitter(
      max,
      (line) => routes.serverLine(line),
      (n) => routes.serverLineTooLong(n),
      routes.serverTap,
    );
    this.hostSplitter = new LineSplitter(
      max,
      (line) => routes.hostLine(line),
      (n) => routes.hostLineTooLong(n),
    );
  }

  /** The guard has ended: nothing more is written to the host. */
  get finished(): boolean {
    return this.done;
  }

  /** Reads the host, a line at a time (the lines of one chunk forwarded in one write). */
  start(): void {
    const { input, output, upstream } = this.ends;
    output.on('error', () => this.routes.hostGone()); // the host is gone
    input.on('data', (chunk: Buffer) => {
      // A chunk that ends the one line it holds (a request, the usual case) is one write already, with no
      // need to gather the writes of its lines (corking costs a copy and a queue).
      const nl = chunk.indexOf(10);
      if (nl === chunk.length - 1) this.hostSplitter.push(chunk, nl);
      else upstream.batch(() => this.hostSplitter.push(chunk, nl));
    });
    input.on('end', () => {
      this.hostSplitter.end();
      this.hostEnded = true;
      if (!this.hostBusy) this.routes.hostGone();
    });
    input.on('error', () => this.routes.hostGone());
  }

  /** A chunk of a stdio server's stdout (its lines that reach the host leave in one write). */
  serverChunk(chunk: Buffer): void {
    // As for the host's chunks: one that ends the one line it holds (an answer) is one write already.
    const nl = chunk.indexOf(10);
    if (nl === chunk.length - 1) this.serverSplitter.push(chunk, nl);
    else this.corkedToHost(() => this.serverSplitter.push(chunk, nl));
  }

  /** The server's stdout ended: a last line without its newline is read. */
  serverEnded(): void {
    this.serverSplitter.end();
  }

  /** Stops reading the host (the guard is ending). */
  finish(): void {
    if (this.done) return;
    this.done = true;
    this.ends.input.removeAllListeners('data');
    this.ends.input.destroy();
  }

  // ---- host → upstream ----

  /**
   * A step of the host's, in order: run now, or after the steps before it that wait (a hook deciding
   * returns a promise; the host's reading pauses past MAX_QUEUED_LINES waiting steps).
   */
  hostInOrder(step: () => void | Promise<void>): void {
    if (this.hostBusy) {
      this.hostQueue.push(step);
      if (this.hostQueue.length > MAX_QUEUED_LINES) this.ends.input.pause();
      return;
    }
    this.runHostStep(step);
  }

  /** No host step waits: one may run now, by its caller, handing its result to {@link hostStepRan} (no step made of it). */
  get hostIdle(): boolean {
    return !this.hostBusy;
  }

  /** A host step its caller ran while {@link hostIdle}: a promise holds the steps after it until it settles. */
  hostStepRan(done: void | Promise<void>): void {
    if (done instanceof Promise) this.holdHostUntil(done);
  }

  private runHostStep(step: () => void | Promise<void>): void {
    const done = step();
    if (done instanceof Promise) this.holdHostUntil(done);
  }

  private holdHostUntil(done: Promise<void>): void {
    this.hostBusy = true;
    void done.finally(() => {
      this.hostBusy = false;
      this.drainHostQueue();
    });
  }

  private drainHostQueue(): void {
    while (!this.hostBusy && this.hostQueue.length > 0) this.runHostStep(this.hostQueue.shift()!);
    if (this.hostBusy) return;
    if (this.ends.input.isPaused() && !this.done) this.ends.input.resume();
    if (this.hostEnded) this.routes.hostGone();
  }

  /** Forwards a host line upstream; when it does not fit, the host's reading waits for the upstream's drain. */
  toUpstream(line: Buffer, m: Record<string, unknown>): void {
    const { upstream, input } = this.ends;
    if (!upstream.forward(line, m) && !this.waitingUpstreamDrain) {
      this.waitingUpstreamDrain = true;
      input.pause();
      upstream.onDrain(() => {
        this.waitingUpstreamDrain = false;
        if (!this.hostBusy && !this.done) input.resume();
      });
    }
  }

  // ---- upstream → host ----

  /**
   * A message for the host, after the router's hooks. A hook that needs time (it returns a promise) holds
   * every later message behind it, so the host gets them all in the order the server sent them.
   */
  serverInOrder(value: unknown, line: Buffer): void {
    if (this.serverBusy) {
      this.serverQueue.push({ value, line });
      if (this.serverQueue.length > MAX_QUEUED_LINES) this.ends.upstream.pause();
      return;
    }
    const out = this.routes.observeServerMessage(value, line);
    if (out === null) return;
    if (!(out instanceof Promise)) {
      this.toHost(out);
      return;
    }
    this.serverBusy = true;
    out
      .then(
        (l) => l && this.toHost(l),
        // Undecided: the line as read never reaches the host.
        (e) => this.routes.serverMessageWithheld?.(value, e, line),
      )
      .finally(() => {
        this.serverBusy = false;
        while (!this.serverBusy && this.serverQueue.length > 0) {
          const next = this.serverQueue.shift()!;
          this.serverInOrder(next.value, next.line);
        }
        if (!this.serverBusy && !this.waitingHostDrain) this.ends.upstream.resume();
      });
  }

  /** A line for the host (held while a list is written in slices). */
  toHost(line: Buffer): void {
    if (this.done) return;
    if (this.writingList) {
      // A list is being written in slices: whatever else the host gets waits for its end (one message a line).
      this.heldForHost.push(line);
      if (this.heldForHost.length > MAX_QUEUED_LINES) this.ends.upstream.pause();
      return;
    }
    this.writeToHost(line);
  }

  /**
   * An error answer of the guard's own to a host request (none for an id that is not one); `line`, the
   * request as the host wrote it: its id is echoed exactly as written.
   */
  replyError(id: unknown, code: number, message: string, line?: Buffer): void {
    if (typeof id !== 'string' && typeof id !== 'number') return;
    this.toHost(framed(jsonWithWrittenId({ jsonrpc: '2.0', id, error: { code, message } }, line)));
  }

  /**
   * Forwarding, batched: every line of one chunk that reaches the host while `forwardLines` runs leaves in
   * one write (corked, then uncorked), not one system call per line. A line a hook holds (a promise) is
   * written later, on its own; the order is kept either way.
   */
  private corkedToHost(forwardLines: () => void): void {
    const out = this.ends.output;
    if (out.destroyed) return forwardLines();
    out.cork();
    try {
      forwardLines();
    } finally {
      out.uncork();
    }
  }

  private writeToHost(line: Buffer): boolean {
    const { output, upstream } = this.ends;
    const fits = output.write(line);
    if (!fits && !this.waitingHostDrain) {
      this.waitingHostDrain = true;
      upstream.pause();
      output.once('drain', () => {
        this.waitingHostDrain = false;
        if (!this.serverBusy && !this.writingList) upstream.resume();
      });
    }
    return fits;
  }

  /**
   * The answer to a host's list, `{"jsonrpc":"2.0","id":…,"result":{"<member>":[…], …extra}}` (the id as
   * written in `line`, the host's request): the text one JSON.stringify of it gives, written a slice of elements at a time as the host reads (a list of
   * millions is never built as one text or one buffer, nor queued whole); what else the host gets
   * meanwhile waits for its end.
   */
  async replyList(id: unknown, member: string, items: readonly unknown[], extra: Record<string, unknown>, line?: Buffer): Promise<void> {
    const open = jsonWithWrittenId({ jsonrpc: '2.0', id, result: { [member]: [], ...extra } }, line);
    const close = open.lastIndexOf('[]') + 1;
    if (items.length <= LIST_SLICE) {
      this.toHost(framed(`${open.slice(0, close)}${items.map((x) => JSON.stringify(x) ?? 'null').join(',')}${open.slice(close)}`));
      return;
    }
    if (this.done) return;
    this.writingList = true;
    try {
      let fits = this.writeToHost(Buffer.from(escapeLineBreakers(open.slice(0, close)), 'utf8'));
      for (let i = 0; i < items.length && !this.done; i += LIST_SLICE) {
        if (!fits) await this.hostDrained();
        const slice = items.slice(i, i + LIST_SLICE).map((x) => JSON.stringify(x) ?? 'null');
        fits = this.writeToHost(Buffer.from(escapeLineBreakers((i === 0 ? '' : ',') + slice.join(',')), 'utf8'));
      }
      if (!this.done) this.writeToHost(Buffer.from(open.slice(close) + '\n', 'utf8'));
    } finally {
      this.writingList = false;
      const held = this.heldForHost.splice(0);
      for (const line of held) this.toHost(line);
      if (!this.serverBusy && !this.waitingHostDrain) this.ends.upstream.resume();
    }
  }

  /** The host read what was written (or is gone). */
  private hostDrained(): Promise<void> {
    const out = this.ends.output;
    return new Promise((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        out.off('error', done);
        resolve();
      };
      out.once('drain', done);
      out.once('close', done);
      out.once('error', done);
    });
  }
}
