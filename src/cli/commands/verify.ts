import { ToolsealError } from '../../core/errors.js';
import { GITHUB_ACTIONS_ISSUER } from '../../core/statement/identity-policy.js';
import { serverOfRegistryEntry, shownRegistryServer, type RegistryServer } from '../../core/origin/registry-server.js';
import { renderVerifyMarkdown, renderVerifyText, verifyReportJson } from '../../core/statement/verify-report.js';
import { writeFileAtomic } from '../../fs/json-file.js';
import { readPathOrURL } from '../../fs/read-path-or-url.js';
import { verifyLiveServer } from '../../run/verify-live.js';
import { attestationScopeOf, beforeDeadline, commandDeadline, minRevisionOf, signerPolicyOf } from '../../run/verify-options.js';
import { defaultTufCachePath, loadTrustedRoot } from '../../sigstore/trusted-root.js';
import type { Command, CommandContext } from '../command.js';

/** The TUF client's per-request wait (shorter when less of --timeout is left). */
const TUF_REQUEST_TIMEOUT_MS = 5_000;
import { SERVER_HELP, SERVER_OPTIONS, limitsFromArgs, serverSpecFromArgs } from '../server-args.js';
import { escapeForTerminal, jsonForTerminal, quoteForTerminal } from '../../core/text/terminal-text.js';

