#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  checkServers,
  parseTree,
  serverNotes
} from "./chunk-O4GVYAKV.js";
import {
  DEFAULT_LOCK_FILE,
  emptyLock,
  lockEntryOfDigests,
  lockIfWrittenFor,
  parseLock,
  snapshotFileName
} from "./chunk-RGIA6TBE.js";
import {
  readSnapshotFile,
  takeSnapshots
} from "./chunk-FQ23VYT4.js";
import {
  REPOSITORY_URL,
  VERSION
} from "./chunk-P2LBGSGT.js";
import {
  mdFence,
  mdText
} from "./chunk-WX4SIBHV.js";
import {
  escapeForTerminal,
  quoteForTerminal
} from "./chunk-FWTDHL3Z.js";
import {
  DEFAULT_LIMITS
} from "./chunk-EPNPETOJ.js";
import {
  carriersOfSnapshot
} from "./chunk-55SRSO5Y.js";
import {
  WIDENING_VALUE,
  carrierLabel,
  sha256Digest
} from "./chunk-K6AAISRG.js";
import {
  readTextFile,
  writeFileAtomic
} from "./chunk-WDWOWFX7.js";
import {
  ToolsealError,
  osErrorText
} from "./chunk-UQQWLFOE.js";

// src/core/report-text.ts
function renderCheckText(result, options = {}) {
  const paint = options.color ? (code, s) => `\x1B[${code}m${s}\x1B[0m` : (_c, s) => s;
  const out = [];
  if (result.servers.length === 0 && result.failures.length === 0) out.push("no MCP server to check");
  for (const s of result.servers) out.push(...serverLines(s, paint));
  for (const id of result.skipped ?? []) out.push(`server ${quoteForTerminal(id)}: skipped (disabled in the config, not started)`);
  for (const f of result.failures) out.push(`server ${quoteForTerminal(f.serverId)}: ${paint("31", "not snapshotted")} (${f.code}): ${quoteForTerminal(f.message)}`);
  for (const n of result.notes ?? []) out.push(`note: ${escapeForTerminal(n)}`);
  return out.join("\n") + "\n";
}
function checkFailureMessage(result) {
  if (result.exitCode === 0) return void 0;
  const ids = (servers) => servers.map((s) => quoteForTerminal(s.serverId)).join(", ");
  if (result.code === "PRIVILEGE_WIDENING") {
    return `check: a tool widened its own privileges on ${ids(result.servers.filter((s) => s.widening))} (exit 3): review the widening above; only a deliberate toolseal lock --update accepts it`;
  }
  if (result.code === "SURFACE_CHANGED") {
    return `check: ${ids(result.servers.filter((s) => s.verdict === "blocked"))} blocked under --on-change fail (exit 1): review the changes above, then pin them deliberately with toolseal lock`;
  }
  const f = result.failures[0];
  if (f) return `check: server ${quoteForTerminal(f.serverId)} could not be checked (exit ${result.exitCode}): ${f.message}`;
  return `check: exit ${result.exitCode}`;
}
function serverLines(s, paint) {
  const notes = serverNotes(s).map((n) => `  note: ${n}`);
  return [...serverStateLines(s, paint), ...notes];
}
function serverStateLines(s, paint) {
  const id = quoteForTerminal(s.serverId);
  const tools = `${s.toolCount} tool${s.toolCount === 1 ? "" : "s"}`;
  const verdict = s.verdict === "blocked" ? paint("31", "blocked") : s.verdict === "warn" ? paint("33", "warn") : paint("32", "continue");
  if (s.pinState === "unpinned") {
    return [`server ${id}: ${paint("36", "unpinned")}: baseline ${tools}, ${s.manifestDigest} (pin it with toolseal lock)${s.verdict === "blocked" ? `: ${verdict}` : ""}`];
  }
  if (s.pinState === "matched") return [`server ${id}: ${paint("32", "matched")} (${tools}, ${s.manifestDigest})`];
  if (s.pinState === "missing") {
    return [`server ${id}: ${paint("33", "missing")} (pinned ${s.lockedManifestDigest}): ${verdict}`, ...s.changes.flatMap((c) => changeLines(c, paint)), ...s.carrierChanges.map(carrierLine)];
  }
  const lines = [`server ${id}: ${paint("33", "changed")} (${tools}, ${s.manifestDigest}; pinned ${s.lockedManifestDigest}): ${verdict}${s.approved ? "" : ", no tool of this server is approved"}`];
  for (const c of s.changes) lines.push(...changeLines(c, paint));
  for (const c of s.carrierChanges) lines.push(carrierLine(c));
  if (s.reviewed === "stale") lines.push("  (the reviewed snapshot is not the pinned one: no pointers)");
  return lines;
}
function privilegedText(c) {
  return (c.privilegedHints ?? []).map((h) => `${h} ${WIDENING_VALUE[h]}`).join(", ");
}
function renderChangesText(s, options = {}) {
  const paint = options.color ? (code, t) => `\x1B[${code}m${t}\x1B[0m` : (_c, t) => t;
  return [...s.changes.flatMap((c) => changeLines(c, paint)), ...s.carrierChanges.map(carrierLine)].map((l) => l + "\n").join("");
}
function carrierLine(c) {
  return `  ${c.change.padEnd(8)} ${carrierLabel(c, quoteForTerminal)}`;
}
function changeLines(c, paint) {
  const tool = quoteForTerminal(c.tool);
  let line = `  ${c.change.padEnd(8)} ${tool}`;
  if (c.renamedFrom !== void 0) line += ` (renamed from ${quoteForTerminal(c.renamedFrom)}?)`;
  if (c.renamedTo !== void 0) line += ` (renamed to ${quoteForTerminal(c.renamedTo)}?)`;
  if (c.change === "changed") line += `  ${c.fields.join(", ")}`;
  for (const h of c.hints) {
    line += h.class === "widening" ? `  ${paint("31;1", `WIDENING ${h.hint} ${h.from} -> ${h.to}`)}` : `  narrowing ${h.hint} ${h.from} -> ${h.to}`;
  }
  if (c.privilegedHints?.length) line += `  (more privileged than the MCP defaults: ${privilegedText(c)})`;
  const lines = [line];
  for (const p of c.pointers) lines.push(`      at ${quoteForTerminal(p)}`);
  if (c.pointersOmitted > 0) lines.push(`      and ${c.pointersOmitted} more`);
  return lines;
}

