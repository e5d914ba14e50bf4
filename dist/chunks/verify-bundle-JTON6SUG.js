#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  loadTrustedRoot
} from "./chunk-DMOIZXQU.js";
import {
  parseSha256Artifact,
  runVerifyBundle
} from "./chunk-6SJOM5JD.js";
import "./chunk-6FD7CGU4.js";
import "./chunk-M4VR5BLI.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-CH3OSZNM.js";
import "./chunk-5U4ZAQTH.js";
import "./chunk-MOLUOQBY.js";
import "./chunk-W2SVUUR6.js";
import "./chunk-ZWUZ5AYI.js";
import {
  jsonForTerminal,
  quoteForTerminal
} from "./chunk-EFISWI7Y.js";
import "./chunk-GJGWUCU6.js";
import "./chunk-RAG7VAPI.js";
import "./chunk-SH3UB2NS.js";
import "./chunk-PKR3ABWI.js";
import "./chunk-LTUN2ZE5.js";
import {
  readTextFile,
  readUserFileBytes
} from "./chunk-KQJFC54N.js";
import "./chunk-7SL4J55T.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/verify-bundle.ts
var command = {
  name: "verify-bundle",
  summary: "verify any Sigstore bundle (the sigstore-conformance CLI protocol)",
  help: `Usage: toolseal verify-bundle --bundle FILE (--certificate-identity I --certificate-oidc-issuer U | --key PEM)
                              [--trusted-root F | --tuf] FILE_OR_DIGEST

Verifies a Sigstore bundle (v0.1 to v0.3, message signature or DSSE) over an artifact given as a file or
as sha256:<hex>: signature, certificate chain, SCT, transparency-log inclusion and
timestamps against the trusted root; for DSSE, the artifact must be a subject of the in-toto statement.
Then the signer: the SAN must equal --certificate-identity exactly and the OIDC issuer
--certificate-oidc-issuer exactly, as cosign checks them: a workflow SAN is not also held to the
repository the run was in (toolseal verify and guard hold it; see docs/verifying.md). With --key, the
bundle must be signed with that key instead.

Options:
  --bundle FILE                     the bundle (.sigstore.json)
  --certificate-identity I          the signer's SAN, exactly
  --certificate-oidc-issuer U       the signer's OIDC issuer, exactly
  --key PEM                         a PEM public key file, for key-signed bundles
  --trusted-root F                  a trusted root JSON (default: the public-good root shipped with toolseal)
  --tuf                             refresh the public-good trusted root through TUF (network)
  --json                            {"verified": true, ...} on stdout

Exit codes: 0 verified, 1 signature or identity check failed, 2 usage or an invalid bundle/trusted root.`,
  options: {
    bundle: { type: "string" },
    "certificate-identity": { type: "string" },
    "certificate-oidc-issuer": { type: "string" },
    key: { type: "string" },
    "trusted-root": { type: "string" },
    tuf: { type: "boolean" },
    json: { type: "boolean" }
  },
  maxPositionals: 1,
  async run(ctx) {
    const { values, positionals, io } = ctx;
    const bundleFile = str(ctx, "bundle");
    if (bundleFile === void 0) throw new ToolsealError("USAGE", "verify-bundle needs --bundle FILE");
    const target = positionals[0];
    if (target === void 0) throw new ToolsealError("USAGE", "verify-bundle needs the artifact: a FILE or sha256:<hex>");
    const identity = str(ctx, "certificate-identity");
    const issuer = str(ctx, "certificate-oidc-issuer");
    const keyFile = str(ctx, "key");
    let policy;
    if (keyFile !== void 0) {
      if (identity !== void 0 || issuer !== void 0)
        throw new ToolsealError("USAGE", "give --key or the certificate identity options, not both");
    } else {
      if (identity === void 0 || issuer === void 0) {
        throw new ToolsealError("USAGE", "give --certificate-identity and --certificate-oidc-issuer, or --key");
      }
      policy = { issuer, identity: { kind: "exact", san: identity }, caller: { kind: "any" } };
    }
    const artifact = parseSha256Artifact(target) ?? { kind: "bytes", bytes: readBytes(target) };
    const verified = runVerifyBundle({
      bundleText: readTextFile(bundleFile),
      bundleSource: bundleFile,
      artifact,
      trustedRoot: await loadTrustedRoot({ file: str(ctx, "trusted-root"), tuf: values.tuf === true }),
      policy,
      publicKeyPem: keyFile === void 0 ? void 0 : readTextFile(keyFile)
    });
    if (values.json) {
      io.stdout(jsonForTerminal({ verified: true, bundle: bundleFile, identity: verified.signer?.san ?? null }) + "\n");
    } else {
      io.stdout(
        `verified ${bundleFile}${verified.signer?.san ? ` signed by ${quoteForTerminal(verified.signer.san)}` : " signed with the given key"}
`
      );
    }
    return 0;
  }
};
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
function readBytes(file) {
  return readUserFileBytes(file, { maxBytes: 1024 * 1024 * 1024 });
}
export {
  command
};