export const command: Command = {
  name: 'verify',
  summary: 'verify a signed tool surface and compare it with the live server (or a snapshot)',
  help: `Usage: toolseal verify --bundle B SERVER (--certificate-identity I | --certificate-identity-regexp R)
                       [--source-repo OWNER/REPO | --allow-reusable-callers]
                       [--certificate-oidc-issuer U] [--server-name N] [--min-revision N]
                       [--trusted-root F | --tuf | --offline] [--json] [--markdown F]
       toolseal verify (--repo OWNER/REPO | --owner OWNER) [--signer-workflow W] [--signer-ref REF]
                       [--bundle B] SERVER [options as above]
       toolseal verify --registry NAME [--registry-url U] [SERVER] [options as above]

Verifies a toolseal bundle (docs/formats.md), in order: the Sigstore bundle (signature, certificate chain,
transparency log, timestamps); the signer (issuer exactly, SAN exactly or by a pattern that must match
the whole SAN); the namespace (a server named io.github.<owner>/... must be signed from a repository of
that owner); the statement (in-toto v1, toolseal's predicate, subject = manifest digest); then compares
the signed digests with the server's tools now: match same or different, tools added, removed, changed.

With --repo or --owner and no --bundle, the bundle is found the way \`gh attestation verify\` finds
one: the server's manifest digest is looked up in GitHub's attestation store (GITHUB_API_URL, default
https://api.github.com; GITHUB_TOKEN when set), and each stored bundle is verified until one passes.
None stored for this surface: NOT_SIGNED (exit 1), naming the digest.

With --registry NAME, everything else comes from the server's entry in the MCP registry (its v0 API),
the version the registry marks latest across its pages (one marked deleted is refused, deprecated warns):
the signer is a workflow of the entry's repository (as --repo), the statement must be for NAME and sign
the manifest digest of the entry's toolseal fragment (publisher-provided _meta), the bundle is the
fragment's release asset URL (else looked up as with --repo), and every package the entry lists with a
digest (an MCPB fileSha256, an image digest, an npm version's integrity) must be a subject of it.
With no SERVER, the live server is the one the entry names: its first streamable-http remote, else its
first stdio package at one exact version (npm: npx -y NAME@VERSION; oci: docker run -i --rm IMAGE@sha256:…,
by digest only; pypi: uvx NAME==VERSION), started with the same bounds; a range, a tag or latest is never
started, and an entry with nothing exact to start is INVALID_INPUT (exit 2). A SERVER given wins.
The bundle is found and verified first; the server the entry names is contacted or started only after.
The bundle URL, a remote and a package's registryBaseUrl may lead no further inside than the registry
(a public registry's entry cannot name this machine or a private network).

Options:
  --bundle B                        the bundle (.sigstore.json): a path or an https URL (a release asset)
  --repo OWNER/REPO                 signed by a GitHub Actions workflow of this repository, run in it
  --owner OWNER                     signed by a workflow of any repository of this owner
  --signer-workflow W               only this workflow: .github/workflows/FILE (in --repo), or
                                    OWNER/REPO/.github/workflows/FILE (a reusable workflow)
  --signer-ref REF                  only a run at this ref, exactly (refs/tags/v1.2.0)
  --certificate-identity I          the signer's SAN, exactly (a workflow URI ...@refs/tags/v1.2.3)
  --certificate-identity-regexp R   a pattern that must match the whole SAN
                                    A SAN of a github.com workflow names the workflow file, not the run: a
                                    reusable workflow's SAN is the same whoever calls it. So the run must also
                                    be in the SAN's own repository (the certificate's source repository)
  --source-repo OWNER/REPO          instead: the run must be in this repository (the caller you trust)
  --allow-reusable-callers          instead: a run in any repository that calls the workflow is accepted
  --certificate-oidc-issuer U       the signer's OIDC issuer (default ${GITHUB_ACTIONS_ISSUER})
  --server-name N                   the statement must be for this server
  --min-revision N                  refuse a signed revision below N (rollback guard)
  --trusted-root F                  this trusted root JSON, pinned (e.g. GitHub's instance's, for a private
                                    repository: gh attestation trusted-root)
  --tuf                             the public-good root through TUF, failing when it cannot be had
  --offline                         the public-good root shipped with toolseal, pinned; nothing fetched
                                    (default: through TUF, cached in $XDG_CACHE_HOME/toolseal/tuf, so
                                    Sigstore's key rotations are followed; the shipped root when offline)
  --registry NAME                   verify against the MCP registry's entry of this server (see above)
  --registry-url U                  the registry (default https://registry.modelcontextprotocol.io)
  --artifact ARTIFACT               (repeatable) the artifact you run must be one the publisher signed with
                                    this surface (a subject of the statement), else ARTIFACT_MISMATCH: a local
                                    tarball or MCPB file, npm:NAME@EXACT_VERSION or oci://REPOSITORY@sha256:HEX
  --npm-registry URL                the registry for npm: artifacts (default: npm_config_registry, else npm's own)
  --json                            the report as JSON on stdout
  --markdown F                      also write the report as Markdown to F
${SERVER_HELP}

Exit codes: 0 verified and the live tools match; 1 a check failed (signature, identity, namespace,
statement, server name, rollback; ARTIFACT_MISMATCH: an --artifact not signed with this surface) or the
live tools differ from the signed ones (DIGEST_MISMATCH: also when the statement signs the server's instructions, prompts and resource templates and one of them differs);
2 usage or invalid input; 4 the server could not be snapshotted completely.`,
  options: {
    ...SERVER_OPTIONS,
    bundle: { type: 'string' },
    repo: { type: 'string' },
    owner: { type: 'string' },
    'signer-workflow': { type: 'string' },
    'signer-ref': { type: 'string' },
    'certificate-identity': { type: 'string' },
    'certificate-identity-regexp': { type: 'string' },
    'certificate-oidc-issuer': { type: 'string' },
    'source-repo': { type: 'string' },
    'allow-reusable-callers': { type: 'boolean' },
    'server-name': { type: 'string' },
    'min-revision': { type: 'string' },
    'trusted-root': { type: 'string' },
    tuf: { type: 'boolean' },
    offline: { type: 'boolean' },
    json: { type: 'boolean' },
    markdown: { type: 'string' },
    artifact: { type: 'string', multiple: true },
    'npm-registry': { type: 'string' },
    registry: { type: 'string' },
    'registry-url': { type: 'string' },
  },
  async run(ctx) {
    const registryName = str(ctx, 'registry');
    if (registryName === undefined && str(ctx, 'registry-url') !== undefined)
      throw new ToolsealError('USAGE', '--registry-url is for --registry NAME');
    if (registryName !== undefined) {
      // The registry entry decides what these would: given too, one of the two would be silently ignored.
      const taken = ['bundle', 'repo', 'owner', 'certificate-identity', 'certificate-identity-regexp', 'server-name'].filter(
        (o) => str(ctx, o) !== undefined,
      );
      if (taken.length > 0)
        throw new ToolsealError(
          'USAGE',
          `--registry takes the signer, the server name and the bundle from the registry entry: drop ${taken.map((o) => `--${o}`).join(', ')}`,
        );
    }
    // --registry with no server named: the server is the one the entry names (read below).
    const fromEntry = registryName !== undefined && !serverNamed(ctx);
    let spec = fromEntry ? undefined : serverSpecFromArgs(ctx);
    if (spec?.kind === 'config' && spec.all) throw new ToolsealError('USAGE', 'verify checks one server: use --config FILE --server NAME');
    const limits = limitsFromArgs(ctx);
    // --timeout is the whole command's: every fetch below (registry, bundle, trusted root, API pages, stored
    // bundles) ends with it, and the snapshot counts from the same start.
    const deadline = commandDeadline(limits);
    const registry = registryName === undefined ? undefined : await readRegistry(ctx, registryName, deadline, fromEntry);
    if (spec === undefined) spec = registry!.spec!;
    const live = spec;
    // --registry: the fragment's bundle URL (read below), else its attestation in the entry's repository.
    const bundleFile = registry ? undefined : str(ctx, 'bundle');
    const scope = registry ? { repo: registry.entry.repository } : attestationScopeOf(str(ctx, 'repo'), str(ctx, 'owner'));
    if (bundleFile === undefined && scope === undefined)
      throw new ToolsealError('USAGE', 'verify needs --bundle FILE_OR_URL, or --repo OWNER/REPO (or --owner OWNER) to find it');
    const policy = signerPolicyOf({
      identity: str(ctx, 'certificate-identity'),
      regexp: str(ctx, 'certificate-identity-regexp'),
      issuer: str(ctx, 'certificate-oidc-issuer'),
      repo: registry ? registry.entry.repository : str(ctx, 'repo'),
      owner: str(ctx, 'owner'),
      signerWorkflow: str(ctx, 'signer-workflow'),
      signerRef: str(ctx, 'signer-ref'),
      sourceRepo: str(ctx, 'source-repo'),
      allowReusableCallers: ctx.values['allow-reusable-callers'] === true,
    });
    // The bundle is read before the trusted root is fetched: a bundle that is not there fails at once.
    const bundle = registry
      ? await registry.readEntryBundle(registry.entry, { signal: deadline.signal })
      : bundleFile === undefined
        ? undefined
        : await readPathOrURL(bundleFile, { cwd: ctx.io.cwd, signal: deadline.signal });
    const given = await artifactsOf(ctx, deadline.signal);
    const artifacts = registry ? [...(given ?? []), ...registry.artifacts] : given;
    const common = {
      trustedRoot: await beforeDeadline(deadline.signal, 'the trusted root', () =>
        loadTrustedRoot({
          file: str(ctx, 'trusted-root'),
          tuf: ctx.values.tuf === true,
          offline: ctx.values.offline === true,
          followRotations: {
            notice: (line) => ctx.io.stderr(`toolseal: notice: ${line}\n`),
            tuf: { cachePath: defaultTufCachePath(ctx.io.env), timeoutMs: Math.min(TUF_REQUEST_TIMEOUT_MS, deadline.remainingMs()) },
          },
        }),
      ),
      policy,
      serverName: registry ? registry.entry.name : str(ctx, 'server-name'),
      minRevision: minRevisionOf(str(ctx, 'min-revision')),
      artifacts,
      ...(registry
        ? { manifestDigest: registry.entry.surface.manifestDigest, manifestDigestSource: `the registry entry ${registry.entry.source}` }
        : {}),
    };
    const named = registry?.named;
    const report = await verifyLiveServer(
      common,
      bundle,
      {
        spec: live,
        limits,
        // The server the entry names is checked before it is contacted.
        ...(registry && named
          ? { beforeSnapshot: () => registry.checkEntryServerAddress(named, registry.entry, { signal: deadline.signal }) }
          : {}),
      },
      { scope, apiUrl: ctx.io.env.GITHUB_API_URL, token: ctx.io.env.GITHUB_TOKEN, signal: deadline.signal },
    );
    const markdown = str(ctx, 'markdown');
    if (markdown !== undefined) writeFileAtomic(markdown, renderVerifyMarkdown(report));
    if (ctx.values.json) ctx.io.stdout(jsonForTerminal(verifyReportJson(report), 2) + '\n');
    else ctx.io.stdout(renderVerifyText(report));
    if (report.comparison.match === 'different') {
      // A signed surface that the server no longer serves is a failed check (exit 1), not a warning.
      ctx.io.stderr(
        `toolseal: DIGEST_MISMATCH: the live tools of ${escapeForTerminal(report.live.source)} differ from the signed surface of ${quoteForTerminal(report.statement.server)}\n`,
      );
      return 1;
    }
    return 0;
  },
};

