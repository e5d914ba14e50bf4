#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  privilegedText
} from "./chunk-XGJWODIZ.js";
import {
  KIND_REVIEW_ORDER,
  changeText,
  kindsFailedOn,
  serverNotes
} from "./chunk-RMWBLMFU.js";
import {
  mdFence,
  mdText
} from "./chunk-ZWUZ5AYI.js";
import {
  shellWord
} from "./chunk-EFISWI7Y.js";
import {
  nonToolLabel
} from "./chunk-SH3UB2NS.js";
import {
  messageBesideServer
} from "./chunk-UAZ5W6EW.js";

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

// src/core/report/report-markdown-kinds.ts
var NAMES_SHOWN = 20;
var KIND_LABEL = {
  "annotation-widening": "\u26D4 annotation-widening (a hint claims more trust)",
  "schema-expansion": "\u26A0\uFE0F schema-expansion (a caller may send more)",
  unclassified: "\u26A0\uFE0F unclassified (not placed: read as an expansion)",
  added: "added",
  execution: "execution",
  output: "output (outputSchema)",
  removed: "removed",
  "schema-narrowing": "schema-narrowing (a caller may send less)",
  "annotation-narrowing": "annotation-narrowing",
  prose: "prose (only text the model reads)"
};
function reviewRank(c) {
  const i = KIND_REVIEW_ORDER.findIndex((k) => c.kinds.includes(k));
  return i < 0 ? KIND_REVIEW_ORDER.length : i;
}
function riskiestFirst(changes) {
  return changes.map((c, i) => ({ c, i, r: reviewRank(c) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.c);
}
function kindsSection(s, failOn) {
  if (s.changes.length === 0) return [];
  const failed = new Set(kindsFailedOn(s, failOn));
  const out = ["| kind of change | tools |", "|---|---|"];
  for (const kind of KIND_REVIEW_ORDER) {
    const tools = s.changes.filter((c) => c.kinds.includes(kind));
    if (tools.length === 0) continue;
    const shown = tools.slice(0, NAMES_SHOWN).map((c) => `<code>${mdText(c.tool)}</code>`);
    const more = tools.length > shown.length ? ` \u2026 and ${tools.length - shown.length} more` : "";
    out.push(`| ${KIND_LABEL[kind]}${failed.has(kind) ? " \u2014 **fails (--fail-on)**" : ""} | ${shown.join(", ")}${more} |`);
  }
  if (s.reviewed !== "used" && s.changes.some((c) => c.change === "changed"))
    out.push("", "<sub>Without the reviewed snapshot of the pin (snapshot-dir), a changed field cannot be classified: unclassified.</sub>");
  out.push("");
  return out;
}

// src/core/report/report-markdown.ts
var POINTERS_SHOWN = 10;
var TEXT_SHOWN = 4e3;
var MAX_BODY = 6e4;
var VERDICT_LABEL = {
  continue: "\u2705 continue",
  warn: "\u26A0\uFE0F warn",
  blocked: "\u26D4 blocked",
  "signed-upgrade": "\u{1F50F} signed upgrade"
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
    out.push(
      `| ${mdText(s.serverId)} | ${s.pinState} | ${VERDICT_LABEL[s.verdict]} | ${s.toolCount ?? ""} | ${s.changes.length}${others} |`
    );
  }
  for (const f of result.failures) out.push(`| ${mdText(f.serverId)} | not snapshotted | \u26D4 ${f.code} | | |`);
  out.push("");
  for (const s of result.servers) out.push(...serverSection(s, showText, maxRows, options, result.failOn));
  for (const f of result.failures) {
    out.push(
      `#### ${mdText(f.serverId)}`,
      "",
      `Could not be snapshotted completely (${f.code}): ${mdText(messageBesideServer(f.serverId, f.message))}`,
      ""
    );
  }
  for (const n of result.notes ?? []) out.push(`> **Note:** ${mdText(n)}`, "");
  const failOn = result.failOn?.length ? `, fail-on ${result.failOn.join(",")}` : "";
  out.push(`<sub>Posture: on-change ${result.onChange}${failOn}. A widening always blocks; narrowing is allowed.</sub>`, "");
  return out.join("\n");
}
function headline(result) {
  if (result.code === "PRIVILEGE_WIDENING") return "\u26D4 a tool widened its own privileges";
  if (result.failures.length > 0) return "\u26D4 a server could not be snapshotted";
  if (result.code === "SURFACE_CHANGED") {
    const changed = result.servers.some((s) => s.verdict === "blocked" && s.pinState !== "unpinned");
    return changed ? "\u26D4 tool surface changed" : "\u26D4 a server is not pinned";
  }
  if (result.code === "NOT_PINNED") return "\u26D4 a server is not pinned";
  if (result.code === "UNPINNED_PACKAGE") return "\u26D4 a server runs a package with no exact version";
  if (result.code === "UNREADABLE_LAUNCHER") return "\u26D4 a server is started by a command line toolseal cannot read";
  if (result.servers.some((s) => s.pinState === "changed" || s.pinState === "missing")) return "\u26A0\uFE0F tool surface changed";
  if (result.servers.some((s) => s.package?.state === "integrity-changed")) return "\u26A0\uFE0F a pinned package was replaced";
  if (result.servers.some((s) => s.package?.state === "unpinned")) return "\u26A0\uFE0F a server runs a package with no exact version";
  if (result.servers.some((s) => s.pinState === "unpinned")) return "\u2139\uFE0F not pinned yet";
  return "\u2705 matches the lock";
}
function serverSection(s, showText, maxRows, options, failOn) {
  const out = [`#### ${mdText(s.serverId)}`, ""];
  for (const n of serverNotes(s)) out.push(`> **Note:** ${mdText(n)}`, "");
  if (s.pinState === "unpinned") {
    out.push(
      `Not pinned: baseline of ${s.toolCount} tool${s.toolCount === 1 ? "" : "s"}, manifest \`${s.manifestDigest}\`. Pin it with \`toolseal lock\`.`,
      ""
    );
    return out;
  }
  if (s.pinState === "matched") {
    out.push(`Matches the lock (manifest \`${s.manifestDigest}\`).`, "");
    return out;
  }
  if (!s.approved) out.push("**Blocked: none of this server\u2019s tools is approved.**", "");
  if (s.carrierChanges.length > 0) {
    out.push("| instructions, prompt or template | change |", "|---|---|");
    for (const c of s.carrierChanges) out.push(`| ${nonToolLabel(c, (n) => `<code>${mdText(n)}</code>`)} | ${c.change} |`);
    out.push("");
  }
  if (s.changes.length === 0) {
    if (showText) out.push(...textSection(s));
    return out;
  }
  out.push(...kindsSection(s, failOn));
  out.push("| tool | change | kinds | fields | where | privilege |", "|---|---|---|---|---|---|");
  const rows = riskiestFirst(s.changes);
  for (const c of rows.slice(0, maxRows))
    out.push(
      `| ${mdText(c.tool)} | ${changeLabel(c)} | ${c.kinds.join(", ")} | ${c.fields.join(", ")} | ${where(c, s)} | ${privilege(c)} |`
    );
  out.push("");
  if (rows.length > maxRows) {
    out.push(
      `_\u2026 and ${rows.length - maxRows} more changed tools, not listed here (the comment would be too long): run \`toolseal check\` or see the SARIF report._`,
      ""
    );
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
  out.push(
    "Then re-pin it and commit the lock in this pull request:",
    "",
    mdFence(["toolseal", "lock", "--update", ...relock.args].map(shellWord).join(" "), "sh"),
    ""
  );
  if (relock.needs) out.push(`Add ${mdText(relock.needs)}.`, "");
  return out;
}
function changeLabel(c) {
  if (c.renamedFrom !== void 0) return `added (renamed from ${mdText(c.renamedFrom)}?)`;
  if (c.renamedTo !== void 0) return `removed (renamed to ${mdText(c.renamedTo)}?)`;
  return c.change;
}
function where(c, s) {
  if (c.change !== "changed") return "";
  if (c.pointers.length === 0)
    return s.reviewed === "used" ? "" : s.reviewed === "stale" ? "<sub>reviewed snapshot is not the pinned one</sub>" : "<sub>no reviewed snapshot</sub>";
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
    for (const [field, t] of Object.entries(changeText(c))) {
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
    const label = nonToolLabel(c, (n) => `**${mdText(n)}**`);
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
`, void 0, void 0, {
    context: 3,
    maxEditLength: DIFF_MAX_EDITS
  });
  if (!patch || patch.hunks.length === 0) return void 0;
  return patch.hunks.map((h) => [`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`, ...h.lines].join("\n")).join("\n");
}
function cut(text) {
  if (text.length <= TEXT_SHOWN) return text;
  const end = /[\ud800-\udbff]/.test(text[TEXT_SHOWN - 1]) ? TEXT_SHOWN - 1 : TEXT_SHOWN;
  return text.slice(0, end) + `
\u2026 (${text.length - end} more characters)`;
}

export {
  renderCheckMarkdown,
  unifiedDiff,
  cut
};
