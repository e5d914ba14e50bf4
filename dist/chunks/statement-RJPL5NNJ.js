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
  runStatement
} from "./chunk-ZCLOUKYY.js";
import "./chunk-EANEOZ3J.js";
import "./chunk-PC2I7LKJ.js";
import {
  registryFragmentText
} from "./chunk-DGS7JBZN.js";
import {
  resolveArtifacts
} from "./chunk-ZDMULSH5.js";
import {
  PREDICATE_TYPE
} from "./chunk-M4VR5BLI.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-CH3OSZNM.js";
import {
  readPathOrURL
} from "./chunk-QJ5X7O4B.js";
import "./chunk-2BBBMDA3.js";
import {
  takeSnapshot
} from "./chunk-HKYXZG4F.js";
import "./chunk-XTTDHHZ3.js";
import "./chunk-QGAD6JC7.js";
import "./chunk-VCZRACRA.js";
import "./chunk-5U4ZAQTH.js";
import {
  GITHUB_ACTIONS_ISSUER
} from "./chunk-MOLUOQBY.js";
import "./chunk-W2SVUUR6.js";
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

// src/cli/commands/statement.ts
var command = {
  name: "statement",
  summary: "the in-toto statement of a server's tool surface (canonical bytes, revision chain)",
  help: `Usage: toolseal statement SERVER --server-name N [--server-version V] [--previous BUNDLE_OR_STATEMENT]
                          [--out FILE] [--manifest-out FILE] [--artifact ARTIFACT]... [--npm-registry URL]
                          [--registry-fragment FILE [--bundle-url URL]]
                          [--certificate-identity I | --certificate-identity-regexp R] [--certificate-oidc-issuer U]
                          [--source-repo OWNER/REPO | --allow-reusable-callers] [--trusted-root F | --offline]

Builds the in-toto Statement v1 of the server's tools (docs/formats.md) as RFC 8785 canonical bytes: subject = the
server name with the sha256 of the manifest file, predicate type ${PREDICATE_TYPE},
per-tool and per-field digests, serverVersion and revision. Also writes the manifest file (JCS(manifest)),
whose sha256 is the subject digest, for cosign verify-blob-attestation and gh attestation verify.

Options:
  --server-name N             the subject name, e.g. io.github.<owner>/<name> (required)
  --server-version V          default: the server's serverInfo.version
  --previous REF              the previous release's bundle or statement (path or https URL): revision =
                              its revision + 1, previousManifestDigest = its manifest digest
  --certificate-identity I    verify the previous bundle's signer (SAN exactly) before trusting its revision
  --certificate-identity-regexp R   ... or by a pattern that must match the whole SAN
  --certificate-oidc-issuer U the previous signer's issuer (default ${GITHUB_ACTIONS_ISSUER})
  --source-repo OWNER/REPO    the repository whose run signed the previous bundle, when that SAN names a
                              reusable workflow of another repository (default: the SAN's own repository)
  --allow-reusable-callers    accept a run of any repository that called the SAN's workflow
  --trusted-root F            trusted root for verifying the previous bundle (default: public-good's,
                              through TUF; the one shipped with toolseal when offline)
  --offline                   verify the previous bundle with the shipped public-good root, fetching nothing
  --artifact ARTIFACT         (repeatable) an artifact that serves this surface, added as a subject after the
                              manifest's: a local tarball or MCPB file (its base name, sha256 and sha512),
                              npm:NAME@EXACT_VERSION (the registry's integrity, checked against the tarball),
                              or oci://REPOSITORY@sha256:HEX
  --npm-registry URL          the registry for npm: artifacts (default: npm_config_registry, else npm's own)
  --registry-fragment FILE    write the server.json fragment for the MCP Registry's publisher-provided _meta:
                              {manifestDigest, revision, bundle, interop} under dev.toolseal/surface (at most 4 KB)
  --bundle-url URL            the bundle's release asset URL, for the fragment (default: the digest its
                              attestation is stored under, sha256:<manifest hex>)
  --out FILE                  write the statement to FILE (default: stdout)
  --manifest-out FILE         write the manifest file (default with --out: FILE's name with .manifest.json)
  --json                      print {revision, manifestDigest, toolCount, ...} on stdout (needs --out)
${SERVER_HELP}`,
  options: {
    ...SERVER_OPTIONS,
    "server-name": { type: "string" },
    "server-version": { type: "string" },
    previous: { type: "string" },
    artifact: { type: "string", multiple: true },
    "npm-registry": { type: "string" },
    "registry-fragment": { type: "string" },
    "bundle-url": { type: "string" },
    out: { type: "string" },
    "manifest-out": { type: "string" },
    "certificate-identity": { type: "string" },
    "certificate-identity-regexp": { type: "string" },
    "certificate-oidc-issuer": { type: "string" },
    "source-repo": { type: "string" },
    "allow-reusable-callers": { type: "boolean" },
    "trusted-root": { type: "string" },
    offline: { type: "boolean" },
    json: { type: "boolean" }
  },
  async run(ctx) {
    const serverName = str(ctx, "server-name");
    if (!serverName) throw new ToolsealError("USAGE", "statement needs --server-name N (the subject name, e.g. io.github.<owner>/<name>)");
    const out = str(ctx, "out");
    if (ctx.values.json && out === void 0)
      throw new ToolsealError("USAGE", "--json prints a summary; give --out FILE for the statement");
    const spec = serverSpecFromArgs(ctx);
    if (spec.kind === "config" && spec.all)
      throw new ToolsealError("USAGE", "statement is for one server: use --config FILE --server NAME");
    const identity = str(ctx, "certificate-identity");
    const identityRegexp = str(ctx, "certificate-identity-regexp");
    const previousRef = str(ctx, "previous");
    if ((str(ctx, "source-repo") !== void 0 || ctx.values["allow-reusable-callers"] === true) && identity === void 0 && identityRegexp === void 0)
      throw new ToolsealError("USAGE", "source-repo and allow-reusable-callers narrow --certificate-identity(-regexp): give one of those");
    let previous;
    if (previousRef !== void 0) {
      previous = await readPathOrURL(previousRef, { cwd: ctx.io.cwd });
      if (identity !== void 0 || identityRegexp !== void 0) {
        const { signerPolicyOf } = await import("./verify-options-NXC7J44I.js");
        const { defaultTufCachePath, loadTrustedRoot } = await import("./trusted-root-BZQG6EGY.js");
        previous.verify = {
          policy: signerPolicyOf({
            identity,
            regexp: identityRegexp,
            issuer: str(ctx, "certificate-oidc-issuer"),
            sourceRepo: str(ctx, "source-repo"),
            allowReusableCallers: ctx.values["allow-reusable-callers"] === true
          }),
          trustedRoot: await loadTrustedRoot({
            file: str(ctx, "trusted-root"),
            offline: ctx.values.offline === true,
            followRotations: {
              notice: (line) => ctx.io.stderr(`toolseal: notice: ${line}
`),
              tuf: { cachePath: defaultTufCachePath(ctx.io.env) }
            }
          })
        };
      }
    } else if (identity !== void 0 || identityRegexp !== void 0) {
      throw new ToolsealError("USAGE", "the certificate-identity options verify a --previous bundle; there is none");
    }
    const artifactSpecs = ctx.values.artifact;
    const artifacts = Array.isArray(artifactSpecs) ? await resolveArtifacts(artifactSpecs, { cwd: ctx.io.cwd, npmRegistry: str(ctx, "npm-registry"), env: ctx.io.env }) : void 0;
    const snapshot = await takeSnapshot(spec, limitsFromArgs(ctx));
    const outcome = await runStatement({ snapshot, serverName, serverVersion: str(ctx, "server-version"), previous, artifacts });
    const fragmentOut = str(ctx, "registry-fragment");
    if (fragmentOut === void 0 && str(ctx, "bundle-url") !== void 0)
      throw new ToolsealError("USAGE", "--bundle-url is for --registry-fragment FILE");
    if (fragmentOut !== void 0) {
      const p2 = outcome.statement.predicate;
      writeFileAtomic(
        fragmentOut,
        registryFragmentText({
          manifestDigest: p2.manifestDigest,
          revision: p2.revision,
          bundle: str(ctx, "bundle-url") ?? p2.manifestDigest,
          ...p2.interop ? { interop: p2.interop } : {}
        })
      );
    }
    const manifestOut = str(ctx, "manifest-out") ?? (out === void 0 ? void 0 : manifestPathFor(out));
    if (manifestOut !== void 0) writeFileAtomic(manifestOut, outcome.manifestText);
    if (out === void 0) {
      ctx.io.stdout(outcome.statementText);
      return 0;
    }
    writeFileAtomic(out, outcome.statementText);
    const p = outcome.statement.predicate;
    if (ctx.values.json) {
      ctx.io.stdout(
        jsonForTerminal(
          {
            statementPath: out,
            manifestPath: manifestOut,
            server: p.server,
            serverVersion: p.serverVersion,
            revision: p.revision,
            manifestDigest: p.manifestDigest,
            previousManifestDigest: p.previousManifestDigest,
            previousVerified: outcome.previous?.verified ?? false,
            toolCount: outcome.toolCount,
            artifacts: outcome.statement.subject.slice(1)
          },
          2
        ) + "\n"
      );
    } else {
      ctx.io.stdout(
        `statement ${out}: ${quoteForTerminal(p.server)} ${escapeForTerminal(p.serverVersion)} revision ${p.revision}, ${outcome.toolCount} tool${outcome.toolCount === 1 ? "" : "s"}, manifest ${p.manifestDigest}
` + (p.previousManifestDigest ? `previous ${p.previousManifestDigest}${outcome.previous?.verified ? " (bundle verified)" : " (not verified: no identity given)"}
` : "") + (manifestOut ? `manifest ${manifestOut}
` : "") + outcome.statement.subject.slice(1).map(
          (a) => `artifact ${quoteForTerminal(a.name)} ${Object.entries(a.digest).map(([alg, hex]) => `${alg}:${hex}`).join(" ")}
`
        ).join("")
      );
    }
    return 0;
  }
};
function manifestPathFor(statementPath) {
  if (statementPath.endsWith(".statement.json")) return statementPath.slice(0, -".statement.json".length) + ".manifest.json";
  if (statementPath.endsWith(".json")) return statementPath.slice(0, -".json".length) + ".manifest.json";
  return statementPath + ".manifest.json";
}
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
export {
  command
};
