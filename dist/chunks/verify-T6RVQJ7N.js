#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SERVER_HELP,
  limitsFromArgs,
  serverSpecFromArgs
} from "./chunk-WNLFIODO.js";
import "./chunk-FU35O4WS.js";
import "./chunk-7RLMBLVP.js";
import {
  serverOfRegistryEntry,
  shownRegistryServer,
  verifyLiveServer
} from "./chunk-SVMUIC5O.js";
import {
  defaultTufCachePath,
  loadTrustedRoot
} from "./chunk-DMOIZXQU.js";
import "./chunk-6SJOM5JD.js";
import {
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson
} from "./chunk-6FD7CGU4.js";
import "./chunk-M4VR5BLI.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-CH3OSZNM.js";
import {
  readPathOrURL
} from "./chunk-QJ5X7O4B.js";
import "./chunk-2BBBMDA3.js";
import {
  attestationScopeOf,
  beforeDeadline,
  commandDeadline,
  minRevisionOf,
  signerPolicyOf
} from "./chunk-UWT5FQXY.js";
import "./chunk-SEUMN4X2.js";
import "./chunk-V5IMACWJ.js";
import "./chunk-HKYXZG4F.js";
import "./chunk-XTTDHHZ3.js";
import "./chunk-QGAD6JC7.js";
import "./chunk-VCZRACRA.js";
import "./chunk-5U4ZAQTH.js";
import {
  GITHUB_ACTIONS_ISSUER
} from "./chunk-MOLUOQBY.js";
import "./chunk-W2SVUUR6.js";
import "./chunk-ZWUZ5AYI.js";
import "./chunk-67AH6TGB.js";
import "./chunk-P2LBGSGT.js";
import {
  escapeForTerminal,
  jsonForTerminal,
  quoteForTerminal
} from "./chunk-EFISWI7Y.js";
import {
  SERVER_OPTIONS
} from "./chunk-5XTFMSJV.js";
import "./chunk-GJGWUCU6.js";
import "./chunk-F5ABW3UG.js";
import "./chunk-RAG7VAPI.js";
import "./chunk-5AXEYW3Q.js";
import "./chunk-SH3UB2NS.js";
import "./chunk-PKR3ABWI.js";
import "./chunk-LTUN2ZE5.js";
import {
  writeFileAtomic
} from "./chunk-KQJFC54N.js";
import "./chunk-7SL4J55T.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/verify.ts
var TUF_REQUEST_TIMEOUT_MS = 5e3;
var command = {
  name: "verify",
  summary: "verify a signed tool surface and compare it with the live server (or a snapshot)",
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
first stdio package at one exact version (npm: npx -y NAME@VERSION; oci: docker run -i --rm IMAGE@sha256:\u2026,
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
    bundle: { type: "string" },
    repo: { type: "string" },
    owner: { type: "string" },
    "signer-workflow": { type: "string" },
    "signer-ref": { type: "string" },
    "certificate-identity": { type: "string" },
    "certificate-identity-regexp": { type: "string" },
    "certificate-oidc-issuer": { type: "string" },
    "source-repo": { type: "string" },
    "allow-reusable-callers": { type: "boolean" },
    "server-name": { type: "string" },
    "min-revision": { type: "string" },
    "trusted-root": { type: "string" },
    tuf: { type: "boolean" },
    offline: { type: "boolean" },
    json: { type: "boolean" },
    markdown: { type: "string" },
    artifact: { type: "string", multiple: true },
    "npm-registry": { type: "string" },
    registry: { type: "string" },
    "registry-url": { type: "string" }
  },
  async run(ctx) {
    const registryName = str(ctx, "registry");
    if (registryName === void 0 && str(ctx, "registry-url") !== void 0)
      throw new ToolsealError("USAGE", "--registry-url is for --registry NAME");
    if (registryName !== void 0) {
      const taken = ["bundle", "repo", "owner", "certificate-identity", "certificate-identity-regexp", "server-name"].filter(
        (o) => str(ctx, o) !== void 0
      );
      if (taken.length > 0)
        throw new ToolsealError(
          "USAGE",
          `--registry takes the signer, the server name and the bundle from the registry entry: drop ${taken.map((o) => `--${o}`).join(", ")}`
        );
    }
    const fromEntry = registryName !== void 0 && !serverNamed(ctx);
    let spec = fromEntry ? void 0 : serverSpecFromArgs(ctx);
    if (spec?.kind === "config" && spec.all) throw new ToolsealError("USAGE", "verify checks one server: use --config FILE --server NAME");
    const limits = limitsFromArgs(ctx);
    const deadline = commandDeadline(limits);
    const registry = registryName === void 0 ? void 0 : await readRegistry(ctx, registryName, deadline, fromEntry);
    if (spec === void 0) spec = registry.spec;
    const live = spec;
    const bundleFile = registry ? void 0 : str(ctx, "bundle");
    const scope = registry ? { repo: registry.entry.repository } : attestationScopeOf(str(ctx, "repo"), str(ctx, "owner"));
    if (bundleFile === void 0 && scope === void 0)
      throw new ToolsealError("USAGE", "verify needs --bundle FILE_OR_URL, or --repo OWNER/REPO (or --owner OWNER) to find it");
    const policy = signerPolicyOf({
      identity: str(ctx, "certificate-identity"),
      regexp: str(ctx, "certificate-identity-regexp"),
      issuer: str(ctx, "certificate-oidc-issuer"),
      repo: registry ? registry.entry.repository : str(ctx, "repo"),
      owner: str(ctx, "owner"),
      signerWorkflow: str(ctx, "signer-workflow"),
      signerRef: str(ctx, "signer-ref"),
      sourceRepo: str(ctx, "source-repo"),
      allowReusableCallers: ctx.values["allow-reusable-callers"] === true
    });
    const bundle = registry ? await registry.readEntryBundle(registry.entry, { signal: deadline.signal }) : bundleFile === void 0 ? void 0 : await readPathOrURL(bundleFile, { cwd: ctx.io.cwd, signal: deadline.signal });
    const given = await artifactsOf(ctx, deadline.signal);
    const artifacts = registry ? [...given ?? [], ...registry.artifacts] : given;
    const common = {
      trustedRoot: await beforeDeadline(
        deadline.signal,
        "the trusted root",
        () => loadTrustedRoot({
          file: str(ctx, "trusted-root"),
          tuf: ctx.values.tuf === true,
          offline: ctx.values.offline === true,
          followRotations: {
            notice: (line) => ctx.io.stderr(`toolseal: notice: ${line}
`),
            tuf: { cachePath: defaultTufCachePath(ctx.io.env), timeoutMs: Math.min(TUF_REQUEST_TIMEOUT_MS, deadline.remainingMs()) }
          }
        })
      ),
      policy,
      serverName: registry ? registry.entry.name : str(ctx, "server-name"),
      minRevision: minRevisionOf(str(ctx, "min-revision")),
      artifacts,
      ...registry ? { manifestDigest: registry.entry.surface.manifestDigest, manifestDigestSource: `the registry entry ${registry.entry.source}` } : {}
    };
    const named = registry?.named;
    const report = await verifyLiveServer(
      common,
      bundle,
      {
        spec: live,
        limits,
        // The server the entry names is checked before it is contacted.
        ...registry && named ? { beforeSnapshot: () => registry.checkEntryServerAddress(named, registry.entry, { signal: deadline.signal }) } : {}
      },
      { scope, apiUrl: ctx.io.env.GITHUB_API_URL, token: ctx.io.env.GITHUB_TOKEN, signal: deadline.signal }
    );
    const markdown = str(ctx, "markdown");
    if (markdown !== void 0) writeFileAtomic(markdown, renderVerifyMarkdown(report));
    if (ctx.values.json) ctx.io.stdout(jsonForTerminal(verifyReportJson(report), 2) + "\n");
    else ctx.io.stdout(renderVerifyText(report));
    if (report.comparison.match === "different") {
      ctx.io.stderr(
        `toolseal: DIGEST_MISMATCH: the live tools of ${escapeForTerminal(report.live.source)} differ from the signed surface of ${quoteForTerminal(report.statement.server)}
`
      );
      return 1;
    }
    return 0;
  }
};
async function readRegistry(ctx, name, deadline, startServer) {
  const { readRegistryEntry, artifactsOfEntry, readEntryBundle, checkEntryServerAddress } = await import("./registry-LTIYSSDQ.js");
  const entry = await readRegistryEntry(name, {
    registryUrl: str(ctx, "registry-url"),
    signal: deadline.signal,
    warn: (line) => ctx.io.stderr(`toolseal: warning: ${line}
`)
  });
  const named = startServer ? serverOfRegistryEntry(entry, entry.source) : void 0;
  const spec = named ? serverOfEntry(ctx, named) : void 0;
  const artifacts = await artifactsOfEntry(entry, {
    cwd: ctx.io.cwd,
    npmRegistry: str(ctx, "npm-registry"),
    env: ctx.io.env,
    signal: deadline.signal
  });
  return { entry, artifacts, spec, named, readEntryBundle, checkEntryServerAddress };
}
function serverNamed(ctx) {
  return ctx.rest !== void 0 || ["url", "config", "snapshot"].some((o) => str(ctx, o) !== void 0);
}
function serverOfEntry(ctx, named) {
  const shown = quoteForTerminal(shownRegistryServer(named));
  ctx.io.stderr(`toolseal: notice: verifying the server the registry entry names (${named.from}): ${shown}
`);
  return serverSpecFromArgs(
    named.kind === "url" ? { ...ctx, values: { ...ctx.values, url: named.url } } : { ...ctx, rest: [named.command, ...named.args] }
  );
}
async function artifactsOf(ctx, signal) {
  const specs = ctx.values.artifact;
  if (!Array.isArray(specs)) return void 0;
  const { resolveArtifacts } = await import("./artifacts-TAUN4LQI.js");
  return resolveArtifacts(specs, { cwd: ctx.io.cwd, npmRegistry: str(ctx, "npm-registry"), env: ctx.io.env, signal });
}
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
export {
  command
};
