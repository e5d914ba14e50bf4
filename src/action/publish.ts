// The publisher action (action.yml): inputs → runPublish (snapshot → statement → sign) → files, outputs,
// job summary, optional release assets. The only place this action reads its inputs.
import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { resolveArtifacts } from '../run/artifacts.js';
import { registryFragmentText } from '../core/origin/registry-fragment.js';
import type { Digest } from '../core/surface/surface.js';
import { basename, dirname, join } from 'node:path';
import { writeFileAtomic } from '../fs/json-file.js';
import { isToolsealError, ToolsealError, type ExitCode } from '../core/errors.js';
import { FULCIO_OID, checkNamespace, githubIdentityPolicy, type IdentityPolicy } from '../core/statement/identity-policy.js';
import { parseJsonStrict } from '../core/json/strict-reader.js';
import { mdText } from '../core/text/markdown.js';
import { resolveIdentityToken } from '../github/oidc.js';
import { findPreviousBundleAsset, findRelease, releaseOfEvent, uploadReleaseAssets, type ReleaseTarget } from '../github/release.js';
import { storeAttestation, type StoreOutcome } from '../github/attestations.js';
import { publisherEndpointsOf, sigstoreChoiceOf } from '../sigstore/sign.js';
import { takeSnapshot } from '../mcp/snapshot/server-snapshots.js';
import { readPathOrURL } from '../fs/read-path-or-url.js';
import { artifactBaseName, runPublish, runPublishDry, type DryRunResult, type PreviousInput, type PublishResult } from '../run/publish.js';
import { booleanInput } from './boolean-input.js';
import { limitsFromInputs, serverSpecFromInputs } from './server-inputs.js';
import { isMainModule } from './entry.js';
import { countText } from '../core/text/count-text.js';

function input(name: string): string | undefined {
  return core.getInput(name) || undefined;
}

/** The workflow's event payload, read strictly (it holds others' text: a release's name and body); {} when unreadable. */
function eventPayload(): unknown {
  if (!process.env.GITHUB_EVENT_PATH) return {};
  try {
    return parseJsonStrict(readFileSync(process.env.GITHUB_EVENT_PATH, 'utf8'), 'GITHUB_EVENT_PATH');
  } catch {
    return {};
  }
}

/** This run's repository (GITHUB_REPOSITORY), taken apart. */
function repositoryOfEnv(): { owner: string; repo: string } | undefined {
  const [owner, repo, more] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
  return owner && repo && more === undefined ? { owner, repo } : undefined;
}

/**
 * The previous revision's bundle: `auto` (the default) finds it on the newest earlier release, `none`
 * starts a chain at revision 1 on purpose, anything else is a path or URL. It is verified before its
 * revision is trusted: with the identity inputs when given, else (for `auto`) as a bundle of any workflow of
 * this repository; a path or URL without identity inputs is read as written (the publisher's own file).
 */
async function previousFromInputs(serverName: string, payload: unknown): Promise<{ previous?: PreviousInput; note?: string }> {
  const ref = core.getInput('previous-bundle');
  const identity = input('certificate-identity');
  const regexp = input('certificate-identity-regexp');
  if (ref === 'none') return { note: 'previous-bundle: none, so this starts a revision chain at 1' };
  if (!ref) {
    // An empty value (a workflow's own lookup that found nothing) is taken as before: revision 1, and a
    // warning when identity inputs show a chain was meant. On any later release an empty previous-bundle
    // restarts the chain at 1, which consumers' min-revision then refuses.
    if (identity || regexp) {
      core.warning(
        'toolseal: no previous-bundle, so this is revision 1; if this server has signed releases before, the revision chain restarts here',
      );
    }
    return {};
  }
  const verifyWith = async (policy: IdentityPolicy): Promise<PreviousInput['verify']> => {
    const { loadTrustedRoot } = await import('../sigstore/trusted-root.js');
    return {
      policy,
      trustedRoot: await loadTrustedRoot({
        file: input('trusted-root'),
        followRotations: { notice: (line) => core.notice(`toolseal: ${line}`) },
        names: { file: 'trusted-root' },
      }),
    };
  };
  const { identityPolicyOf } = await import('../run/verify-options.js');
  // The previous release was signed by a run of this repository, also when the SAN names a reusable
  // workflow of another one (an organization's shared release workflow): that run's repository is the caller.
  const thisRun = repositoryOfEnv();
  const identityPolicy = (): IdentityPolicy => {
    const policy = identityPolicyOf(identity, regexp, input('certificate-oidc-issuer'));
    return thisRun ? { ...policy, caller: { kind: 'repository', repository: `${thisRun.owner}/${thisRun.repo}` } } : policy;
  };
  if (ref !== 'auto') {
    const previous: PreviousInput = await readPathOrURL(ref, { cwd: process.env.GITHUB_WORKSPACE ?? process.cwd() });
    if (identity || regexp) previous.verify = await verifyWith(identityPolicy());
    return { previous };
  }
  const token = core.getInput('github-token');
  const repository = repositoryOfEnv();
  if (!token || !repository) {
    core.warning(
      'toolseal: previous-bundle: auto needs github-token and GITHUB_REPOSITORY to look at earlier releases; this is revision 1',
    );
    return {};
  }
  const at = releaseOfEvent(process.env.GITHUB_EVENT_NAME, payload, process.env.GITHUB_REF);
  const assetName = `${artifactBaseName(serverName)}.sigstore.json`;
  const found = await findPreviousBundleAsset({ token, ...repository, apiUrl: process.env.GITHUB_API_URL, ...at }, assetName);
  if (!found) return { note: `no earlier release carries ${assetName}: this is revision 1` };
  const policy =
    identity || regexp
      ? identityPolicy()
      : githubIdentityPolicy({ repo: `${repository.owner}/${repository.repo}`, issuer: input('certificate-oidc-issuer') });
  return { previous: { text: found.text, source: found.source, verify: await verifyWith(policy) } };
}

