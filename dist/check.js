#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  GitHubCommentSink,
  commentKey,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-4MRM4ZM5.js";
import {
  runCheck
} from "./chunks/chunk-BYJFKP6G.js";
import {
  relockCommand,
  relockWords
} from "./chunks/chunk-OF5EZYWB.js";
import {
  parseOnChange
} from "./chunks/chunk-655IOXHD.js";
import "./chunks/chunk-2QC7B3O2.js";
import "./chunks/chunk-WJCMUN64.js";
import {
  renderCheckMarkdown
} from "./chunks/chunk-X32ANFTS.js";
import "./chunks/chunk-XGJWODIZ.js";
import {
  changedToolNames,
  notPinnedNote,
  parseFailOn
} from "./chunks/chunk-RMWBLMFU.js";
import "./chunks/chunk-EKOVQJTT.js";
import {
  DEFAULT_LOCK_FILE
} from "./chunks/chunk-42CTSAXX.js";
import "./chunks/chunk-7BJOLGBC.js";
import {
  upgradeSourcesOf
} from "./chunks/chunk-B6KOWOCB.js";
import "./chunks/chunk-UWT5FQXY.js";
import "./chunks/chunk-SEUMN4X2.js";
import "./chunks/chunk-V5IMACWJ.js";
import {
  booleanInput,
  error,
  getInput,
  getMultilineInput,
  info,
  isMainModule,
  limitsFromInputs,
  notice,
  serverSpecFromInputs,
  setFailed,
  setOutput,
  summary,
  warning
} from "./chunks/chunk-CFVY6PXC.js";
import "./chunks/chunk-DQKO7AN7.js";
import "./chunks/chunk-HKYXZG4F.js";
import "./chunks/chunk-XTTDHHZ3.js";
import "./chunks/chunk-QGAD6JC7.js";
import "./chunks/chunk-VCZRACRA.js";
import "./chunks/chunk-5U4ZAQTH.js";
import "./chunks/chunk-MOLUOQBY.js";
import "./chunks/chunk-W2SVUUR6.js";
import {
  mdText
} from "./chunks/chunk-ZWUZ5AYI.js";
import "./chunks/chunk-67AH6TGB.js";
import {
  VERSION
} from "./chunks/chunk-P2LBGSGT.js";
import "./chunks/chunk-EFISWI7Y.js";
import "./chunks/chunk-5XTFMSJV.js";
import {
  countText
} from "./chunks/chunk-GJGWUCU6.js";
import "./chunks/chunk-F5ABW3UG.js";
import "./chunks/chunk-RAG7VAPI.js";
import "./chunks/chunk-5AXEYW3Q.js";
import {
  nonToolLabel
} from "./chunks/chunk-SH3UB2NS.js";
import "./chunks/chunk-PKR3ABWI.js";
import "./chunks/chunk-LTUN2ZE5.js";
import "./chunks/chunk-KQJFC54N.js";
import "./chunks/chunk-7SL4J55T.js";
import {
  ToolsealError,
  isToolsealError,
  messageBesideServer
} from "./chunks/chunk-UAZ5W6EW.js";
import "./chunks/chunk-U7PF666Q.js";