// src/core/audit.ts
function auditCarrier(c) {
  if (c.carrier === "instructions") return { field: "instructions", change: c.change };
  if (c.carrier === "prompt") return { prompt: c.name, change: c.change };
  return { resourceTemplate: c.name, change: c.change };
}
function auditEvent(server) {
  return {
    event: "mcp_tool_surface",
    server: server.serverId,
    manifestDigest: server.manifestDigest,
    toolCount: server.toolCount,
    pinState: server.pinState,
    changed: server.changes.map((c) => ({
      tool: c.tool,
      change: c.change,
      fields: [...c.fields],
      pointers: [...c.pointers],
      widening: c.hints.filter((h) => h.class === "widening").map((h) => h.hint)
    })),
    ...server.carrierChanges.length > 0 ? { changedCarriers: server.carrierChanges.map(auditCarrier) } : {},
    verdict: server.verdict
  };
}
function failureAuditEvent(failure) {
  return { event: "mcp_tool_surface", server: failure.serverId, manifestDigest: null, toolCount: null, pinState: "failed", changed: [], verdict: "blocked" };
}
function auditLines(result) {
  const events = [...result.servers.map(auditEvent), ...result.failures.map(failureAuditEvent)];
  return events.map((e) => JSON.stringify(e) + "\n").join("");
}

// node_modules/diff/libesm/diff/base.js
var Diff = class {
  diff(oldStr, newStr, options = {}) {
    let callback;
    if (typeof options === "function") {
      callback = options;
      options = {};
    } else if ("callback" in options) {
      callback = options.callback;
    }
    const oldString = this.castInput(oldStr, options);
    const newString = this.castInput(newStr, options);
    const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
    const newTokens = this.removeEmpty(this.tokenize(newString, options));
    return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
  }
  diffWithOptionsObj(oldTokens, newTokens, options, callback) {
    var _a;
    const done = (value) => {
      value = this.postProcess(value, options);
      if (callback) {
        setTimeout(function() {
          callback(value);
        }, 0);
        return void 0;
      } else {
        return value;
      }
    };
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let editLength = 1;
    let maxEditLength = newLen + oldLen;
    if (options.maxEditLength != null) {
      maxEditLength = Math.min(maxEditLength, options.maxEditLength);
    }
    const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
    const abortAfterTimestamp = Date.now() + maxExecutionTime;
    const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
    let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
    if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
      return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
    }
    let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
    const execEditLength = () => {
      for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
        let basePath;
        const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
        if (removePath) {
          bestPath[diagonalPath - 1] = void 0;
        }
        let canAdd = false;
        if (addPath) {
          const addPathNewPos = addPath.oldPos - diagonalPath;
          canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
        }
        const canRemove = removePath && removePath.oldPos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          bestPath[diagonalPath] = void 0;
          continue;
        }
        if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
          basePath = this.addToPath(addPath, true, false, 0, options);
        } else {
          basePath = this.addToPath(removePath, false, true, 1, options);
        }
        newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
        if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
        } else {
          bestPath[diagonalPath] = basePath;
          if (basePath.oldPos + 1 >= oldLen) {
            maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
          }
          if (newPos + 1 >= newLen) {
            minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
          }
        }
      }
      editLength++;
    };
    if (callback) {
      (function exec() {
        setTimeout(function() {
          if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
            return callback(void 0);
          }
          if (!execEditLength()) {
            exec();
          }
        }, 0);
      })();
    } else {
      while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
        const ret = execEditLength();
        if (ret) {
          return ret;
        }
      }
    }
  }
  addToPath(path, added, removed, oldPosInc, options) {
    const last = path.lastComponent;
    if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
      return {
        oldPos: path.oldPos + oldPosInc,
        lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
      };
    } else {
      return {
        oldPos: path.oldPos + oldPosInc,
        lastComponent: { count: 1, added, removed, previousComponent: last }
      };
    }
  }
  extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
    while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
      newPos++;
      oldPos++;
      commonCount++;
      if (options.oneChangePerToken) {
        basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
      }
    }
    if (commonCount && !options.oneChangePerToken) {
      basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
    }
    basePath.oldPos = oldPos;
    return newPos;
  }
  equals(left, right, options) {
    if (options.comparator) {
      return options.comparator(left, right);
    } else {
      return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
    }
  }
  removeEmpty(array) {
    const ret = [];
    for (let i = 0; i < array.length; i++) {
      if (array[i]) {
        ret.push(array[i]);
      }
    }
    return ret;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  castInput(value, options) {
    return value;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  tokenize(value, options) {
    return Array.from(value);
  }
  join(chars) {
    return chars.join("");
  }
  postProcess(changeObjects, options) {
    return changeObjects;
  }
  get useLongestToken() {
    return false;
  }
  buildValues(lastComponent, newTokens, oldTokens) {
    const components = [];
    let nextComponent;
    while (lastComponent) {
      components.push(lastComponent);
      nextComponent = lastComponent.previousComponent;
      delete lastComponent.previousComponent;
      lastComponent = nextComponent;
    }
    components.reverse();
    const componentLen = components.length;
    let componentPos = 0, newPos = 0, oldPos = 0;
    for (; componentPos < componentLen; componentPos++) {
      const component = components[componentPos];
      if (!component.removed) {
        if (!component.added && this.useLongestToken) {
          let value = newTokens.slice(newPos, newPos + component.count);
          value = value.map(function(value2, i) {
            const oldValue = oldTokens[oldPos + i];
            return oldValue.length > value2.length ? oldValue : value2;
          });
          component.value = this.join(value);
        } else {
          component.value = this.join(newTokens.slice(newPos, newPos + component.count));
        }
        newPos += component.count;
        if (!component.added) {
          oldPos += component.count;
        }
      } else {
        component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
        oldPos += component.count;
      }
    }
    return components;
  }
};

// node_modules/diff/libesm/diff/line.js
var LineDiff = class extends Diff {
  constructor() {
    super(...arguments);
    this.tokenize = tokenize;
  }
  equals(left, right, options) {
    if (options.ignoreWhitespace) {
      if (!options.newlineIsToken || !left.includes("\n")) {
        left = left.trim();
      }
      if (!options.newlineIsToken || !right.includes("\n")) {
        right = right.trim();
      }
    } else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
      if (left.endsWith("\n")) {
        left = left.slice(0, -1);
      }
      if (right.endsWith("\n")) {
        right = right.slice(0, -1);
      }
    }
    return super.equals(left, right, options);
  }
};
var lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
  return lineDiff.diff(oldStr, newStr, options);
}
function tokenize(value, options) {
  if (options.stripTrailingCr) {
    value = value.replace(/\r\n/g, "\n");
  }
  const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
  if (!linesAndNewlines[linesAndNewlines.length - 1]) {
    linesAndNewlines.pop();
  }
  for (let i = 0; i < linesAndNewlines.length; i++) {
    const line = linesAndNewlines[i];
    if (i % 2 && !options.newlineIsToken) {
      retLines[retLines.length - 1] += line;
    } else {
      retLines.push(line);
    }
  }
  return retLines;
}

