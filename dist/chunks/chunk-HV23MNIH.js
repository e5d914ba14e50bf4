#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  MAX_TIMEOUT_MS
} from "./chunk-5XTFMSJV.js";
import {
  countText
} from "./chunk-GJGWUCU6.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/mcp/server/snapshot-budget.ts
var serverInput;
function onServerInput(fn) {
  serverInput = fn;
}
function serverInputBegins() {
  if (serverInput === void 0) return;
  const fn = serverInput;
  serverInput = void 0;
  fn();
}
var PROGRESS_INTERVAL_MS = 1e3;
var SDK_TIMEOUT_MARGIN_MS = 1e3;
var SnapshotBudget = class {
  constructor(limits, label) {
    this.label = label;
    if (!(limits.timeoutMs >= 1 && limits.timeoutMs <= MAX_TIMEOUT_MS)) {
      throw new ToolsealError("USAGE", `the timeout must be from 1 ms to ${MAX_TIMEOUT_MS} ms, not ${limits.timeoutMs}`);
    }
    this.limits = limits;
    this.deadline = (limits.startedAt ?? Date.now()) + limits.timeoutMs;
    this.timer = setTimeout(() => this.timedOut(), Math.max(0, this.deadline - Date.now()));
    const progress = limits.onProgress;
    if (progress) {
      this.progress = setInterval(() => {
        this.progressShown = true;
        progress(this.label, this.tools, this.bytes, false);
      }, PROGRESS_INTERVAL_MS);
      this.progress.unref();
    }
  }
  label;
  limits;
  deadline;
  controller = new AbortController();
  bytes = 0;
  tools = 0;
  failure;
  timer;
  progress;
  progressShown = false;
  /** Ends the progress line, if one was shown. */
  endProgress() {
    if (this.progress === void 0) return;
    clearInterval(this.progress);
    this.progress = void 0;
    if (this.progressShown) this.limits.onProgress(this.label, this.tools, this.bytes, true);
  }
  /** What the server said last (a stdio server's stderr, escaped and redacted), for a timeout's message. */
  lastWords;
  timedOut() {
    this.fail(
      `timed out after ${this.limits.timeoutMs / 1e3} s (--timeout: connection, pages, digests and closing)${this.lastWords?.() ?? ""}`
    );
  }
  /** Milliseconds left before the deadline (0 once it has passed). */
  remainingMs() {
    return Math.max(0, this.deadline - Date.now());
  }
  /**
   * How long to wait for a step of closing: `wanted`, cut to leave `reserve` ms of the time left for the
   * steps after it, and never under `floor` (a signal needs a moment to land, even past the deadline).
   */
  graceMs(wanted, reserve = 0, floor = 0) {
    return Math.max(floor, Math.min(wanted, this.remainingMs() - reserve));
  }
  /**
   * Fails the snapshot as timed out when the deadline has passed: for a step that runs without yielding
   * (digesting a long list), where the timer cannot fire until it is over.
   */
  checkDeadline() {
    if (Date.now() >= this.deadline) this.timedOut();
    this.check();
  }
  /** Aborted when the snapshot has failed (a bound crossed, a crash, a refused message). */
  get signal() {
    return this.controller.signal;
  }
  get bytesReceived() {
    return this.bytes;
  }
  /**
   * The timeout to give an SDK request: past the deadline by a margin, so the budget's own timer (with
   * its clear reason) always fires first and the SDK's generic "Request timed out" never wins the race.
   */
  requestTimeoutMs() {
    return Math.min(MAX_TIMEOUT_MS, Math.max(1, this.deadline - Date.now()) + SDK_TIMEOUT_MARGIN_MS);
  }
  /** Counts bytes received from the server; crossing `maxBytes` fails the snapshot. */
  addBytes(n) {
    this.bytes += n;
    serverInputBegins();
    if (this.bytes > this.limits.maxBytes) this.fail(`the server sent more than ${this.limits.maxBytes} bytes (--max-bytes)`);
  }
  /** Counts the tools of a page the page loop has taken. */
  addTools(n) {
    this.tools += n;
  }
  /** The reason a list is refused for its length (one wording, wherever it is noticed). */
  tooManyTools(count, seenAt) {
    return `the server has more than ${countText(this.limits.maxTools, "tool")} (--max-tools): ${count} ${seenAt}`;
  }
  /**
   * A page still arriving already has `n` tools (a lower bound, counted on the text as it comes): fails
   * the snapshot as soon as that and the pages taken before pass `maxTools`, so the rest of a flood is
   * neither waited for nor held.
   */
  checkArrivingTools(n) {
    if (!this.failure && this.tools + n > this.limits.maxTools)
      this.fail(this.tooManyTools(this.tools + n, "and more, on a page still arriving"));
  }
  /** Records the first fatal reason as SNAPSHOT_INCOMPLETE (or the given error) and aborts. */
  fail(reason, cause) {
    if (this.failure) return;
    this.failure = typeof reason === "string" ? new ToolsealError("SNAPSHOT_INCOMPLETE", `${this.label}: ${reason}`, { cause }) : reason;
    clearTimeout(this.timer);
    this.endProgress();
    this.controller.abort(this.failure);
  }
  /** The first fatal error, if any. */
  get failed() {
    return this.failure;
  }
  /** Throws the recorded failure, if any. */
  check() {
    if (this.failure) throw this.failure;
  }
  /** Stops the deadline timer (the snapshot is over). */
  dispose() {
    clearTimeout(this.timer);
    this.endProgress();
  }
  /** Resolves with `p`, or rejects with the budget's failure as soon as there is one. */
  race(p) {
    if (this.failure) {
      p.catch(() => {
      });
      return Promise.reject(this.failure);
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(this.failure);
      this.signal.addEventListener("abort", onAbort, { once: true });
      p.then(
        (v) => {
          this.signal.removeEventListener("abort", onAbort);
          resolve(v);
        },
        (e) => {
          this.signal.removeEventListener("abort", onAbort);
          reject(e);
        }
      );
    });
  }
};

export {
  onServerInput,
  serverInputBegins,
  SnapshotBudget
};
