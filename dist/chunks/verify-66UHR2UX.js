#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  describeServerSpec,
  identityPolicyOf,
  minRevisionOf,
  renderVerifyMarkdown,
  renderVerifyText,
  runVerify,
  verifyReportJson
} from "./chunk-HIJP5DPN.js";
import {
  loadTrustedRoot
} from "./chunk-XLA74Q6S.js";
import {
  readPathOrURL
} from "./chunk-PS4XIEKR.js";
import {
  GITHUB_ACTIONS_ISSUER
} from "./chunk-2Y3HKULV.js";
import "./chunk-7UGBCZJM.js";
import "./chunk-O3TYKOTK.js";
import {
  SERVER_HELP,
  SERVER_OPTIONS,
  limitsFromArgs,
  serverSpecFromArgs
} from "./chunk-Z7UP6MI3.js";
import {
  takeSnapshot
} from "./chunk-3GXRCH7N.js";
import "./chunk-OFQP72NY.js";
import "./chunk-HIWTBTEM.js";
import {
  jsonForTerminal,
  quoteForTerminal
} from "./chunk-IJ3MTGEZ.js";
import "./chunk-7KBQDUXF.js";
import "./chunk-GWAKX252.js";
import {
  writeFileAtomic
} from "./chunk-QQZW3NA6.js";
import {
  ToolsealError
} from "./chunk-RV2GY3DS.js";
import "./chunk-R2T6IZ3G.js";

// src/cli/commands/verify.ts
var command = {
  name: "verify",
  summary: "verify a signed tool surface and compare it with the live server (or a snapshot)",
  help: `Usage: toolseal verify --bundle B SERVER (--certificate-identity I | --certificate-identity-regexp R)
                       [--certificate-oidc-issuer U] [--server-name N] [--min-revision N]
                       [--trusted-root F | --tuf] [--json] [--markdown F]

Verifies a toolseal bundle (SPEC \xA77), in order: the Sigstore bundle (signature, certificate chain,
transparency log, timestamps); the signer (issuer exactly, SAN exactly or by a pattern that must match
the whole SAN); the namespace (a server named io.github.<owner>/... must be signed from a repository of
that owner); the statement (in-toto v1, toolseal's predicate, subject = manifest digest); then compares
the signed digests with the server's tools now: match same or different, tools added, removed, changed.

Options:
  --bundle B                        the bundle (.sigstore.json): a path or an https URL (a release asset)
  --certificate-identity I          the signer's SAN, exactly (a workflow URI ...@refs/tags/v1.2.3)
  --certificate-identity-regexp R   a pattern that must match the whole SAN
  --certificate-oidc-issuer U       the signer's OIDC issuer (default ${GITHUB_ACTIONS_ISSUER})
  --server-name N                   the statement must be for this server
  --min-revision N                  refuse a signed revision below N (rollback guard)
  --trusted-root F                  a trusted root JSON (default: the public-good root shipped with toolseal)
  --tuf                             refresh the public-good trusted root through TUF (network)
  --json                            the report as JSON on stdout
  --markdown F                      also write the report as Markdown to F
${SERVER_HELP}

Exit codes: 0 verified and the live tools match; 1 a check failed (signature, identity, namespace,
statement, server name, rollback) or the live tools differ from the signed ones (DIGEST_MISMATCH);
2 usage or invalid input; 4 the server could not be snapshotted completely.`,
  options: {
    ...SERVER_OPTIONS,
    bundle: { type: "string" },
    "certificate-identity": { type: "string" },
    "certificate-identity-regexp": { type: "string" },
    "certificate-oidc-issuer": { type: "string" },
    "server-name": { type: "string" },
    "min-revision": { type: "string" },
    "trusted-root": { type: "string" },
    tuf: { type: "boolean" },
    json: { type: "boolean" },
    markdown: { type: "string" }
  },
  async run(ctx) {
    const bundleFile = str(ctx, "bundle");
    if (bundleFile === void 0) throw new ToolsealError("USAGE", "verify needs --bundle FILE_OR_URL");
    const policy = identityPolicyOf(str(ctx, "certificate-identity"), str(ctx, "certificate-identity-regexp"), str(ctx, "certificate-oidc-issuer"));
    const spec = serverSpecFromArgs(ctx);
    if (spec.kind === "config" && spec.all) throw new ToolsealError("USAGE", "verify checks one server: use --config FILE --server NAME");
    const limits = limitsFromArgs(ctx);
    const bundle = await readPathOrURL(bundleFile, { cwd: ctx.io.cwd });
    const report = await runVerify(
      {
        bundleText: bundle.text,
        bundleSource: bundle.source,
        trustedRoot: await loadTrustedRoot({ file: str(ctx, "trusted-root"), tuf: ctx.values.tuf === true }),
        policy,
        serverName: str(ctx, "server-name"),
        minRevision: minRevisionOf(str(ctx, "min-revision"))
      },
      { snapshot: () => takeSnapshot(spec, limits), liveSource: describeServerSpec(spec) }
    );
    const markdown = str(ctx, "markdown");
    if (markdown !== void 0) writeFileAtomic(markdown, renderVerifyMarkdown(report));
    if (ctx.values.json) ctx.io.stdout(jsonForTerminal(verifyReportJson(report), 2) + "\n");
    else ctx.io.stdout(renderVerifyText(report));
    if (report.comparison.match === "different") {
      ctx.io.stderr(`toolseal: DIGEST_MISMATCH: the live tools of ${report.live.source} differ from the signed surface of ${quoteForTerminal(report.statement.server)}
`);
      return 1;
    }
    return 0;
  }
};
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
export {
  command
};