// node_modules/diff/libesm/patch/create.js
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  let optionsObj;
  if (!options) {
    optionsObj = {};
  } else if (typeof options === "function") {
    optionsObj = { callback: options };
  } else {
    optionsObj = options;
  }
  if (typeof optionsObj.context === "undefined") {
    optionsObj.context = 4;
  }
  const context = optionsObj.context;
  if (optionsObj.newlineIsToken) {
    throw new Error("newlineIsToken may not be used with patch-generation functions, only with diffing functions");
  }
  if (!optionsObj.callback) {
    return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
  } else {
    const { callback } = optionsObj;
    diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
      const patch = diffLinesResultToPatch(diff);
      callback(patch);
    } }));
  }
  function diffLinesResultToPatch(diff) {
    if (!diff) {
      return;
    }
    diff.push({ value: "", lines: [] });
    function contextLines(lines) {
      return lines.map(function(entry) {
        return " " + entry;
      });
    }
    const hunks = [];
    let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
    for (let i = 0; i < diff.length; i++) {
      const current = diff[i], lines = current.lines || splitLines(current.value);
      current.lines = lines;
      if (current.added || current.removed) {
        if (!oldRangeStart) {
          const prev = diff[i - 1];
          oldRangeStart = oldLine;
          newRangeStart = newLine;
          if (prev) {
            curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
            oldRangeStart -= curRange.length;
            newRangeStart -= curRange.length;
          }
        }
        for (const line of lines) {
          curRange.push((current.added ? "+" : "-") + line);
        }
        if (current.added) {
          newLine += lines.length;
        } else {
          oldLine += lines.length;
        }
      } else {
        if (oldRangeStart) {
          if (lines.length <= context * 2 && i < diff.length - 2) {
            for (const line of contextLines(lines)) {
              curRange.push(line);
            }
          } else {
            const contextSize = Math.min(lines.length, context);
            for (const line of contextLines(lines.slice(0, contextSize))) {
              curRange.push(line);
            }
            const hunk = {
              oldStart: oldRangeStart,
              oldLines: oldLine - oldRangeStart + contextSize,
              newStart: newRangeStart,
              newLines: newLine - newRangeStart + contextSize,
              lines: curRange
            };
            hunks.push(hunk);
            oldRangeStart = 0;
            newRangeStart = 0;
            curRange = [];
          }
        }
        oldLine += lines.length;
        newLine += lines.length;
      }
    }
    for (const hunk of hunks) {
      for (let i = 0; i < hunk.lines.length; i++) {
        if (hunk.lines[i].endsWith("\n")) {
          hunk.lines[i] = hunk.lines[i].slice(0, -1);
        } else {
          hunk.lines.splice(i + 1, 0, "\\ No newline at end of file");
          i++;
        }
      }
    }
    return {
      oldFileName,
      newFileName,
      oldHeader,
      newHeader,
      hunks
    };
  }
}
function splitLines(text) {
  const hasTrailingNl = text.endsWith("\n");
  const result = text.split("\n").map((line) => line + "\n");
  if (hasTrailingNl) {
    result.pop();
  } else {
    result.push(result.pop().slice(0, -1));
  }
  return result;
}

