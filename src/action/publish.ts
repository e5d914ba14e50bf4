// The publisher action (action.yml): inputs → runPublish (snapshot → statement → sign) → files, outputs,
// job summary, optional release assets. The only place this action reads its inputs.
import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { isToolsealError, ToolsealError, type ExitCode } from '../core/errors.js';
import { FULCIO_OID, checkNamespace } from '../core/identity-policy.js';
import { parseJsonStrict } from '../core/json-text.js';
import { mdText } from '../core/markdown.js';
import { resolveIdentityToken } from '../github/oidc.js';
import { findRelease, releaseOfEvent, uploadReleaseAssets, type ReleaseTarget } from '../github/release.js';
import { takeSnapshot } from '../mcp/take-snapshots.js';
import { readPathOrURL } from '../fs/read-path-or-url.js';
import { runPublish, type PreviousInput, type PublishResult } from '../run/publish.js';
import { booleanInput } from './boolean-input.js';
import { limitsFromInputs, serverSpecFromInputs } from './server-inputs.js';

function input(name: string): string | undefined {
  return core.getInput(name) || undefined;
}

async function previousFromInputs(): Promise<PreviousInput | undefined> {
  const ref = input('previous-bundle');
  const identity = input('certificate-identity');
  const regexp = input('certificate-identity-regexp');
  if (!ref) {
    // The first release has no previous bundle, while the workflow's identity inputs are the same on every
    // run (docs/workflows/release-signing.yml): revision 1. A warning, not a note: on any later release an
    // empty previous-bundle restarts the chain at 1, which consumers' min-revision then refuses.
    if (identity || regexp) {
      core.warning('toolseal: no previous-bundle, so this is revision 1; if this server has signed releases before, the revision chain restarts here');
    }
    return undefined;
  }
  const previous: PreviousInput = await readPathOrURL(ref, { cwd: process.env.GITHUB_WORKSPACE ?? process.cwd() });
  if (identity || regexp) {
    const { identityPolicyOf } = await import('../run/verify.js');
    const { loadTrustedRoot } = await import('../sigstore/trusted-root.js');
    previous.verify = {
      policy: identityPolicyOf(identity, regexp, input('certificate-oidc-issuer')),
      trustedRoot: await loadTrustedRoot({ file: input('trusted-root') }),
    };
  }
  return previous;
}

function summaryOf(r: PublishResult, previousVerified: boolean | undefined, assets: string[]): string {
  // A code span with the characters that could end it, or the table cell, replaced: server text is untrusted.
  const code = (s: string) => `\`${s.replace(/[`|\r\n\u2028\u2029]/g, ' ')}\``;
  const log = r.logIndex === undefined ? '(none)' : r.logEntryURL ? `[${mdText(r.logIndex)}](${encodeURI(r.logEntryURL)})` : mdText(r.logIndex);
  const rows = [
    ['server', code(r.serverName)],
    ['version', code(r.serverVersion)],
    [
      'revision',
      `${r.revision}${r.previousManifestDigest ? ` (previous ${code(r.previousManifestDigest)}, ${previousVerified ? 'its bundle verified' : 'read as written: no certificate-identity to verify it'})` : ''}`,
    ],
    ['tools', String(r.toolCount)],
    ['manifest digest', code(r.manifestDigest)],
    ['Rekor log index', log],
  ];
  let md = `### toolseal: signed the tool surface of ${code(r.serverName)}\n\n| | |\n|---|---|\n`;
  for (const [k, v] of rows) md += `| ${k} | ${v} |\n`;
  if (assets.length) md += `\nAttached to the release: ${assets.map((a) => code(a)).join(', ')}\n`;
  return md;
}

