// The check action (check/action.yml): inputs → runCheck → pull-request comment, job summary, annotations,
// outputs, exit code. The only place this action reads its inputs.
import { mkdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import * as core from '@actions/core';
import { nonToolLabel } from '../core/surface/non-tool-surface.js';
import { changedToolNames, notPinnedNote, type CheckResult, type OnChange, type PinState } from '../core/check/check.js';
import { isToolsealError, messageBesideServer, ToolsealError, type ExitCode } from '../core/errors.js';
import { DEFAULT_LOCK_FILE } from '../core/lock/lock.js';
import { parseOnChange } from '../core/guard/policy-options.js';
import { parseFailOn, type ChangeKind } from '../core/check/change-kinds.js';
import { mdText } from '../core/text/markdown.js';
import { renderCheckMarkdown } from '../core/report/report-markdown.js';
import { VERSION } from '../version.js';
import { commentKey, commentMarker, GitHubCommentSink, type CommentSink } from '../github/comment.js';
import { pullRequestFromEvent, type PullRequestContext } from '../github/pull-request.js';
import type { ServerSpec, SnapshotLimits } from '../mcp/server/server-spec.js';
import { runCheck } from '../run/check.js';
import { upgradeSourcesOf, type UpgradeSourceNames } from '../run/upgrade-sources.js';
import { relockCommand, relockWords } from '../run/relock-command.js';
import { booleanInput } from './boolean-input.js';
import { limitsFromInputs, serverSpecFromInputs } from './server-inputs.js';
import { isMainModule } from './entry.js';
import { countText } from '../core/text/count-text.js';

/** GitHub refuses comment bodies over 65,536 characters. */
const MAX_COMMENT = 65_000;
/** GitHub shows at most ten annotations of each level per step; more are summarised in one. */
const MAX_ANNOTATIONS = 10;

interface CheckInputs {
  server: ServerSpec;
  lock: string;
  snapshotDir?: string;
  onChange: OnChange;
  failOn?: ChangeKind[];
  comment: boolean;
  showText: boolean;
  token: string;
  sarif?: string;
  limits: SnapshotLimits;
  /**
   * Signed upgrades: bundle files, URLs or folders (one a line), the repository whose attestations to look
   * in, the MCP registry's URL, and the trusted root that verifies them (or the shipped one, offline).
   */
  bundles: string[];
  repo?: string;
  registry?: string;
  trustedRoot?: string;
  offline: boolean;
}

/** The inputs of signed upgrades, as this action's messages name them. */
const UPGRADE_INPUT_NAMES: UpgradeSourceNames = {
  bundle: 'the bundle input',
  repo: 'the repo input',
  registry: 'the registry input',
  trustedRoot: 'the trusted-root input',
  offline: 'the offline input',
};

function readInputs(): CheckInputs {
  const onChange = parseOnChange(core.getInput('on-change') || 'warn', 'on-change');
  const failOn = core.getInput('fail-on');
  return {
    server: serverSpecFromInputs(),
    lock: core.getInput('lock') || DEFAULT_LOCK_FILE,
    snapshotDir: core.getInput('snapshot-dir') || undefined,
    onChange,
    ...(failOn ? { failOn: parseFailOn(failOn, 'the fail-on input') } : {}),
    comment: booleanInput('comment', true),
    showText: booleanInput('show-text', false),
    token: core.getInput('github-token'),
    sarif: core.getInput('sarif') || undefined,
    limits: limitsFromInputs(),
    bundles: core.getMultilineInput('bundle'),
    repo: core.getInput('repo') || undefined,
    registry: core.getInput('registry') || undefined,
    trustedRoot: core.getInput('trusted-root') || undefined,
    offline: booleanInput('offline', false),
  };
}

/**
 * The job's overall pin state: changed if any server changed (a pinned server gone from the config is a
 * change too), else failed, else unpinned if any is, else matched.
 */
function overallPinState(result: CheckResult): Exclude<PinState, 'missing'> | 'failed' {
  const states = result.servers.map((s) => s.pinState);
  if (states.includes('changed') || states.includes('missing')) return 'changed';
  if (result.failures.length > 0) return 'failed';
  if (states.includes('unpinned')) return 'unpinned';
  return 'matched';
}

/** Whether a reviewer has something to look at: a server changed (a widening is a change), unpinned, or failed. */
function needsReview(result: CheckResult): boolean {
  return result.failures.length > 0 || result.servers.some((s) => s.pinState !== 'matched');
}

/** Said in an existing comment when a later push brings every server back to its pin. */
const BACK_TO_MATCHED = '**Back to matched**: every server matches the lock again; what this comment reported earlier is no longer there.';

/** A small footer a reviewer can trust: only values the runner sets, checked for shape. */
function footer(pr: PullRequestContext | undefined): string {
  const parts = [`toolseal ${mdText(VERSION)}`];
  if (pr?.headSha && /^[0-9a-f]{40}$/.test(pr.headSha)) parts.push(`commit ${pr.headSha.slice(0, 7)}`);
  const server = process.env.GITHUB_SERVER_URL;
  const repo = process.env.GITHUB_REPOSITORY;
  const run = process.env.GITHUB_RUN_ID;
  if (server && /^https:\/\/[A-Za-z0-9.-]+$/.test(server) && repo && /^[\w.-]+\/[\w.-]+$/.test(repo) && run && /^\d+$/.test(run)) {
    parts.push(`[run ${run}](${server}/${repo}/actions/runs/${run})`);
  }
  return `<sub>${parts.join(' · ')}</sub>\n`;
}

function commentBody(marker: string, markdown: string, pr: PullRequestContext | undefined): string {
  let body = `${marker}\n${markdown}\n${footer(pr)}`;
  if (body.length > MAX_COMMENT) {
    // Cut at a line break: the full report stays in the job summary.
    const note = `\n_The report is too long for a comment; the full report is in the job summary._\n${footer(pr)}`;
    const cut = body.lastIndexOf('\n', MAX_COMMENT - note.length);
    body = body.slice(0, cut) + '\n' + note;
  }
  return body;
}

/**
 * Writes the comment; a token that cannot write degrades to the job summary with a notice, never a crash.
 * With `create: false` only an existing comment is updated: a pull request whose servers all match gets
 * no new comment (on a busy repository that would be noise on every pull request).
 */
async function writeComment(
  sink: () => CommentSink,
  body: string,
  pr: PullRequestContext,
  create = true,
): Promise<{ url?: string; fallback?: string }> {
  try {
    const r = await sink().upsert(body, { create });
    if (!r) {
      core.info('pull-request comment: none written (every server matches the lock and there is no earlier toolseal comment)');
      return {};
    }
    core.info(`pull-request comment ${r.action}: ${r.url}`);
    return { url: r.url };
  } catch (e) {
    if (isToolsealError(e, 'COMMENT_NOT_PERMITTED')) {
      // Expected on a fork's pull request (GitHub gives it a read-only token); elsewhere it is a missing permission.
      const why = pr.fromFork
        ? "a fork's pull request gets a read-only token"
        : 'the token cannot write here: give the job permissions: pull-requests: write';
      core.notice(`toolseal: no pull-request comment (${why}); the report is in the job summary`, {
        title: 'toolseal: no pull-request comment',
      });
      return { fallback: `The pull-request comment could not be written (${why}). This summary is the report.` };
    }
    if (isToolsealError(e)) {
      core.warning(`toolseal: ${e.code}: ${e.message}; the report is in the job summary`, { title: 'toolseal: no pull-request comment' });
      return { fallback: `The pull-request comment could not be written (${e.code}). This summary is the report.` };
    }
    throw e;
  }
}

function annotate(result: CheckResult, lockPath: string, pin: (serverId: string) => string): void {
  const file = lockPath;
  const errors: string[] = [];
  const warnings: string[] = [];
  const notices: string[] = [];
  for (const s of result.servers) {
    const id = JSON.stringify(s.serverId);
    // Under `signed`, a change fails unless it is a signed upgrade.
    const changeSink = result.onChange === 'fail' || (result.onChange === 'signed' && s.verdict === 'blocked') ? errors : warnings;
    if (s.notPinned !== undefined) errors.push(`server ${id}: ${notPinnedNote(s.serverId, s.notPinned, pin(s.serverId))}`);
    else if (s.pinState === 'unpinned')
      notices.push(
        `server ${id} is not pinned in ${file}: baseline of ${countText(s.toolCount ?? 0, 'tool')} (${s.manifestDigest}); pin it with toolseal lock`,
      );
    for (const c of s.changes) {
      const tool = JSON.stringify(c.tool);
      const widened = c.hints.filter((h) => h.class === 'widening');
      if (widened.length > 0) {
        errors.push(
          `server ${id}: tool ${tool} widened its own privileges (${widened.map((h) => `${h.hint} ${h.from} → ${h.to}`).join(', ')}); none of this server's tools is approved`,
        );
      } else if (c.class === 'narrowing') {
        notices.push(
          `server ${id}: tool ${tool} narrowed its privileges (${c.hints.map((h) => `${h.hint} ${h.from} → ${h.to}`).join(', ')})`,
        );
      } else {
        const what = c.change === 'changed' ? `changed ${c.fields.join(', ')}` : c.change;
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
  const emit = (list: string[], fn: typeof core.error, level: string) => {
    for (const m of list.slice(0, MAX_ANNOTATIONS)) fn(m, { title: `toolseal check`, file });
    if (list.length > MAX_ANNOTATIONS)
      fn(`${list.length - MAX_ANNOTATIONS} more ${level}s: see the job summary`, { title: 'toolseal check' });
  };
  emit(errors, core.error, 'error');
  emit(warnings, core.warning, 'warning');
  emit(notices, core.notice, 'notice');
}

function failureMessage(result: CheckResult): string {
  switch (result.code) {
    case 'PRIVILEGE_WIDENING':
      return 'PRIVILEGE_WIDENING: a tool widened its own privileges against the lock';
    case 'SURFACE_CHANGED':
      return `SURFACE_CHANGED: the tool surface changed against the lock (${result.failOn?.length ? `fail-on: ${result.failOn.join(',')}` : 'on-change: fail'})`;
    case 'UNSIGNED_CHANGE':
      return 'UNSIGNED_CHANGE: the tool surface changed and is not a signed upgrade of its pin (on-change: signed; the job summary says why)';
    case 'NOT_PINNED':
      return 'NOT_PINNED: a server the lock does not pin, while it pins others (the job summary names the pinned ids)';
    default:
      return `${result.code ?? 'CHECK_FAILED'}: ${result.failures[0]?.message ?? 'the check failed'}`;
  }
}

async function main(): Promise<ExitCode> {
  let inputs: CheckInputs | undefined;
  let pr: PullRequestContext | undefined;
  try {
    inputs = readInputs();
    pr = pullRequestFromEvent();
    const cwd = process.cwd();
    // The SARIF path is often a fresh folder for the upload step.
    if (inputs.sarif) mkdirSync(dirname(resolve(cwd, inputs.sarif)), { recursive: true });
    // The same sources `check --bundle/--repo/--registry` builds; the attestations API with this action's token.
    const upgrades = await upgradeSourcesOf(
      { ...inputs, names: UPGRADE_INPUT_NAMES },
      {
        cwd,
        env: { GITHUB_API_URL: process.env.GITHUB_API_URL, GITHUB_TOKEN: inputs.token || process.env.GITHUB_TOKEN },
        warn: (line) => core.warning(`toolseal: ${line}`),
      },
      inputs.limits.timeoutMs,
    );
    const { result, lockFile, lockFound } = await runCheck({
      server: inputs.server,
      limits: inputs.limits,
      lockFile: inputs.lock,
      // The input always has a value (its default): only a path other than the default must exist.
      lockNamedBy: inputs.lock === DEFAULT_LOCK_FILE ? undefined : 'the lock input',
      snapshotDir: inputs.snapshotDir,
      snapshotDirNamedBy: 'the snapshot-dir input',
      onChange: inputs.onChange,
      ...(inputs.failOn ? { failOn: inputs.failOn } : {}),
      sarifFile: inputs.sarif,
      cwd,
      ...(upgrades ? { upgrades } : {}),
    });
    const lockPath = relative(cwd, lockFile) || lockFile;
    if (!lockFound && result.servers.length > 0) core.notice(`no lock file at ${lockPath}: every server is unpinned`);

    for (const s of result.servers) {
      core.info(
        `server ${JSON.stringify(s.serverId)}: ${s.pinState}, ${countText(s.toolCount ?? 0, 'tool')}, ${s.changes.length} changed, ${countText(s.carrierChanges.length, 'instructions/prompt/template change')}, verdict ${s.verdict}`,
      );
    }
    core.setOutput('pin-state', overallPinState(result));
    core.setOutput('changed-tools', JSON.stringify(changedToolNames(result)));
    // A NOT_PINNED annotation ends with the whole `toolseal lock` command that pins the server, as it can be pasted.
    const spec = inputs.server;
    const relock = relockCommand(spec, inputs.lock, inputs.snapshotDir);
    annotate(result, lockPath, (id) => relockWords(spec, relock(id)));

    const markdown = renderCheckMarkdown(result, { showText: inputs.showText, relock });
    let fallback: string | undefined;
    if (pr && inputs.comment) {
      const marker = commentMarker(commentKey(inputs.lock, inputs.server));
      const { token } = inputs;
      const at = pr;
      const sink = () => new GitHubCommentSink({ token, owner: at.owner, repo: at.repo, issueNumber: at.number, marker });
      // Nothing to review: no new comment, but an earlier one (which reported changes) is told it is over.
      const review = needsReview(result);
      const body = review ? markdown : `${markdown}\n${BACK_TO_MATCHED}\n`;
      const written = await writeComment(sink, commentBody(marker, body, pr), pr, review);
      if (written.url) core.setOutput('comment-url', written.url);
      fallback = written.fallback;
    }
    // Outside a runner (a local dry run) there is no summary file; the comment and annotations still stand.
    if (process.env.GITHUB_STEP_SUMMARY)
      await core.summary.addRaw(fallback ? `> [!NOTE]\n> ${fallback}\n\n${markdown}` : markdown, true).write();

    if (result.exitCode !== 0) core.setFailed(failureMessage(result));
    return result.exitCode;
  } catch (e) {
    const err = isToolsealError(e)
      ? e
      : new ToolsealError('INVALID_INPUT', `unexpected failure: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    core.setFailed(`${err.code}: ${err.message}`);
    await reportError(err, inputs, pr);
    return err.exitCode;
  }
}

/** A check that could not run still says so where the reviewer looks, so an older "matches" comment is not left standing. */
async function reportError(err: ToolsealError, inputs: CheckInputs | undefined, pr: PullRequestContext | undefined): Promise<void> {
  const markdown = `### toolseal check: ⛔ could not run\n\n${err.code}: ${mdText(err.message)}\n`;
  try {
    if (inputs && pr && inputs.comment && inputs.token) {
      const marker = commentMarker(commentKey(inputs.lock, inputs.server));
      const { token } = inputs;
      const at = pr;
      await writeComment(
        () => new GitHubCommentSink({ token, owner: at.owner, repo: at.repo, issueNumber: at.number, marker }),
        commentBody(marker, markdown, pr),
        at,
      );
    }
    if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(markdown, true).write();
  } catch (e) {
    core.warning(`toolseal: could not report the failure: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Runs the action: reads its inputs, does its work, sets its outputs and the step's exit code. */
export async function run(): Promise<void> {
  process.exitCode = await main();
}

if (isMainModule(import.meta.url)) await run();