/** Where to sign: the `sigstore` choice (auto: by the repository's visibility), explicit endpoints winning. */
async function signingEndpointsFromInputs(payload: unknown): Promise<ReturnType<typeof publisherEndpointsOf>> {
  const choice = sigstoreChoiceOf(input('sigstore'));
  const explicit = { fulcioURL: input('fulcio-url'), rekorURL: input('rekor-url'), tsaURL: input('tsa-url') };
  let visibility: string | undefined;
  // Explicit endpoints win over the choice: then the visibility is not needed (nor asked of the API).
  if (choice === 'auto' && explicit.fulcioURL === undefined && explicit.rekorURL === undefined) {
    const repo = (payload as { repository?: { visibility?: unknown; private?: unknown } } | null)?.repository;
    if (typeof repo?.visibility === 'string') visibility = repo.visibility;
    else if (typeof repo?.private === 'boolean') visibility = repo.private ? 'private' : 'public';
    else visibility = await visibilityFromApi();
  }
  return publisherEndpointsOf(choice, visibility, explicit);
}

/** The repository's visibility from the API when the event does not say; undefined when it cannot be read. */
async function visibilityFromApi(): Promise<string | undefined> {
  const token = core.getInput('github-token');
  const repository = repositoryOfEnv();
  if (!token || !repository) return undefined;
  try {
    const github = await import('@actions/github');
    const octokit = github.getOctokit(token, process.env.GITHUB_API_URL ? { baseUrl: process.env.GITHUB_API_URL } : {});
    const { data } = await octokit.rest.repos.get(repository);
    return typeof data.visibility === 'string' ? data.visibility : data.private ? 'private' : 'public';
  } catch {
    return undefined;
  }
}

/**
 * Stores the bundle in the repository's attestations (what `gh attestation verify --repo` reads). A token
 * without `attestations: write` (HTTP 403, or 404 where the store is not offered) gets a notice: the files
 * and release assets stand, and consumers can still verify with the bundle itself.
 */
async function storeInAttestations(result: PublishResult): Promise<StoreOutcome | undefined> {
  const token = core.getInput('github-token');
  const repository = repositoryOfEnv();
  if (!token || !repository) {
    core.notice('toolseal: attest needs github-token and GITHUB_REPOSITORY; the bundle was not stored in the attestations');
    return undefined;
  }
  const stored = await storeAttestation(
    { token, ...repository, apiUrl: process.env.GITHUB_API_URL, serverUrl: process.env.GITHUB_SERVER_URL },
    result.sign.bundle,
  );
  if (!stored.stored) {
    core.notice(
      `toolseal: the bundle was not stored in the attestations of ${repository.owner}/${repository.repo} (HTTP ${stored.status}): the job needs permissions: attestations: write; ${
        booleanInput('upload-to-release', false) ? 'the bundle file and the release assets are' : 'the bundle file is'
      } unaffected`,
    );
    return stored;
  }
  core.setOutput('attestation-id', stored.id);
  core.setOutput('attestation-url', stored.url);
  return stored;
}