/** The release of this run (a release event, or a tag push) and the token to upload with; `USAGE` when there is none. */
function releaseTargetFromEnv(): ReleaseTarget {
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo) throw new ToolsealError('USAGE', 'upload-to-release needs GITHUB_REPOSITORY');
  const token = core.getInput('github-token');
  if (!token) throw new ToolsealError('USAGE', 'upload-to-release needs a github-token');
  let payload: unknown = {};
  if (process.env.GITHUB_EVENT_PATH) {
    try {
      // The event holds others' text (a release's name and body): read with the strict reader.
      payload = parseJsonStrict(readFileSync(process.env.GITHUB_EVENT_PATH, 'utf8'), 'GITHUB_EVENT_PATH');
    } catch {
      payload = {};
    }
  }
  const at = releaseOfEvent(process.env.GITHUB_EVENT_NAME, payload, process.env.GITHUB_REF);
  if (at.releaseId === undefined && at.tag === undefined) {
    throw new ToolsealError(
      'USAGE',
      `upload-to-release needs a release: run on a release event or a tag push (this is ${JSON.stringify(process.env.GITHUB_EVENT_NAME ?? 'no event')} on ${JSON.stringify(process.env.GITHUB_REF ?? 'no ref')})`,
    );
  }
  return { token, owner, repo, apiUrl: process.env.GITHUB_API_URL, ...at };
}

async function main(): Promise<ExitCode> {
  try {
    const serverName = input('server-name');
    if (!serverName) throw new ToolsealError('USAGE', 'server-name is required (the subject name, e.g. io.github.<owner>/<name>)');
    // Fulcio writes this job's repository owner into the certificate; a server name claiming another
    // owner's io.github namespace would be signed into a bundle every verifier refuses. Fail before signing.
    const jobOwner = process.env.GITHUB_REPOSITORY_OWNER;
    if (jobOwner) {
      checkNamespace(serverName, { san: undefined, extensions: { [FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI]: `https://github.com/${jobOwner}` } });
    }
    const spec = serverSpecFromInputs();
    if (spec.kind === 'config' && spec.all) throw new ToolsealError('USAGE', 'the publisher signs one server: set server with config');
    const limits = limitsFromInputs();
    // Where the assets go is settled before anything is signed: a run that cannot upload should not leave
    // a Rekor entry behind.
    const release = booleanInput('upload-to-release', false) ? releaseTargetFromEnv() : undefined;
    // The release itself too (a tag pushed before its release exists has none).
    const found = release ? await findRelease(release) : undefined;
    const previous = await previousFromInputs();

    const result = await runPublish(
      {
        serverName,
        serverVersion: input('server-version'),
        previous,
        outputDir: input('output-dir') ?? 'toolseal',
        endpoints: { fulcioURL: input('fulcio-url'), rekorURL: input('rekor-url'), tsaURL: input('tsa-url') },
      },
      {
        snapshot: () => takeSnapshot(spec, limits),
        identityToken: async () => {
          const token = await resolveIdentityToken({ env: process.env });
          core.setSecret(token);
          return token;
        },
      },
    );
    core.setOutput('manifest-digest', result.manifestDigest);
    core.setOutput('revision', String(result.revision));
    core.setOutput('tool-count', String(result.toolCount));
    core.setOutput('bundle-path', result.bundlePath);
    core.setOutput('statement-path', result.statementPath);
    core.setOutput('manifest-path', result.manifestPath);
    if (result.logIndex !== undefined) core.setOutput('log-index', result.logIndex);
    if (result.logEntryURL !== undefined) core.setOutput('log-entry-url', result.logEntryURL);

    const assets: string[] = [];
    if (release) {
      const uploaded = await uploadReleaseAssets(release, [result.bundlePath, result.manifestPath, result.statementPath], found);
      assets.push(...uploaded.map((a) => a.name));
    }
    await core.summary.addRaw(summaryOf(result, previous?.verify ? true : undefined, assets), true).write();
    // The version may be the server's own text: quoted, so a line break in it cannot start a workflow command.
    core.info(
      `toolseal: signed ${JSON.stringify(result.serverName)} ${JSON.stringify(result.serverVersion)} revision ${result.revision} (${result.toolCount} tools, ${result.manifestDigest})` +
        (result.logIndex === undefined ? '' : `; Rekor log index ${result.logIndex}`),
    );
    return 0;
  } catch (e) {
    const err = isToolsealError(e) ? e : new ToolsealError('SIGNING_FAILED', `unexpected failure: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    core.setFailed(`${err.code}: ${err.message}`);
    if (process.env.GITHUB_STEP_SUMMARY) {
      try {
        await core.summary.addRaw(`### toolseal: ⛔ not signed\n\n${err.code}: ${mdText(err.message)}\n`, true).write();
      } catch {
        // the failure line above is what matters
      }
    }
    return err.exitCode;
  }
}

process.exitCode = await main();