// src/core/report-markdown.ts
var POINTERS_SHOWN = 10;
var TEXT_SHOWN = 4e3;
var MAX_BODY = 6e4;
var VERDICT_LABEL = {
  continue: "\u2705 continue",
  warn: "\u26A0\uFE0F warn",
  blocked: "\u26D4 blocked"
};
function renderCheckMarkdown(result, options = {}) {
  if (options.showText) {
    const body2 = render(result, true, Infinity, options);
    if (body2.length <= MAX_BODY) return body2;
  }
  const note = options.showText ? "\n_The text of the changed fields was left out: the comment would be too long._\n" : "";
  let body = "";
  for (const maxRows of [Infinity, 200, 100, 50, 20, 5, 0]) {
    body = render(result, false, maxRows, options) + note;
    if (body.length <= MAX_BODY) break;
  }
  return body;
}
function render(result, showText, maxRows, options) {
  const out = [];
  out.push(`### toolseal check: ${headline(result)}`, "");
  if (result.servers.length === 0 && result.failures.length === 0) {
    out.push("No MCP server to check.", "");
    return out.join("\n");
  }
  out.push("| server | pin state | verdict | tools | changed tools |", "|---|---|---|---|---|");
  for (const s of result.servers) {
    const others = s.carrierChanges.length > 0 ? ` (and ${s.carrierChanges.length} instructions/prompt/template change${s.carrierChanges.length === 1 ? "" : "s"})` : "";
    out.push(`| ${mdText(s.serverId)} | ${s.pinState} | ${VERDICT_LABEL[s.verdict]} | ${s.toolCount ?? ""} | ${s.changes.length}${others} |`);
  }
  for (const f of result.failures) out.push(`| ${mdText(f.serverId)} | not snapshotted | \u26D4 ${f.code} | | |`);
  out.push("");
  for (const s of result.servers) out.push(...serverSection(s, showText, maxRows, options));
  for (const f of result.failures) {
    out.push(`#### ${mdText(f.serverId)}`, "", `Could not be snapshotted completely (${f.code}): ${mdText(f.message)}`, "");
  }
  for (const n of result.notes ?? []) out.push(`> **Note:** ${mdText(n)}`, "");
  out.push(`<sub>Posture: on-change ${result.onChange}. A widening always blocks; narrowing is allowed.</sub>`, "");
  return out.join("\n");
}
function headline(result) {
  if (result.code === "PRIVILEGE_WIDENING") return "\u26D4 a tool widened its own privileges";
  if (result.failures.length > 0) return "\u26D4 a server could not be snapshotted";
  if (result.code === "SURFACE_CHANGED") {
    const changed = result.servers.some((s) => s.verdict === "blocked" && s.pinState !== "unpinned");
    return changed ? "\u26D4 tool surface changed" : "\u26D4 a server is not pinned";
  }
  if (result.servers.some((s) => s.pinState === "changed" || s.pinState === "missing")) return "\u26A0\uFE0F tool surface changed";
  if (result.servers.some((s) => s.pinState === "unpinned")) return "\u2139\uFE0F not pinned yet";
  return "\u2705 matches the lock";
}
function serverSection(s, showText, maxRows, options) {
  const out = [`#### ${mdText(s.serverId)}`, ""];
  for (const n of serverNotes(s)) out.push(`> **Note:** ${mdText(n)}`, "");
  if (s.pinState === "unpinned") {
    out.push(`Not pinned: baseline of ${s.toolCount} tool${s.toolCount === 1 ? "" : "s"}, manifest \`${s.manifestDigest}\`. Pin it with \`toolseal lock\`.`, "");
    return out;
  }
  if (s.pinState === "matched") {
    out.push(`Matches the lock (manifest \`${s.manifestDigest}\`).`, "");
    return out;
  }
  if (!s.approved) out.push("**Blocked: none of this server\u2019s tools is approved.**", "");
  if (s.carrierChanges.length > 0) {
    out.push("| instructions, prompt or template | change |", "|---|---|");
    for (const c of s.carrierChanges) out.push(`| ${carrierLabel(c, (n) => `<code>${mdText(n)}</code>`)} | ${c.change} |`);
    out.push("");
  }
  if (s.changes.length === 0) {
    if (showText) out.push(...textSection(s));
    return out;
  }
  out.push("| tool | change | fields | where | privilege |", "|---|---|---|---|---|");
  const rows = wideningsFirst(s.changes);
  for (const c of rows.slice(0, maxRows)) out.push(`| ${mdText(c.tool)} | ${changeLabel(c)} | ${c.fields.join(", ")} | ${where(c, s)} | ${privilege(c)} |`);
  out.push("");
  if (rows.length > maxRows) {
    out.push(`_\u2026 and ${rows.length - maxRows} more changed tools, not listed here (the comment would be too long): run \`toolseal check\` or see the SARIF report._`, "");
  }
  if (showText) out.push(...textSection(s));
  if (s.pinState === "changed") out.push(...nextStep(s, options.relock?.(s.serverId)));
  return out;
}
function nextStep(s, relock) {
  const look = [];
  const widened = s.changes.filter((c) => c.class === "widening");
  if (widened.length > 0) {
    look.push(
      `the widening${widened.length === 1 ? "" : "s"} first: re-pin only if the tool really changed what it does (for example, it became read-only); a re-pin accepts the permission tier the server now claims`
    );
  }
  if (s.changes.some((c) => c.change === "changed")) {
    look.push(
      s.reviewed === "used" ? "the text at each pointer above (show-text shows it, or toolseal snapshot on the new version)" : "the new text of each changed field (toolseal snapshot on the new version shows it; with reviewed snapshots in snapshot-dir the report names the pointers)"
    );
  }
  if (s.changes.some((c) => c.change === "added")) look.push("what each added tool does, and the hints it claims");
  if (s.changes.some((c) => c.change === "removed")) look.push("that nothing you run still calls a removed tool");
  look.push("the server version or config change in this pull request that moved the surface");
  const out = ["**Next step.** Before re-pinning, look at:", "", ...look.map((l) => `- ${l}`), ""];
  if (!relock) {
    out.push("Then re-pin this server with `toolseal lock --update` and commit the lock in this pull request.", "");
    return out;
  }
  out.push("Then re-pin it and commit the lock in this pull request:", "", mdFence(["toolseal", "lock", "--update", ...relock.args].map(shellWord).join(" "), "sh"), "");
  if (relock.needs) out.push(`Add ${mdText(relock.needs)}.`, "");
  return out;
}
function shellWord(word) {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
function wideningsFirst(changes) {
  return [...changes].sort((a, b) => Number(b.class === "widening") - Number(a.class === "widening"));
}
function changeLabel(c) {
  if (c.renamedFrom !== void 0) return `added (renamed from ${mdText(c.renamedFrom)}?)`;
  if (c.renamedTo !== void 0) return `removed (renamed to ${mdText(c.renamedTo)}?)`;
  return c.change;
}
function where(c, s) {
  if (c.change !== "changed") return "";
  if (c.pointers.length === 0) return s.reviewed === "used" ? "" : s.reviewed === "stale" ? "<sub>reviewed snapshot is not the pinned one</sub>" : "<sub>no reviewed snapshot</sub>";
  const shown = c.pointers.slice(0, POINTERS_SHOWN).map(mdText);
  const more = c.pointers.length - shown.length + c.pointersOmitted;
  return shown.join("<br>") + (more > 0 ? `<br>\u2026 and ${more} more` : "");
}
function privilege(c) {
  const moved = c.hints.map((h) => `${h.class === "widening" ? "\u26D4 widening" : "\u2198\uFE0F narrowing"}: ${h.hint} ${h.from} \u2192 ${h.to}`);
  if (c.privilegedHints?.length) moved.push(`\u2139\uFE0F more privileged than the MCP defaults: ${privilegedText(c)}`);
  return moved.join("<br>");
}
function textSection(s) {
  const out = [];
  for (const c of s.changes) {
    for (const [field, t] of Object.entries(c.text)) {
      if (!t) continue;
      const patch = t.reviewed !== void 0 && t.current !== void 0 ? unifiedDiff(t.reviewed, t.current) : void 0;
      if (patch !== void 0) {
        out.push(`**${mdText(c.tool)}** \xB7 ${field}, reviewed \u2192 now:`, "", mdFence(cut(patch), "diff"), "");
        continue;
      }
      if (t.reviewed !== void 0) out.push(`**${mdText(c.tool)}** \xB7 ${field}, reviewed:`, "", mdFence(cut(t.reviewed)), "");
      if (t.current !== void 0) out.push(`**${mdText(c.tool)}** \xB7 ${field}, now:`, "", mdFence(cut(t.current)), "");
    }
  }
  for (const c of s.carrierChanges) {
    const label = carrierLabel(c, (n) => `**${mdText(n)}**`);
    if (c.text.reviewed !== void 0) out.push(`${label}, reviewed:`, "", mdFence(cut(c.text.reviewed)), "");
    if (c.text.current !== void 0) out.push(`${label}, now:`, "", mdFence(cut(c.text.current)), "");
  }
  if (out.length === 0) return [];
  return ["<details><summary>Text of the changed fields (from the server, untrusted)</summary>", "", ...out, "</details>", ""];
}
var DIFF_INPUT = 5e4;
var DIFF_MAX_EDITS = 2e3;
function unifiedDiff(reviewed, current) {
  if (reviewed.length > DIFF_INPUT || current.length > DIFF_INPUT) return void 0;
  const patch = structuredPatch("reviewed", "now", `${reviewed}
`, `${current}
`, void 0, void 0, { context: 3, maxEditLength: DIFF_MAX_EDITS });
  if (!patch || patch.hunks.length === 0) return void 0;
  return patch.hunks.map((h) => [`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`, ...h.lines].join("\n")).join("\n");
}
function cut(text) {
  if (text.length <= TEXT_SHOWN) return text;
  const end = /[\ud800-\udbff]/.test(text[TEXT_SHOWN - 1]) ? TEXT_SHOWN - 1 : TEXT_SHOWN;
  return text.slice(0, end) + `
\u2026 (${text.length - end} more characters)`;
}

// src/core/report-sarif.ts
var SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
var SARIF_RULES = {
  "privilege-widening": {
    severity: "8.0",
    level: "error",
    name: "PrivilegeWidening",
    short: "A tool widened its own privileges",
    help: "privilege_widening",
    full: "A pinned tool moved an annotation hint to a more trusted value (readOnlyHint false to true, destructiveHint true to false, idempotentHint false to true, or openWorldHint true to false). The server would be choosing its own permission tier: the check blocks, whatever the posture, and none of the server\u2019s tools is approved."
  },
  "privilege-narrowing": {
    severity: "1.0",
    level: "note",
    name: "PrivilegeNarrowing",
    short: "A tool narrowed its privileges",
    help: "toolsealprivilege-narrowing",
    full: "A pinned tool moved an annotation hint to a less trusted value. Allowed and reported."
  },
  "tool-changed": {
    severity: "5.0",
    level: "warning",
    name: "ToolChanged",
    short: "A pinned tool changed",
    help: "toolsealtool-changed",
    full: "A field of a pinned tool (name, title, description, inputSchema, outputSchema, annotations or execution) differs from the lock. Review the change, then re-pin with toolseal lock --update."
  },
  "tool-added": {
    severity: "5.0",
    level: "warning",
    name: "ToolAdded",
    short: "A tool was added",
    help: "toolsealtool-added",
    full: "The server offers a tool that is not in the lock. Review it, then re-pin with toolseal lock --update."
  },
  "tool-removed": {
    severity: "3.0",
    level: "warning",
    name: "ToolRemoved",
    short: "A tool was removed",
    help: "toolsealtool-removed",
    full: "A tool in the lock is no longer offered by the server."
  },
  "instructions-changed": {
    severity: "5.0",
    level: "warning",
    name: "InstructionsChanged",
    short: "The server instructions changed",
    help: "toolsealinstructions-changed",
    full: "The instructions of the server\u2019s initialize result, which hosts add to the model\u2019s system prompt, differ from the lock (changed, added or removed). Review them, then re-pin with toolseal lock --update."
  },
  "prompt-changed": {
    severity: "5.0",
    level: "warning",
    name: "PromptChanged",
    short: "A prompt changed",
    help: "toolsealprompt-changed",
    full: "A prompt of the server (its description, arguments or any other member but _meta and icons) differs from the lock, or was added or removed. Review it, then re-pin with toolseal lock --update."
  },
  "resource-template-changed": {
    severity: "5.0",
    level: "warning",
    name: "ResourceTemplateChanged",
    short: "A resource template changed",
    help: "toolsealresource-template-changed",
    full: "A resource template of the server (its description or any other member but _meta and icons) differs from the lock, or was added or removed. Review it, then re-pin with toolseal lock --update."
  }
};
function sarifHelpUri(id) {
  return `${REPOSITORY_URL}/blob/main/docs/troubleshooting.md#${SARIF_RULES[id].help}`;
}
function sarifRuleOf(c) {
  if (c.class === "widening") return "privilege-widening";
  if (c.class === "narrowing") return "privilege-narrowing";
  return c.change === "added" ? "tool-added" : c.change === "removed" ? "tool-removed" : "tool-changed";
}
function renderCheckSarif(result, options) {
  const ruleIds = Object.keys(SARIF_RULES);
  const rules = ruleIds.map((id) => {
    const r = SARIF_RULES[id];
    return {
      id: `toolseal/${id}`,
      name: r.name,
      shortDescription: { text: r.short },
      fullDescription: { text: r.full },
      defaultConfiguration: { level: r.level },
      help: { text: r.full },
      helpUri: sarifHelpUri(id),
      // GitHub shows security-severity (0.0-10.0) as the alert's severity.
      properties: { tags: ["security", "mcp"], "security-severity": r.severity }
    };
  });
  const lineOf = options.configText !== void 0 ? configLineIndex(options.configText) : lockLineIndex(options.lockText);
  const results = result.servers.flatMap((s) => [
    ...s.changes.map((c) => {
      const rule = sarifRuleOf(c);
      const level = rule === "privilege-widening" || rule !== "privilege-narrowing" && result.onChange === "fail" ? "error" : SARIF_RULES[rule].level;
      return {
        ruleId: `toolseal/${rule}`,
        ruleIndex: ruleIds.indexOf(rule),
        level,
        message: { text: messageOf(s, c) },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: options.artifactUri },
              region: { startLine: lineOf(s.serverId, c.tool) }
            }
          }
        ],
        // The surface is part of the fingerprint: code scanning keeps a dismissed alert closed for every later
        // result with its fingerprint, and a dismissed change must not hide the next change to the same tool.
        partialFingerprints: { "toolsealChange/v2": sha256Digest(`${s.serverId}\0${c.tool}\0${rule}\0${s.manifestDigest ?? ""}`).slice(7) },
        properties: { server: s.serverId, tool: c.tool, change: c.change, fields: c.fields, pointers: c.pointers }
      };
    }),
    ...s.carrierChanges.map((c) => carrierResult(s, c, result.onChange, ruleIds, options.artifactUri, lineOf(s.serverId, "")))
  ]);
  return {
    $schema: SARIF_SCHEMA_URI,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "toolseal", version: VERSION, informationUri: REPOSITORY_URL, rules } },
        results
      }
    ]
  };
}
var CARRIER_RULE = { instructions: "instructions-changed", prompt: "prompt-changed", resourceTemplate: "resource-template-changed" };
function carrierResult(s, c, onChange, ruleIds, uri, line) {
  const rule = CARRIER_RULE[c.carrier];
  const what = carrierLabel(c);
  return {
    ruleId: `toolseal/${rule}`,
    ruleIndex: ruleIds.indexOf(rule),
    level: onChange === "fail" ? "error" : SARIF_RULES[rule].level,
    message: { text: `The ${what} of MCP server ${JSON.stringify(s.serverId)} ${c.change === "changed" ? "changed" : c.change === "added" ? "was added (not in the lock)" : "was removed"}.` },
    locations: [{ physicalLocation: { artifactLocation: { uri }, region: { startLine: line } } }],
    partialFingerprints: { "toolsealChange/v2": sha256Digest(`${s.serverId}\0${what}\0${rule}\0${s.surfaceDigest ?? ""}`).slice(7) },
    properties: { server: s.serverId, carrier: c.carrier, ...c.name === void 0 ? {} : { name: c.name }, change: c.change }
  };
}
function messageOf(s, c) {
  const tool = `Tool ${JSON.stringify(c.tool)} of MCP server ${JSON.stringify(s.serverId)}`;
  const widened = c.hints.filter((h) => h.class === "widening");
  const narrowed = c.hints.filter((h) => h.class === "narrowing");
  const parts = [];
  if (c.change === "added") parts.push(`${tool} was added (not in the lock)`);
  else if (c.change === "removed") parts.push(`${tool} was removed`);
  else parts.push(`${tool} changed: ${c.fields.join(", ")}`);
  if (widened.length) parts.push(`privilege widening: ${widened.map((h) => `${h.hint} ${h.from} -> ${h.to}`).join(", ")}; the server's tools are not approved`);
  if (narrowed.length) parts.push(`narrowing: ${narrowed.map((h) => `${h.hint} ${h.from} -> ${h.to}`).join(", ")}`);
  if (c.renamedFrom !== void 0) parts.push(`renamed from ${JSON.stringify(c.renamedFrom)}?`);
  if (c.privilegedHints?.length) parts.push(`more privileged than the MCP defaults: ${privilegedText(c)}`);
  if (c.pointers.length) {
    const shown = c.pointers.slice(0, 10).map((p) => JSON.stringify(p));
    const more = c.pointers.length - shown.length + c.pointersOmitted;
    parts.push(`at ${shown.join(", ")}${more > 0 ? ` and ${more} more` : ""}`);
  }
  return parts.join("; ") + ".";
}
function lockLineIndex(lockText) {
  if (lockText === void 0) return () => 1;
  const servers = /* @__PURE__ */ new Map();
  let current;
  const lines = lockText.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const m = /^( {4}| {8})("(?:[^"\\]|\\.)*"): \{$/.exec(l);
    if (!m) continue;
    let key;
    try {
      key = JSON.parse(m[2]);
    } catch {
      continue;
    }
    if (m[1].length === 4) {
      current = { line: i + 1, tools: /* @__PURE__ */ new Map() };
      servers.set(key, current);
    } else if (current) {
      current.tools.set(key, i + 1);
    }
  }
  return (serverId, tool) => {
    const s = servers.get(serverId);
    return s ? s.tools.get(tool) ?? s.line : 1;
  };
}
function configLineIndex(configText) {
  const lines = /* @__PURE__ */ new Map();
  const root = parseTree(configText, [], { allowTrailingComma: true, disallowComments: false });
  const member = (node, key) => node?.type === "object" ? node.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1] : void 0;
  const mcp = member(root, "mcp");
  const settings = mcp?.type === "object" && member(root, "mcpServers") === void 0 && member(root, "servers") === void 0;
  const servers = settings ? member(mcp, "servers") : member(root, "mcpServers") ?? member(root, "servers");
  if (servers?.type === "object") {
    const starts = [0];
    for (let i = configText.indexOf("\n"); i >= 0; i = configText.indexOf("\n", i + 1)) starts.push(i + 1);
    const lineAt = (offset) => {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = lo + hi + 1 >> 1;
        if (starts[mid] <= offset) lo = mid;
        else hi = mid - 1;
      }
      return lo + 1;
    };
    for (const p of servers.children ?? []) {
      const key = p.children?.[0];
      if (typeof key?.value === "string" && !lines.has(key.value)) lines.set(key.value, lineAt(key.offset));
    }
  }
  return (serverId) => lines.get(serverId) ?? 1;
}