function summaryOf(
  r: PublishResult,
  previousVerified: boolean | undefined,
  assets: string[],
  instance: 'public-good' | 'github' | 'explicit',
  stored: StoreOutcome | undefined,
  previousSource: string | undefined,
): string {
  // A code span with the characters that could end it, or the table cell, replaced: server text is untrusted.
  const code = (s: string) => `\`${s.replace(/[`|\r\n\u2028\u2029]/g, ' ')}\``;
  const log =
    r.logIndex === undefined ? '(none)' : r.logEntryURL ? `[${mdText(r.logIndex)}](${encodeURI(r.logEntryURL)})` : mdText(r.logIndex);
  const rows = [
    ['server', code(r.serverName)],
    ['version', code(r.serverVersion)],
    [
      'revision',
      `${r.revision}${r.previousManifestDigest ? ` (previous ${code(r.previousManifestDigest)}${previousSource ? ` from ${code(previousSource)}` : ''}, ${previousVerified ? 'its bundle verified' : 'read as written: no certificate-identity to verify it'})` : ''}`,
    ],
    ['tools', String(r.toolCount)],
    ['manifest digest', code(r.manifestDigest)],
    [
      'Sigstore',
      instance === 'github'
        ? "GitHub's instance (no public transparency log)"
        : instance === 'public-good'
          ? 'public-good'
          : r.logIndex === undefined
            ? 'the given Fulcio, no transparency log'
            : 'the given Fulcio and Rekor',
    ],
    ['Rekor log index', log],
    [
      'attestation',
      stored === undefined
        ? '(not stored)'
        : stored.stored
          ? `[${mdText(stored.id)}](${encodeURI(stored.url)})`
          : `(not stored: HTTP ${stored.status})`,
    ],
  ];
  let md = `### toolseal: signed the tool surface of ${code(r.serverName)}\n\n| | |\n|---|---|\n`;
  for (const [k, v] of rows) md += `| ${k} | ${v} |\n`;
  if (assets.length) md += `\nAttached to the release: ${assets.map((a) => code(a)).join(', ')}\n`;
  return md;
}

/** The release of this run (a release event, or a tag push) and the token to upload with; `USAGE` when there is none. */
function releaseTargetFromEnv(payload: unknown): ReleaseTarget {
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo) throw new ToolsealError('USAGE', 'upload-to-release needs GITHUB_REPOSITORY');
  const token = core.getInput('github-token');
  if (!token) throw new ToolsealError('USAGE', 'upload-to-release needs a github-token');
  const at = releaseOfEvent(process.env.GITHUB_EVENT_NAME, payload, process.env.GITHUB_REF);
  if (at.releaseId === undefined && at.tag === undefined) {
    throw new ToolsealError(
      'USAGE',
      `upload-to-release needs a release: run on a release event or a tag push (this is ${JSON.stringify(process.env.GITHUB_EVENT_NAME ?? 'no event')} on ${JSON.stringify(process.env.GITHUB_REF ?? 'no ref')})`,
    );
  }
  return { token, owner, repo, apiUrl: process.env.GITHUB_API_URL, ...at };
}

/** The outputs a signed run and a dry run both have. */
function setStatementOutputs(r: DryRunResult): void {
  core.setOutput('manifest-digest', r.manifestDigest);
  core.setOutput('revision', String(r.revision));
  core.setOutput('tool-count', String(r.toolCount));
  core.setOutput('statement-path', r.statementPath);
  core.setOutput('manifest-path', r.manifestPath);
}

function summaryOfDryRun(r: DryRunResult): string {
  const code = (s: string) => `\`${s.replace(/[`|\r\n\u2028\u2029]/g, ' ')}\``;
  return (
    `### toolseal: dry run, not signed: the tool surface of ${code(r.serverName)}\n\n` +
    `dry-run: true wrote the statement and manifest that would be signed; no OIDC token was asked for, nothing was signed, ` +
    `stored in the attestations or attached to a release.\n\n| | |\n|---|---|\n` +
    `| version | ${code(r.serverVersion)} |\n| revision | ${r.revision} |\n| tools | ${r.toolCount} |\n| manifest digest | ${code(r.manifestDigest)} |\n`
  );
}

