// The consumer action (verify/action.yml): inputs (or a registry entry) → runVerify (bundle, signer,
// namespace, statement, then the live surface) → outputs, report file, job summary. The only place this action reads its inputs.
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import { isToolsealError, ToolsealError, type ExitCode } from '../core/errors.js';
import { mdText } from '../core/text/markdown.js';
import { changedToolNames, renderVerifyMarkdown, verifyReportJson } from '../core/statement/verify-report.js';
import { writeFileAtomic } from '../fs/json-file.js';
import { readPathOrURL } from '../fs/read-path-or-url.js';
import { verifyLiveServer } from '../run/verify-live.js';
import { attestationScopeOf, beforeDeadline, commandDeadline, minRevisionOf, signerPolicyOf } from '../run/verify-options.js';
import { resolveArtifacts } from '../run/artifacts.js';
import { artifactsOfEntry, checkEntryServerAddress, readEntryBundle, readRegistryEntry } from '../run/registry.js';
import { serverOfRegistryEntry, shownRegistryServer, type RegistryServer } from '../core/origin/registry-server.js';
import { loadTrustedRoot } from '../sigstore/trusted-root.js';
import { limitsFromInputs, serverSpecFromInputs } from './server-inputs.js';
import { booleanInput } from './boolean-input.js';
import { isMainModule } from './entry.js';
import { countText } from '../core/text/count-text.js';

function input(name: string): string | undefined {
  return core.getInput(name) || undefined;
}

/** The `artifact` input (one ARTIFACT a line), resolved; undefined when empty. */
async function artifactsFromInputs(workspace: string, signal: AbortSignal) {
  const lines = core.getMultilineInput('artifact').filter((l) => l.trim() !== '');
  return lines.length === 0 ? undefined : resolveArtifacts(lines, { cwd: workspace, npmRegistry: input('npm-registry'), signal });
}

