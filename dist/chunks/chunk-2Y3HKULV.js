#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  ToolsealError,
  decodeUtf8
} from "./chunk-RV2GY3DS.js";

// src/core/identity-policy.ts
var GITHUB_ACTIONS_ISSUER = "https://token.actions.githubusercontent.com";
var FULCIO_OID = {
  /** Issuer, legacy form: the raw string as the extension value. */
  ISSUER_V1: "1.3.6.1.4.1.57264.1.1",
  /** Issuer, newer form: a DER UTF8String. */
  ISSUER_V2: "1.3.6.1.4.1.57264.1.8",
  SOURCE_REPOSITORY_URI: "1.3.6.1.4.1.57264.1.12",
  SOURCE_REPOSITORY_DIGEST: "1.3.6.1.4.1.57264.1.13",
  SOURCE_REPOSITORY_REF: "1.3.6.1.4.1.57264.1.14",
  /** `https://github.com/<owner>`: what the `io.github.<owner>/…` namespace rule compares with. */
  SOURCE_REPOSITORY_OWNER_URI: "1.3.6.1.4.1.57264.1.16"
};
var FULCIO_ARC = "1.3.6.1.4.1.57264.1.";
var READ_OIDS = new Set(Object.values(FULCIO_OID));
var LEGACY_SUBARCS = /* @__PURE__ */ new Set([1, 2, 3, 4, 5, 6]);
function decodeFulcioExtension(oid, value) {
  if (!oid.startsWith(FULCIO_ARC)) throw new ToolsealError("UNTRUSTED_SIGNER", `OID ${oid} is not a Fulcio extension`);
  const subarc = Number(oid.slice(FULCIO_ARC.length));
  if (LEGACY_SUBARCS.has(subarc)) return utf8(value, oid);
  return utf8(derUtf8StringContents(value, oid), oid);
}
function derUtf8StringContents(der, oid) {
  const bad = (what) => {
    throw new ToolsealError("UNTRUSTED_SIGNER", `certificate extension ${oid}: ${what}`);
  };
  if (der.length < 2 || der[0] !== 12) bad("not a DER UTF8String");
  let length = der[1];
  let offset = 2;
  if (length & 128) {
    const n = length & 127;
    if (n === 0 || n > 3 || der.length < 2 + n) bad("bad DER length");
    length = 0;
    for (let i = 0; i < n; i++) length = length * 256 + der[2 + i];
    if (length < 128 || der[2] === 0) bad("non-minimal DER length");
    offset = 2 + n;
  }
  if (offset + length !== der.length) bad("DER length does not match the value");
  return der.subarray(offset);
}
function utf8(bytes, oid) {
  return decodeUtf8(bytes, `certificate extension ${oid}`, "UNTRUSTED_SIGNER");
}
function signerIdentityOf(san, extensions) {
  const decoded = /* @__PURE__ */ Object.create(null);
  for (const ext of extensions) {
    if (!ext.oid.startsWith(FULCIO_ARC)) continue;
    if (Object.hasOwn(decoded, ext.oid)) {
      throw new ToolsealError("UNTRUSTED_SIGNER", `certificate has extension ${ext.oid} twice`);
    }
    try {
      decoded[ext.oid] = decodeFulcioExtension(ext.oid, ext.value);
    } catch (e) {
      if (READ_OIDS.has(ext.oid)) throw e;
    }
  }
  return { san, extensions: decoded };
}
function issuerOf(signer) {
  return signer.extensions[FULCIO_OID.ISSUER_V2] ?? signer.extensions[FULCIO_OID.ISSUER_V1];
}
function wholeStringRegExp(pattern) {
  try {
    new RegExp(pattern);
    return new RegExp(`^(?:${pattern})$`);
  } catch (e) {
    throw new ToolsealError("USAGE", `--certificate-identity-regexp is not a valid regular expression: ${e.message}`, { cause: e });
  }
}
function matchesWholeString(pattern, s) {
  const m = wholeStringRegExp(pattern).exec(s);
  return m !== null && m.index === 0 && m[0] === s;
}
function checkIdentity(signer, policy) {
  const issuer = issuerOf(signer);
  if (issuer !== policy.issuer) {
    throw new ToolsealError(
      "ISSUER_MISMATCH",
      `certificate issuer is ${issuer === void 0 ? "missing" : JSON.stringify(issuer)}, expected ${JSON.stringify(policy.issuer)}`
    );
  }
  const san = signer.san;
  const id = policy.identity;
  const ok = san !== void 0 && (id.kind === "exact" ? san === id.san : matchesWholeString(id.pattern, san));
  if (!ok) {
    const wanted = id.kind === "exact" ? JSON.stringify(id.san) : `the whole-string pattern ${JSON.stringify(id.pattern)}`;
    throw new ToolsealError("UNTRUSTED_SIGNER", `certificate identity ${san === void 0 ? "(none)" : JSON.stringify(san)} is not ${wanted}`);
  }
}
function namespaceOwnerOf(serverName) {
  const prefix = "io.github.";
  if (!asciiLowerCase(serverName).startsWith(prefix)) return void 0;
  const rest = serverName.slice(prefix.length);
  const slash = rest.indexOf("/");
  return slash < 0 ? rest : rest.slice(0, slash);
}
function checkNamespace(serverName, signer) {
  const owner = namespaceOwnerOf(serverName);
  if (owner === void 0) return void 0;
  if (owner === "") throw new ToolsealError("NAMESPACE_MISMATCH", `server name ${JSON.stringify(serverName)} names no GitHub owner`);
  const ownerUri = signer.extensions[FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI];
  if (ownerUri === void 0) {
    throw new ToolsealError(
      "NAMESPACE_MISMATCH",
      `server name ${JSON.stringify(serverName)} needs a certificate with a source repository owner (${FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI}); it has none`
    );
  }
  const expected = `https://github.com/${owner}`;
  if (asciiLowerCase(ownerUri) !== asciiLowerCase(expected)) {
    throw new ToolsealError(
      "NAMESPACE_MISMATCH",
      `server name ${JSON.stringify(serverName)} belongs to ${expected}, but the certificate's source repository owner is ${JSON.stringify(ownerUri)}`
    );
  }
  return owner;
}
function asciiLowerCase(s) {
  return s.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}

export {
  GITHUB_ACTIONS_ISSUER,
  FULCIO_OID,
  decodeFulcioExtension,
  signerIdentityOf,
  issuerOf,
  wholeStringRegExp,
  checkIdentity,
  checkNamespace
};
