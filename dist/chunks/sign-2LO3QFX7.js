#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  resolveIdentityToken
} from "./chunk-YNRPSN3V.js";
import {
  PUBLIC_GOOD,
  signStatement,
  signingEndpointsOf
} from "./chunk-EANEOZ3J.js";
import "./chunk-PC2I7LKJ.js";
import {
  parseStatement
} from "./chunk-M4VR5BLI.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-CH3OSZNM.js";
import "./chunk-5U4ZAQTH.js";
import "./chunk-EFISWI7Y.js";
import "./chunk-SH3UB2NS.js";
import "./chunk-PKR3ABWI.js";
import "./chunk-LTUN2ZE5.js";
import {
  readTextFile,
  writeFileAtomic
} from "./chunk-KQJFC54N.js";
import {
  canonicalize
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/sign.ts
const { accessSync, constants } = process.getBuiltinModule("node:fs");
const { dirname, resolve } = process.getBuiltinModule("node:path");
var command = {
  name: "sign",
  summary: "sign a statement keyless with Sigstore (Fulcio, Rekor) into a bundle",
  help: `Usage: toolseal sign STATEMENT --bundle OUT [--identity-token T] [--fulcio-url U] [--rekor-url U] [--tsa-url U]

Signs a toolseal statement (from toolseal statement) keyless: an ephemeral key, a Fulcio certificate for
your OIDC identity, a DSSE envelope (application/vnd.in-toto+json) over the statement's canonical bytes,
logged in Rekor. Writes a Sigstore bundle v0.3 (.sigstore.json).

Identity, in order: --identity-token, SIGSTORE_ID_TOKEN, and inside GitHub Actions the job's OIDC token
(audience sigstore; the workflow needs permissions: id-token: write). A token is a secret: it is never
printed. Prefer SIGSTORE_ID_TOKEN to --identity-token (arguments show in process lists).

Options:
  --bundle OUT          where to write the bundle (required)
  --identity-token T    an OIDC identity token for Fulcio
  --fulcio-url U        default ${PUBLIC_GOOD.fulcioURL}
  --rekor-url U         default ${PUBLIC_GOOD.rekorURL}
  --tsa-url U           also get an RFC 3161 timestamp from this authority
  --json                print {bundlePath, logIndex, logEntryURL} on stdout`,
  options: {
    bundle: { type: "string" },
    "identity-token": { type: "string" },
    "fulcio-url": { type: "string" },
    "rekor-url": { type: "string" },
    "tsa-url": { type: "string" },
    json: { type: "boolean" }
  },
  maxPositionals: 1,
  async run(ctx) {
    const file = ctx.positionals[0];
    if (file === void 0) throw new ToolsealError("USAGE", "sign needs a STATEMENT file (from toolseal statement)");
    const out = str(ctx, "bundle");
    if (out === void 0) throw new ToolsealError("USAGE", "sign needs --bundle OUT");
    const statement = parseStatement(readTextFile(file), file, "INVALID_STATEMENT_INPUT");
    assertWritableFolder(out);
    const statementText = canonicalize(statement);
    const endpoints = signingEndpointsOf({
      fulcioURL: str(ctx, "fulcio-url"),
      rekorURL: str(ctx, "rekor-url"),
      tsaURL: str(ctx, "tsa-url")
    });
    const token = await resolveIdentityToken({ token: str(ctx, "identity-token"), tokenOption: "--identity-token", env: ctx.io.env });
    const result = await signStatement(statementText, { identityToken: token, endpoints });
    writeFileAtomic(out, result.bundleText);
    if (ctx.values.json) {
      ctx.io.stdout(JSON.stringify({ bundlePath: out, logIndex: result.logIndex, logEntryURL: result.logEntryURL }, null, 2) + "\n");
    } else {
      ctx.io.stdout(
        `bundle ${out}${result.logIndex === void 0 ? "" : `: Rekor log index ${result.logIndex} (${result.logEntryURL})`}
`
      );
    }
    return 0;
  }
};
function assertWritableFolder(file) {
  const folder = dirname(resolve(file));
  try {
    accessSync(folder, constants.W_OK);
  } catch (e) {
    throw new ToolsealError(
      "IO_ERROR",
      `cannot write the bundle ${file}: its folder ${e.code === "ENOENT" ? "does not exist" : "is not writable"}`,
      { cause: e }
    );
  }
}
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
export {
  command
};