async function main(): Promise<ExitCode> {
  try {
    const registryName = input('registry');
    if (!registryName && input('registry-url')) throw new ToolsealError('USAGE', 'registry-url is for the registry input');
    if (registryName) {
      // The registry entry decides what these would: set too, one of the two would be silently ignored.
      const taken = ['bundle', 'repo', 'owner', 'certificate-identity', 'certificate-identity-regexp', 'server-name'].filter(
        (i) => input(i) !== undefined,
      );
      if (taken.length > 0)
        throw new ToolsealError(
          'USAGE',
          `registry takes the signer, the server name and the bundle from the registry entry: leave out ${taken.join(', ')}`,
        );
    }
    const bundleRef = input('bundle');
    const scope = attestationScopeOf(input('repo'), input('owner'));
    if (!registryName && !bundleRef && !scope)
      throw new ToolsealError(
        'USAGE',
        "give bundle (a path or an https URL, e.g. a release asset), or repo (or owner) to find it in GitHub's attestations",
      );
    const onMismatch = input('on-mismatch') ?? 'fail';
    if (onMismatch !== 'fail' && onMismatch !== 'warn')
      throw new ToolsealError('USAGE', `on-mismatch must be fail or warn, not ${JSON.stringify(onMismatch)}`);
    // registry with no server input: the server is the one the entry names (read below).
    const fromEntry =
      registryName !== undefined && !['snapshot', 'server-command', 'server-url', 'config'].some((i) => input(i) !== undefined);
    let spec = fromEntry ? undefined : serverSpecFromInputs();
    if (spec?.kind === 'config' && spec.all) throw new ToolsealError('USAGE', 'verify checks one server: set server with config');
    const limits = limitsFromInputs();
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();

    // The bundle is read before the trusted root is fetched: a bundle that is not there fails at once.
    // The timeout input is the whole step's deadline, every fetch included (registry, bundle, trusted root, API pages).
    const deadline = commandDeadline(limits);
    const registry =
      registryName === undefined
        ? undefined
        : await readRegistryEntry(registryName, {
            registryUrl: input('registry-url'),
            signal: deadline.signal,
            warn: (line) => core.warning(`toolseal: ${line}`),
          });
    // The server the entry names: decided here, contacted only once a bundle has verified.
    let named: RegistryServer | undefined;
    if (registry && spec === undefined) {
      named = serverOfRegistryEntry(registry, registry.source);
      const shown = shownRegistryServer(named);
      core.notice(
        `toolseal: verifying the server the registry entry names (${named.from}): ${named.kind === 'url' ? shown : JSON.stringify(shown)}`,
      );
      spec = serverSpecFromInputs(named.kind === 'url' ? { url: named.url } : { command: [named.command, ...named.args] });
    }
    const live = spec!;
    const storeScope = registry ? { repo: registry.repository } : scope;
    const policy = signerPolicyOf({
      identity: input('certificate-identity'),
      regexp: input('certificate-identity-regexp'),
      issuer: input('certificate-oidc-issuer'),
      repo: registry ? registry.repository : input('repo'),
      owner: input('owner'),
      signerWorkflow: input('signer-workflow'),
      signerRef: input('signer-ref'),
      sourceRepo: input('source-repo'),
      allowReusableCallers: booleanInput('allow-reusable-callers', false),
    });
    // registry: the fragment's bundle URL, no further inside than the registry; else its attestation.
    const bundle = registry
      ? await readEntryBundle(registry, { signal: deadline.signal })
      : bundleRef
        ? await readPathOrURL(bundleRef, { cwd: workspace, signal: deadline.signal })
        : undefined;
    const given = await artifactsFromInputs(workspace, deadline.signal);
    const artifacts = registry
      ? [
          ...(given ?? []),
          ...(await artifactsOfEntry(registry, { cwd: workspace, npmRegistry: input('npm-registry'), signal: deadline.signal })),
        ]
      : given;
    const trustedRootFile = input('trusted-root');
    const common = {
      trustedRoot: await beforeDeadline(deadline.signal, 'the trusted root', () =>
        loadTrustedRoot({
          file: trustedRootFile === undefined ? undefined : resolve(workspace, trustedRootFile),
          offline: booleanInput('offline', false),
          followRotations: { notice: (line) => core.notice(`toolseal: ${line}`) },
          names: { file: 'trusted-root', offline: 'offline: true' },
        }),
      ),
      policy,
      serverName: registry ? registry.name : input('server-name'),
      minRevision: minRevisionOf(input('min-revision')),
      artifacts,
      ...(registry
        ? { manifestDigest: registry.surface.manifestDigest, manifestDigestSource: `the registry entry ${registry.source}` }
        : {}),
    };
    const report = await verifyLiveServer(
      common,
      bundle,
      {
        spec: live,
        limits,
        // The server the entry names is checked before it is contacted.
        ...(registry && named ? { beforeSnapshot: () => checkEntryServerAddress(named, registry, { signal: deadline.signal }) } : {}),
      },
      { scope: storeScope, apiUrl: process.env.GITHUB_API_URL, token: input('github-token'), signal: deadline.signal },
    );

    const reportPath = input('report-path')
      ? resolve(workspace, input('report-path')!)
      : join(process.env.RUNNER_TEMP ?? workspace, 'toolseal-verify-report.json');
    writeFileAtomic(reportPath, JSON.stringify(verifyReportJson(report), null, 2) + '\n');
    core.setOutput('match', report.comparison.match);
    core.setOutput('changed-tools', JSON.stringify(changedToolNames(report.comparison)));
    core.setOutput('report-path', reportPath);
    await core.summary.addRaw(renderVerifyMarkdown(report), true).write();

    if (report.comparison.match === 'different') {
      const others = report.comparison.carrierChanges.length;
      const what =
        report.comparison.signedManifestDigest === report.comparison.liveManifestDigest ? 'instructions, prompts or templates' : 'tools';
      const message = `DIGEST_MISMATCH: the live ${what} differ from the signed surface of ${report.statement.server} (${countText(changedToolNames(report.comparison).length, 'tool')}${others > 0 ? `, ${countText(others, 'instructions/prompt/template change')}` : ''})`;
      if (onMismatch === 'fail') {
        core.setFailed(message);
        return 1;
      }
      core.warning(message);
      return 0;
    }
    // The server name is the signer's text: quoted, so a line break in it cannot start a workflow command.
    core.info(
      `toolseal: verified ${JSON.stringify(report.statement.server)} revision ${report.statement.revision}; the live tools match (${report.comparison.liveManifestDigest})`,
    );
    return 0;
  } catch (e) {
    // Signature, identity, namespace and statement failures fail the step whatever on-mismatch says.
    const err = isToolsealError(e)
      ? e
      : new ToolsealError('IO_ERROR', `unexpected failure: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    core.setFailed(`${err.code}: ${err.message}`);
    if (process.env.GITHUB_STEP_SUMMARY) {
      try {
        await core.summary.addRaw(`## toolseal verify: ⛔ not verified\n\n${err.code}: ${mdText(err.message)}\n`, true).write();
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