/**
 * `--registry NAME`: the server's entry in the MCP registry (repository, packages, toolseal's fragment),
 * the artifacts its packages name, resolved (an npm version through its registry), and, with no server
 * named, the server it names: decided here, contacted only once a bundle has verified.
 */
async function readRegistry(
  ctx: CommandContext,
  name: string,
  deadline: { signal: AbortSignal; remainingMs(): number },
  startServer: boolean,
) {
  const { readRegistryEntry, artifactsOfEntry, readEntryBundle, checkEntryServerAddress } = await import('../../run/registry.js');
  const entry = await readRegistryEntry(name, {
    registryUrl: str(ctx, 'registry-url'),
    signal: deadline.signal,
    warn: (line) => ctx.io.stderr(`toolseal: warning: ${line}\n`),
  });
  // Decided before any artifact is looked up: an entry with nothing exact to start fails as that.
  const named = startServer ? serverOfRegistryEntry(entry, entry.source) : undefined;
  const spec = named ? serverOfEntry(ctx, named) : undefined;
  const artifacts = await artifactsOfEntry(entry, {
    cwd: ctx.io.cwd,
    npmRegistry: str(ctx, 'npm-registry'),
    env: ctx.io.env,
    signal: deadline.signal,
  });
  return { entry, artifacts, spec, named, readEntryBundle, checkEntryServerAddress };
}