// src/run/relock-command.ts
function relockCommand(spec, lock, snapshotDir) {
  const common = ["--lock", lock, ...snapshotDir !== void 0 ? ["--snapshot-dir", snapshotDir] : []];
  return (serverId) => {
    if (spec.kind === "config") return { args: [...common, "--config", spec.file, "--server", serverId] };
    if (spec.kind === "snapshot") return { args: [...common, "--snapshot", spec.file] };
    const id = spec.serverId !== void 0 ? ["--server-id", spec.serverId] : [];
    if (spec.kind === "stdio") {
      const env = Object.keys(spec.env ?? {});
      return {
        args: [...common, ...id, "--", spec.command, ...spec.args],
        ...env.length ? { needs: `the server's environment (${env.join(", ")}) as --env NAME=VALUE before --` } : {}
      };
    }
    const url = new URL(spec.url);
    const trimmed = url.username !== "" || url.password !== "" || url.search !== "";
    url.username = "";
    url.password = "";
    url.search = "";
    const headers = Object.keys(spec.headers ?? {});
    const needs = [...headers.length ? [`the headers (${headers.join(", ")}) as --header "NAME: VALUE"`] : [], ...trimmed ? ["the credentials or query of the URL"] : []];
    return {
      args: [...common, ...id, "--url", url.href, ...spec.transport !== "auto" ? ["--transport", spec.transport] : []],
      ...needs.length ? { needs: needs.join(", and ") } : {}
    };
  };
}