async function main(): Promise<ExitCode> {
  try {
    const serverName = input('server-name');
    if (!serverName) throw new ToolsealError('USAGE', 'server-name is required (the subject name, e.g. io.github.<owner>/<name>)');
    // Fulcio writes this job's repository owner into the certificate; a server name claiming another
    // owner's io.github namespace would be signed into a bundle every verifier refuses. Fail before signing.
    const jobOwner = process.env.GITHUB_REPOSITORY_OWNER;
    if (jobOwner) {
      checkNamespace(serverName, {
        san: undefined,
        extensions: { [FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI]: `https://github.com/${jobOwner}` },
      });
    }
    const spec = serverSpecFromInputs();
    if (spec.kind === 'config' && spec.all) throw new ToolsealError('USAGE', 'the publisher signs one server: set server with config');
    const limits = limitsFromInputs();
    // Where the assets go is settled before anything is signed: a run that cannot upload should not leave
    // a Rekor entry behind.
    const payload = eventPayload();
    // A dry run signs nothing, so it neither asks where to sign nor uploads or stores anything.
    const dryRun = booleanInput('dry-run', false);
    const release = !dryRun && booleanInput('upload-to-release', false) ? releaseTargetFromEnv(payload) : undefined;
    const attest = !dryRun && booleanInput('attest', true);
    const signing = dryRun ? undefined : await signingEndpointsFromInputs(payload);
    // The release itself too (a tag pushed before its release exists has none).
    const found = release ? await findRelease(release) : undefined;
    const { previous, note } = await previousFromInputs(serverName, payload);
    if (note) core.notice(`toolseal: ${note}`);
    // Resolved before the server is started or anything signed: a wrong artifact fails at once.
    const artifactLines = core.getMultilineInput('artifact').filter((l) => l.trim() !== '');
    const artifacts =
      artifactLines.length === 0
        ? undefined
        : await resolveArtifacts(artifactLines, { cwd: process.env.GITHUB_WORKSPACE ?? process.cwd(), npmRegistry: input('npm-registry') });

    const statementInputs = {
      serverName,
      serverVersion: input('server-version'),
      previous,
      artifacts,
      outputDir: input('output-dir') ?? 'toolseal',
    };
    if (!signing) {
      const dry = await runPublishDry(statementInputs, { snapshot: () => takeSnapshot(spec, limits) });
      setStatementOutputs(dry);
      await core.summary.addRaw(summaryOfDryRun(dry), true).write();
      core.info(
        `toolseal: dry run: the statement of ${JSON.stringify(dry.serverName)} ${JSON.stringify(dry.serverVersion)} revision ${dry.revision} (${countText(dry.toolCount, 'tool')}, ${dry.manifestDigest}) is written and not signed`,
      );
      return 0;
    }
    const result = await runPublish(
      { ...statementInputs, signingEndpoints: signing.endpoints },
      {
        snapshot: () => takeSnapshot(spec, limits),
        identityToken: async () => {
          const token = await resolveIdentityToken({ env: process.env });
          core.setSecret(token);
          return token;
        },
      },
    );
    setStatementOutputs(result);
    core.setOutput('bundle-path', result.bundlePath);
    if (result.logIndex !== undefined) core.setOutput('log-index', result.logIndex);
    if (result.logEntryURL !== undefined) core.setOutput('log-entry-url', result.logEntryURL);

    const assets: string[] = [];
    let bundleURL: string | undefined;
    if (release) {
      const uploaded = await uploadReleaseAssets(release, [result.bundlePath, result.manifestPath, result.statementPath], found);
      assets.push(...uploaded.map((a) => a.name));
      bundleURL = uploaded.find((a) => a.name === basename(result.bundlePath))?.url;
    }
    // The MCP Registry's server.json fragment: where the bundle is (its release asset, else the digest its
    // attestation is stored under), beside the manifest digest and revision.
    const fragmentPath = join(dirname(result.bundlePath), `${basename(result.bundlePath, '.sigstore.json')}.registry-fragment.json`);
    writeFileAtomic(
      fragmentPath,
      registryFragmentText({
        manifestDigest: result.manifestDigest as Digest,
        revision: result.revision,
        bundle: bundleURL ?? result.manifestDigest,
        ...(result.interop ? { interop: result.interop } : {}),
      }),
    );
    core.setOutput('registry-fragment-path', fragmentPath);
    // After the assets: a token without `attestations: write` leaves them in place and says so.
    const stored = attest ? await storeInAttestations(result) : undefined;
    await core.summary
      .addRaw(summaryOf(result, previous?.verify ? true : undefined, assets, signing.instance, stored, previous?.source), true)
      .write();
    // The version may be the server's own text: quoted, so a line break in it cannot start a workflow command.
    core.info(
      `toolseal: signed ${JSON.stringify(result.serverName)} ${JSON.stringify(result.serverVersion)} revision ${result.revision} (${countText(result.toolCount, 'tool')}, ${result.manifestDigest})` +
        (result.logIndex === undefined ? '' : `; Rekor log index ${result.logIndex}`),
    );
    return 0;
  } catch (e) {
    const err = isToolsealError(e)
      ? e
      : new ToolsealError('SIGNING_FAILED', `unexpected failure: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
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

/** Runs the action: reads its inputs, does its work, sets its outputs and the step's exit code. */
export async function run(): Promise<void> {
  process.exitCode = await main();
}

if (isMainModule(import.meta.url)) await run();