/** Whether a server is named on the command line (-- CMD, --url, --config, --snapshot). */
function serverNamed(ctx: CommandContext): boolean {
  return ctx.rest !== undefined || ['url', 'config', 'snapshot'].some((o) => str(ctx, o) !== undefined);
}

/**
 * The server the registry entry names (registry-server.ts), read as if given as `-- CMD ARGS` or `--url URL`,
 * so every server flag (--env, --header, --protocol, the bounds) applies to it as to one named by hand.
 */
function serverOfEntry(ctx: CommandContext, named: RegistryServer) {
  const shown = quoteForTerminal(shownRegistryServer(named));
  ctx.io.stderr(`toolseal: notice: verifying the server the registry entry names (${named.from}): ${shown}\n`);
  return serverSpecFromArgs(
    named.kind === 'url' ? { ...ctx, values: { ...ctx.values, url: named.url } } : { ...ctx, rest: [named.command, ...named.args] },
  );
}

/** `--artifact`s, resolved (files hashed, npm versions looked up), or undefined when none is given. */
async function artifactsOf(ctx: CommandContext, signal: AbortSignal) {
  const specs = ctx.values.artifact;
  if (!Array.isArray(specs)) return undefined;
  const { resolveArtifacts } = await import('../../run/artifacts.js');
  return resolveArtifacts(specs as string[], { cwd: ctx.io.cwd, npmRegistry: str(ctx, 'npm-registry'), env: ctx.io.env, signal });
}

function str(ctx: CommandContext, name: string): string | undefined {
  const v = ctx.values[name];
  return typeof v === 'string' ? v : undefined;
}