// src/action/check.ts
const { mkdirSync } = process.getBuiltinModule("node:fs");
const { dirname, relative, resolve } = process.getBuiltinModule("node:path");
var MAX_COMMENT = 65e3;
var MAX_ANNOTATIONS = 10;
var UPGRADE_INPUT_NAMES = {
  bundle: "the bundle input",
  repo: "the repo input",
  registry: "the registry input",
  trustedRoot: "the trusted-root input",
  offline: "the offline input"
};
function readInputs() {
  const onChange = parseOnChange(getInput("on-change") || "warn", "on-change");
  const failOn = getInput("fail-on");
  return {
    server: serverSpecFromInputs(),
    lock: getInput("lock") || DEFAULT_LOCK_FILE,
    snapshotDir: getInput("snapshot-dir") || void 0,
    onChange,
    ...failOn ? { failOn: parseFailOn(failOn, "the fail-on input") } : {},
    comment: booleanInput("comment", true),
    showText: booleanInput("show-text", false),
    token: getInput("github-token"),
    sarif: getInput("sarif") || void 0,
    limits: limitsFromInputs(),
    bundles: getMultilineInput("bundle"),
    repo: getInput("repo") || void 0,
    registry: getInput("registry") || void 0,
    trustedRoot: getInput("trusted-root") || void 0,
    offline: booleanInput("offline", false)
  };
}
function overallPinState(result) {
  const states = result.servers.map((s) => s.pinState);
  if (states.includes("changed") || states.includes("missing")) return "changed";
  if (result.failures.length > 0) return "failed";
  if (states.includes("unpinned")) return "unpinned";
  return "matched";
}
function needsReview(result) {
  return result.failures.length > 0 || result.servers.some((s) => s.pinState !== "matched");
}
var BACK_TO_MATCHED = "**Back to matched**: every server matches the lock again; what this comment reported earlier is no longer there.";
function footer(pr) {
  const parts = [`toolseal ${mdText(VERSION)}`];
  if (pr?.headSha && /^[0-9a-f]{40}$/.test(pr.headSha)) parts.push(`commit ${pr.headSha.slice(0, 7)}`);
  const server = process.env.GITHUB_SERVER_URL;
  const repo = process.env.GITHUB_REPOSITORY;
  const run2 = process.env.GITHUB_RUN_ID;
  if (server && /^https:\/\/[A-Za-z0-9.-]+$/.test(server) && repo && /^[\w.-]+\/[\w.-]+$/.test(repo) && run2 && /^\d+$/.test(run2)) {
    parts.push(`[run ${run2}](${server}/${repo}/actions/runs/${run2})`);
  }
  return `<sub>${parts.join(" \xB7 ")}</sub>
`;
}
function commentBody(marker, markdown, pr) {
  let body = `${marker}
${markdown}
${footer(pr)}`;
  if (body.length > MAX_COMMENT) {
    const note = `
_The report is too long for a comment; the full report is in the job summary._
${footer(pr)}`;
    const cut = body.lastIndexOf("\n", MAX_COMMENT - note.length);
    body = body.slice(0, cut) + "\n" + note;
  }
  return body;
}
async function writeComment(sink, body, pr, create = true) {
  try {
    const r = await sink().upsert(body, { create });
    if (!r) {
      info("pull-request comment: none written (every server matches the lock and there is no earlier toolseal comment)");
      return {};
    }
    info(`pull-request comment ${r.action}: ${r.url}`);
    return { url: r.url };
  } catch (e) {
    if (isToolsealError(e, "COMMENT_NOT_PERMITTED")) {
      const why = pr.fromFork ? "a fork's pull request gets a read-only token" : "the token cannot write here: give the job permissions: pull-requests: write";
      notice(`toolseal: no pull-request comment (${why}); the report is in the job summary`, {
        title: "toolseal: no pull-request comment"
      });
      return { fallback: `The pull-request comment could not be written (${why}). This summary is the report.` };
    }
    if (isToolsealError(e)) {
      warning(`toolseal: ${e.code}: ${e.message}; the report is in the job summary`, { title: "toolseal: no pull-request comment" });
      return { fallback: `The pull-request comment could not be written (${e.code}). This summary is the report.` };
    }
    throw e;
  }
}
function annotate(result, lockPath, pin) {
  const file = lockPath;
  const errors = [];
  const warnings = [];
  const notices = [];
  for (const s of result.servers) {
    const id = JSON.stringify(s.serverId);
    const changeSink = result.onChange === "fail" || result.onChange === "signed" && s.verdict === "blocked" ? errors : warnings;
    if (s.notPinned !== void 0) errors.push(`server ${id}: ${notPinnedNote(s.serverId, s.notPinned, pin(s.serverId))}`);
    else if (s.pinState === "unpinned")
      notices.push(
        `server ${id} is not pinned in ${file}: baseline of ${countText(s.toolCount ?? 0, "tool")} (${s.manifestDigest}); pin it with toolseal lock`
      );
    for (const c of s.changes) {
      const tool = JSON.stringify(c.tool);
      const widened = c.hints.filter((h) => h.class === "widening");
      if (widened.length > 0) {
        errors.push(
          `server ${id}: tool ${tool} widened its own privileges (${widened.map((h) => `${h.hint} ${h.from} \u2192 ${h.to}`).join(", ")}); none of this server's tools is approved`
        );
      } else if (c.class === "narrowing") {
        notices.push(
          `server ${id}: tool ${tool} narrowed its privileges (${c.hints.map((h) => `${h.hint} ${h.from} \u2192 ${h.to}`).join(", ")})`
        );
      } else {
        const what = c.change === "changed" ? `changed ${c.fields.join(", ")}` : c.change;
        changeSink.push(`server ${id}: tool ${tool} ${what} against ${file}`);
      }
    }
    for (const c of s.carrierChanges) {
      changeSink.push(`server ${id}: ${nonToolLabel(c)} ${c.change} against ${file}`);
    }
  }
  for (const n of result.notes ?? []) notices.push(n);
  for (const f of result.failures)
    errors.push(`server ${JSON.stringify(f.serverId)}: ${f.code}: ${messageBesideServer(f.serverId, f.message)}`);
  const emit = (list, fn, level) => {
    for (const m of list.slice(0, MAX_ANNOTATIONS)) fn(m, { title: `toolseal check`, file });
    if (list.length > MAX_ANNOTATIONS)
      fn(`${list.length - MAX_ANNOTATIONS} more ${level}s: see the job summary`, { title: "toolseal check" });
  };
  emit(errors, error, "error");
  emit(warnings, warning, "warning");
  emit(notices, notice, "notice");
}
function failureMessage(result) {
  switch (result.code) {
    case "PRIVILEGE_WIDENING":
      return "PRIVILEGE_WIDENING: a tool widened its own privileges against the lock";
    case "SURFACE_CHANGED":
      return `SURFACE_CHANGED: the tool surface changed against the lock (${result.failOn?.length ? `fail-on: ${result.failOn.join(",")}` : "on-change: fail"})`;
    case "UNSIGNED_CHANGE":
      return "UNSIGNED_CHANGE: the tool surface changed and is not a signed upgrade of its pin (on-change: signed; the job summary says why)";
    case "NOT_PINNED":
      return "NOT_PINNED: a server the lock does not pin, while it pins others (the job summary names the pinned ids)";
    default:
      return `${result.code ?? "CHECK_FAILED"}: ${result.failures[0]?.message ?? "the check failed"}`;
  }
}
async function main() {
  let inputs;
  let pr;
  try {
    inputs = readInputs();
    pr = pullRequestFromEvent();
    const cwd = process.cwd();
    if (inputs.sarif) mkdirSync(dirname(resolve(cwd, inputs.sarif)), { recursive: true });
    const upgrades = await upgradeSourcesOf(
      { ...inputs, names: UPGRADE_INPUT_NAMES },
      {
        cwd,
        env: { GITHUB_API_URL: process.env.GITHUB_API_URL, GITHUB_TOKEN: inputs.token || process.env.GITHUB_TOKEN },
        warn: (line) => warning(`toolseal: ${line}`)
      },
      inputs.limits.timeoutMs
    );
    const { result, lockFile, lockFound } = await runCheck({
      server: inputs.server,
      limits: inputs.limits,
      lockFile: inputs.lock,
      // The input always has a value (its default): only a path other than the default must exist.
      lockNamedBy: inputs.lock === DEFAULT_LOCK_FILE ? void 0 : "the lock input",
      snapshotDir: inputs.snapshotDir,
      snapshotDirNamedBy: "the snapshot-dir input",
      onChange: inputs.onChange,
      ...inputs.failOn ? { failOn: inputs.failOn } : {},
      sarifFile: inputs.sarif,
      cwd,
      ...upgrades ? { upgrades } : {}
    });
    const lockPath = relative(cwd, lockFile) || lockFile;
    if (!lockFound && result.servers.length > 0) notice(`no lock file at ${lockPath}: every server is unpinned`);
    for (const s of result.servers) {
      info(
        `server ${JSON.stringify(s.serverId)}: ${s.pinState}, ${countText(s.toolCount ?? 0, "tool")}, ${s.changes.length} changed, ${countText(s.carrierChanges.length, "instructions/prompt/template change")}, verdict ${s.verdict}`
      );
    }
    setOutput("pin-state", overallPinState(result));
    setOutput("changed-tools", JSON.stringify(changedToolNames(result)));
    const spec = inputs.server;
    const relock = relockCommand(spec, inputs.lock, inputs.snapshotDir);
    annotate(result, lockPath, (id) => relockWords(spec, relock(id)));
    const markdown = renderCheckMarkdown(result, { showText: inputs.showText, relock });
    let fallback;
    if (pr && inputs.comment) {
      const marker = commentMarker(commentKey(inputs.lock, inputs.server));
      const { token } = inputs;
      const at = pr;
      const sink = () => new GitHubCommentSink({ token, owner: at.owner, repo: at.repo, issueNumber: at.number, marker });
      const review = needsReview(result);
      const body = review ? markdown : `${markdown}
${BACK_TO_MATCHED}
`;
      const written = await writeComment(sink, commentBody(marker, body, pr), pr, review);
      if (written.url) setOutput("comment-url", written.url);
      fallback = written.fallback;
    }
    if (process.env.GITHUB_STEP_SUMMARY)
      await summary.addRaw(fallback ? `> [!NOTE]
> ${fallback}

${markdown}` : markdown, true).write();
    if (result.exitCode !== 0) setFailed(failureMessage(result));
    return result.exitCode;
  } catch (e) {
    const err = isToolsealError(e) ? e : new ToolsealError("INVALID_INPUT", `unexpected failure: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    setFailed(`${err.code}: ${err.message}`);
    await reportError(err, inputs, pr);
    return err.exitCode;
  }
}
async function reportError(err, inputs, pr) {
  const markdown = `### toolseal check: \u26D4 could not run

${err.code}: ${mdText(err.message)}
`;
  try {
    if (inputs && pr && inputs.comment && inputs.token) {
      const marker = commentMarker(commentKey(inputs.lock, inputs.server));
      const { token } = inputs;
      const at = pr;
      await writeComment(
        () => new GitHubCommentSink({ token, owner: at.owner, repo: at.repo, issueNumber: at.number, marker }),
        commentBody(marker, markdown, pr),
        at
      );
    }
    if (process.env.GITHUB_STEP_SUMMARY) await summary.addRaw(markdown, true).write();
  } catch (e) {
    warning(`toolseal: could not report the failure: ${e instanceof Error ? e.message : String(e)}`);
  }
}
async function run() {
  process.exitCode = await main();
}
if (isMainModule(import.meta.url)) await run();
export {
  run
};