// src/run/check.ts
const { appendFileSync, existsSync, readFileSync, statSync } = process.getBuiltinModule("node:fs");
const { isAbsolute, join, relative, resolve, sep } = process.getBuiltinModule("node:path");
async function runCheck(options, deps = {}) {
  const cwd = options.cwd ?? process.cwd();
  const at = (p) => resolve(cwd, p);
  const lockFile = at(options.lockFile ?? DEFAULT_LOCK_FILE);
  const onChange = options.onChange ?? "warn";
  if (onChange !== "warn" && onChange !== "fail") throw new ToolsealError("USAGE", `on-change must be warn or fail, not ${JSON.stringify(onChange)}`);
  const fromFile = options.server.kind === "snapshot";
  const lockBytes = readLockBytesIfAny(lockFile);
  let decoded;
  const lockText = () => decoded ??= lockBytes?.toString("utf8");
  let lock = fromFile || lockBytes === void 0 ? void 0 : parseLock(lockText(), lockFile);
  const snap = deps.takeSnapshots ?? takeSnapshots;
  let outcomes;
  try {
    if (options.snapshotDir !== void 0) assertFolderIfAny(at(options.snapshotDir), "--snapshot-dir");
    outcomes = await snap(options.server, options.limits ?? DEFAULT_LIMITS, { toolsOnDemand: true });
  } catch (e) {
    if (lock === void 0 && lockBytes !== void 0) parseLock(lockText(), lockFile);
    throw e;
  }
  const pins = /* @__PURE__ */ Object.create(null);
  if (lock === void 0 && lockBytes !== void 0) {
    const only = outcomes.length === 1 ? outcomes[0] : void 0;
    if (only?.snapshot && !only.error && !only.skipped && only.digests?.withFields) pins[only.serverId] = lockEntryOfDigests(only.digests, carriersOfSnapshot(only.snapshot));
    lock = lockIfWrittenFor(lockBytes, pins) ?? parseLock(lockText(), lockFile);
  }
  lock ??= emptyLock();
  const surfaces = [];
  const failures = [];
  const skipped = [];
  const complete = options.server.kind === "config" && options.server.all === true;
  for (const o of outcomes) {
    if (o.skipped) {
      skipped.push(o.serverId);
      continue;
    }
    if (o.error || !o.snapshot) {
      const err = o.error ?? new ToolsealError("SNAPSHOT_INCOMPLETE", `${o.serverId}: no snapshot`);
      failures.push({ serverId: o.serverId, code: err.code, message: err.message });
      continue;
    }
    let reviewed;
    try {
      reviewed = options.snapshotDir ? readReviewedSnapshot(at(options.snapshotDir), o.serverId) : void 0;
    } catch (e) {
      if (!complete || !(e instanceof ToolsealError)) throw e;
      failures.push({ serverId: o.serverId, code: e.code, message: e.message });
      continue;
    }
    const snapshot = o.snapshot;
    surfaces.push({
      serverId: o.serverId,
      get tools() {
        return snapshot.tools;
      },
      digests: o.digests,
      pin: pins[o.serverId],
      reviewedTools: reviewed?.tools,
      idSelfDeclared: o.idSelfDeclared === true,
      carriers: carriersOfSnapshot(snapshot),
      reviewedCarriers: reviewed && carriersOfSnapshot(reviewed)
    });
  }
  const result = checkServers(surfaces, lock, onChange, failures, { complete, skipped });
  const written = {};
  if (options.sarifFile) {
    written.sarif = at(options.sarifFile);
    const uri = artifactUri(cwd, options.server.kind === "config" ? at(options.server.file) : lockFile);
    writeFileAtomic(written.sarif, JSON.stringify(renderCheckSarif(result, options.server.kind === "config" ? { artifactUri: uri, configText: readTextFile(at(options.server.file)) } : { artifactUri: uri, lockText: lockText() }), null, 2) + "\n");
  }
  if (options.markdownFile) {
    written.markdown = at(options.markdownFile);
    const relock = relockCommand(options.server, options.lockFile ?? DEFAULT_LOCK_FILE, options.snapshotDir);
    writeFileAtomic(written.markdown, renderCheckMarkdown(result, { showText: options.showText === true, relock }));
  }
  if (options.auditFile && result.servers.length + result.failures.length > 0) {
    written.audit = at(options.auditFile);
    appendAudit(written.audit, auditLines(result));
  }
  return { result, lockFile, lockFound: lockBytes !== void 0, written };
}
function readLockIfAny(lockFile) {
  const text = readLockTextIfAny(lockFile);
  return text === void 0 ? { lock: emptyLock() } : { lock: parseLock(text, lockFile), text };
}
function readLockTextIfAny(lockFile) {
  return readLockBytesIfAny(lockFile)?.toString("utf8");
}
function readLockBytesIfAny(lockFile) {
  try {
    return readFileSync(lockFile);
  } catch (e) {
    const err = e;
    if (err.code === "ENOENT") return void 0;
    throw new ToolsealError("IO_ERROR", `cannot read ${lockFile}: ${osErrorText(err)}`, { cause: e });
  }
}
function readReviewedSnapshot(dir, serverId) {
  const file = join(dir, snapshotFileName(serverId));
  if (!existsSync(file)) return void 0;
  return readSnapshotFile(file);
}
function assertFolderIfAny(dir, what) {
  let isFolder;
  try {
    isFolder = statSync(dir).isDirectory();
  } catch {
    return;
  }
  if (!isFolder) throw new ToolsealError("USAGE", `${what} ${dir} is a file, not a folder of reviewed snapshots`);
}
function appendAudit(file, lines) {
  try {
    appendFileSync(file, lines, { encoding: "utf8", mode: 420 });
  } catch (e) {
    const err = e;
    throw new ToolsealError("IO_ERROR", `cannot append to ${file}: ${osErrorText(err)}`, { cause: e });
  }
}
function artifactUri(cwd, file) {
  const rel = relative(cwd, file);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return new URL(`file://${file.split(sep).join("/")}`).href;
  return rel.split(sep).map(encodeURIComponent).join("/");
}

export {
  renderCheckText,
  checkFailureMessage,
  renderChangesText,
  auditEvent,
  auditLines,
  renderCheckMarkdown,
  renderCheckSarif,
  relockCommand,
  runCheck,
  readLockIfAny,
  readReviewedSnapshot
};
