#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  require_dist
} from "./chunk-WE6LTBPN.js";
import {
  isJsonObject
} from "./chunk-LTUN2ZE5.js";
import {
  readTextFile
} from "./chunk-KQJFC54N.js";
import {
  parseJsonStrict
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";
import {
  __toESM
} from "./chunk-U7PF666Q.js";

// src/sigstore/trusted-root.ts
var import_protobuf_specs = __toESM(require_dist(), 1);
const { homedir } = process.getBuiltinModule("node:os");
const { join } = process.getBuiltinModule("node:path");

// src/sigstore/public-good-trusted-root.json
var public_good_trusted_root_default = {
  mediaType: "application/vnd.dev.sigstore.trustedroot+json;version=0.1",
  tlogs: [
    {
      baseUrl: "https://rekor.sigstore.dev",
      hashAlgorithm: "SHA2_256",
      publicKey: {
        rawBytes: "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE2G2Y+2tabdTV5BcGiBIx0a9fAFwrkBbmLSGtks4L3qX6yYY0zufBnhC8Ur/iy55GhWP/9A/bY2LhC30M9+RYtw==",
        keyDetails: "PKIX_ECDSA_P256_SHA_256",
        validFor: {
          start: "2021-01-12T11:53:27Z"
        }
      },
      logId: {
        keyId: "wNI9atQGlz+VWfO6LRygH4QUfY/8W4RFwiT5i5WRgB0="
      }
    },
    {
      baseUrl: "https://log2025-1.rekor.sigstore.dev",
      hashAlgorithm: "SHA2_256",
      publicKey: {
        rawBytes: "MCowBQYDK2VwAyEAt8rlp1knGwjfbcXAYPYAkn0XiLz1x8O4t0YkEhie244=",
        keyDetails: "PKIX_ED25519",
        validFor: {
          start: "2025-09-23T00:00:00Z"
        }
      },
      logId: {
        keyId: "zxGZFVvd0FEmjR8WrFwMdcAJ9vtaY/QXf44Y1wUeP6A="
      }
    }
  ],
  certificateAuthorities: [
    {
      subject: {
        organization: "sigstore.dev",
        commonName: "sigstore"
      },
      uri: "https://fulcio.sigstore.dev",
      certChain: {
        certificates: [
          {
            rawBytes: "MIIB+DCCAX6gAwIBAgITNVkDZoCiofPDsy7dfm6geLbuhzAKBggqhkjOPQQDAzAqMRUwEwYDVQQKEwxzaWdzdG9yZS5kZXYxETAPBgNVBAMTCHNpZ3N0b3JlMB4XDTIxMDMwNzAzMjAyOVoXDTMxMDIyMzAzMjAyOVowKjEVMBMGA1UEChMMc2lnc3RvcmUuZGV2MREwDwYDVQQDEwhzaWdzdG9yZTB2MBAGByqGSM49AgEGBSuBBAAiA2IABLSyA7Ii5k+pNO8ZEWY0ylemWDowOkNa3kL+GZE5Z5GWehL9/A9bRNA3RbrsZ5i0JcastaRL7Sp5fp/jD5dxqc/UdTVnlvS16an+2Yfswe/QuLolRUCrcOE2+2iA5+tzd6NmMGQwDgYDVR0PAQH/BAQDAgEGMBIGA1UdEwEB/wQIMAYBAf8CAQEwHQYDVR0OBBYEFMjFHQBBmiQpMlEk6w2uSu1KBtPsMB8GA1UdIwQYMBaAFMjFHQBBmiQpMlEk6w2uSu1KBtPsMAoGCCqGSM49BAMDA2gAMGUCMH8liWJfMui6vXXBhjDgY4MwslmN/TJxVe/83WrFomwmNf056y1X48F9c4m3a3ozXAIxAKjRay5/aj/jsKKGIkmQatjI8uupHr/+CxFvaJWmpYqNkLDGRU+9orzh5hI2RrcuaQ=="
          }
        ]
      },
      validFor: {
        start: "2021-03-07T03:20:29Z",
        end: "2022-12-31T23:59:59.999Z"
      }
    },
    {
      subject: {
        organization: "sigstore.dev",
        commonName: "sigstore"
      },
      uri: "https://fulcio.sigstore.dev",
      certChain: {
        certificates: [
          {
            rawBytes: "MIICGjCCAaGgAwIBAgIUALnViVfnU0brJasmRkHrn/UnfaQwCgYIKoZIzj0EAwMwKjEVMBMGA1UEChMMc2lnc3RvcmUuZGV2MREwDwYDVQQDEwhzaWdzdG9yZTAeFw0yMjA0MTMyMDA2MTVaFw0zMTEwMDUxMzU2NThaMDcxFTATBgNVBAoTDHNpZ3N0b3JlLmRldjEeMBwGA1UEAxMVc2lnc3RvcmUtaW50ZXJtZWRpYXRlMHYwEAYHKoZIzj0CAQYFK4EEACIDYgAE8RVS/ysH+NOvuDZyPIZtilgUF9NlarYpAd9HP1vBBH1U5CV77LSS7s0ZiH4nE7Hv7ptS6LvvR/STk798LVgMzLlJ4HeIfF3tHSaexLcYpSASr1kS0N/RgBJz/9jWCiXno3sweTAOBgNVHQ8BAf8EBAMCAQYwEwYDVR0lBAwwCgYIKwYBBQUHAwMwEgYDVR0TAQH/BAgwBgEB/wIBADAdBgNVHQ4EFgQU39Ppz1YkEZb5qNjpKFWixi4YZD8wHwYDVR0jBBgwFoAUWMAeX5FFpWapesyQoZMi0CrFxfowCgYIKoZIzj0EAwMDZwAwZAIwPCsQK4DYiZYDPIaDi5HFKnfxXx6ASSVmERfsynYBiX2X6SJRnZU84/9DZdnFvvxmAjBOt6QpBlc4J/0DxvkTCqpclvziL6BCCPnjdlIB3Pu3BxsPmygUY7Ii2zbdCdliiow="
          },
          {
            rawBytes: "MIIB9zCCAXygAwIBAgIUALZNAPFdxHPwjeDloDwyYChAO/4wCgYIKoZIzj0EAwMwKjEVMBMGA1UEChMMc2lnc3RvcmUuZGV2MREwDwYDVQQDEwhzaWdzdG9yZTAeFw0yMTEwMDcxMzU2NTlaFw0zMTEwMDUxMzU2NThaMCoxFTATBgNVBAoTDHNpZ3N0b3JlLmRldjERMA8GA1UEAxMIc2lnc3RvcmUwdjAQBgcqhkjOPQIBBgUrgQQAIgNiAAT7XeFT4rb3PQGwS4IajtLk3/OlnpgangaBclYpsYBr5i+4ynB07ceb3LP0OIOZdxexX69c5iVuyJRQ+Hz05yi+UF3uBWAlHpiS5sh0+H2GHE7SXrk1EC5m1Tr19L9gg92jYzBhMA4GA1UdDwEB/wQEAwIBBjAPBgNVHRMBAf8EBTADAQH/MB0GA1UdDgQWBBRYwB5fkUWlZql6zJChkyLQKsXF+jAfBgNVHSMEGDAWgBRYwB5fkUWlZql6zJChkyLQKsXF+jAKBggqhkjOPQQDAwNpADBmAjEAj1nHeXZp+13NWBNa+EDsDP8G1WWg1tCMWP/WHPqpaVo0jhsweNFZgSs0eE7wYI4qAjEA2WB9ot98sIkoF3vZYdd3/VtWB5b9TNMea7Ix/stJ5TfcLLeABLE4BNJOsQ4vnBHJ"
          }
        ]
      },
      validFor: {
        start: "2022-04-13T20:06:15Z"
      }
    }
  ],
  ctlogs: [
    {
      baseUrl: "https://ctfe.sigstore.dev/test",
      hashAlgorithm: "SHA2_256",
      publicKey: {
        rawBytes: "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEbfwR+RJudXscgRBRpKX1XFDy3PyudDxz/SfnRi1fT8ekpfBd2O1uoz7jr3Z8nKzxA69EUQ+eFCFI3zeubPWU7w==",
        keyDetails: "PKIX_ECDSA_P256_SHA_256",
        validFor: {
          start: "2021-03-14T00:00:00Z",
          end: "2022-10-31T23:59:59.999Z"
        }
      },
      logId: {
        keyId: "CGCS8ChS/2hF0dFrJ4ScRWcYrBY9wzjSbea8IgY2b3I="
      }
    },
    {
      baseUrl: "https://ctfe.sigstore.dev/2022",
      hashAlgorithm: "SHA2_256",
      publicKey: {
        rawBytes: "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEiPSlFi0CmFTfEjCUqF9HuCEcYXNKAaYalIJmBZ8yyezPjTqhxrKBpMnaocVtLJBI1eM3uXnQzQGAJdJ4gs9Fyw==",
        keyDetails: "PKIX_ECDSA_P256_SHA_256",
        validFor: {
          start: "2022-10-20T00:00:00Z"
        }
      },
      logId: {
        keyId: "3T0wasbHETJjGR4cmWc3AqJKXrjePK3/h4pygC8p7o4="
      }
    }
  ],
  timestampAuthorities: [
    {
      subject: {
        organization: "sigstore.dev",
        commonName: "sigstore-tsa-selfsigned"
      },
      uri: "https://timestamp.sigstore.dev/api/v1/timestamp",
      certChain: {
        certificates: [
          {
            rawBytes: "MIICEDCCAZagAwIBAgIUOhNULwyQYe68wUMvy4qOiyojiwwwCgYIKoZIzj0EAwMwOTEVMBMGA1UEChMMc2lnc3RvcmUuZGV2MSAwHgYDVQQDExdzaWdzdG9yZS10c2Etc2VsZnNpZ25lZDAeFw0yNTA0MDgwNjU5NDNaFw0zNTA0MDYwNjU5NDNaMC4xFTATBgNVBAoTDHNpZ3N0b3JlLmRldjEVMBMGA1UEAxMMc2lnc3RvcmUtdHNhMHYwEAYHKoZIzj0CAQYFK4EEACIDYgAE4ra2Z8hKNig2T9kFjCAToGG30jky+WQv3BzL+mKvh1SKNR/UwuwsfNCg4sryoYAd8E6isovVA3M4aoNdm9QDi50Z8nTEyvqgfDPtTIwXItfiW/AFf1V7uwkbkAoj0xxco2owaDAOBgNVHQ8BAf8EBAMCB4AwHQYDVR0OBBYEFIn9eUOHz9BlRsMCRscsc1t9tOsDMB8GA1UdIwQYMBaAFJjsAe9/u1H/1JUeb4qImFMHic6/MBYGA1UdJQEB/wQMMAoGCCsGAQUFBwMIMAoGCCqGSM49BAMDA2gAMGUCMDtpsV/6KaO0qyF/UMsX2aSUXKQFdoGTptQGc0ftq1csulHPGG6dsmyMNd3JB+G3EQIxAOajvBcjpJmKb4Nv+2Taoj8Uc5+b6ih6FXCCKraSqupe07zqswMcXJTe1cExvHvvlw=="
          },
          {
            rawBytes: "MIIB9zCCAXygAwIBAgIUV7f0GLDOoEzIh8LXSW80OJiUp14wCgYIKoZIzj0EAwMwOTEVMBMGA1UEChMMc2lnc3RvcmUuZGV2MSAwHgYDVQQDExdzaWdzdG9yZS10c2Etc2VsZnNpZ25lZDAeFw0yNTA0MDgwNjU5NDNaFw0zNTA0MDYwNjU5NDNaMDkxFTATBgNVBAoTDHNpZ3N0b3JlLmRldjEgMB4GA1UEAxMXc2lnc3RvcmUtdHNhLXNlbGZzaWduZWQwdjAQBgcqhkjOPQIBBgUrgQQAIgNiAAQUQNtfRT/ou3YATa6wB/kKTe70cfJwyRIBovMnt8RcJph/COE82uyS6FmppLLL1VBPGcPfpQPYJNXzWwi8icwhKQ6W/Qe2h3oebBb2FHpwNJDqo+TMaC/tdfkv/ElJB72jRTBDMA4GA1UdDwEB/wQEAwIBBjASBgNVHRMBAf8ECDAGAQH/AgEAMB0GA1UdDgQWBBSY7AHvf7tR/9SVHm+KiJhTB4nOvzAKBggqhkjOPQQDAwNpADBmAjEAwGEGrfGZR1cen1R8/DTVMI943LssZmJRtDp/i7SfGHmGRP6gRbuj9vOK3b67Z0QQAjEAuT2H673LQEaHTcyQSZrkp4mX7WwkmF+sVbkYY5mXN+RMH13KUEHHOqASaemYWK/E"
          }
        ]
      },
      validFor: {
        start: "2025-07-04T00:00:00Z"
      }
    }
  ]
};

// src/sigstore/trusted-root.ts
function publicGoodTrustedRoot() {
  return trustedRootFromDocument(public_good_trusted_root_default, "the public-good trusted root shipped with toolseal");
}
function readTrustedRootFile(file) {
  return trustedRootFromDocument(parseJsonStrict(readTextFile(file), file), file);
}
function defaultTufCachePath(env = process.env) {
  return join(env.XDG_CACHE_HOME || join(homedir(), ".cache"), "toolseal", "tuf");
}
async function fetchTrustedRootWithTuf(options = {}) {
  const tufModule = await import("./dist-TYOF4LB3.js");
  const { getTrustedRoot } = typeof tufModule.getTrustedRoot === "function" ? tufModule : tufModule.default;
  let root;
  try {
    root = await getTrustedRoot({
      cachePath: options.cachePath ?? defaultTufCachePath(),
      mirrorURL: options.mirrorURL,
      rootPath: options.rootPath,
      timeout: options.timeoutMs ?? 5e3,
      retry: { retries: 1, factor: 1, minTimeout: 100, maxTimeout: 200 }
    });
  } catch (e) {
    throw new ToolsealError(
      "IO_ERROR",
      `cannot refresh the trusted root through TUF (${options.mirrorURL ?? "Sigstore public good"}): ${oneLineReason(e)}`,
      { cause: e }
    );
  }
  return trustedRootFromDocument(import_protobuf_specs.TrustedRoot.toJSON(root), `the trusted root from TUF (${options.mirrorURL ?? "Sigstore public good"})`);
}
function oneLineReason(e) {
  const err = e;
  const code = typeof err?.cause?.code === "string" ? ` (${err.cause.code})` : "";
  return `${typeof err?.message === "string" ? err.message : String(e)}${code}`.slice(0, 300);
}
function trustedRootFromDocument(doc, source) {
  assertTrustedRootDocument(doc, source);
  try {
    return { root: import_protobuf_specs.TrustedRoot.fromJSON(doc), source };
  } catch (e) {
    throw new ToolsealError("INVALID_TRUSTED_ROOT", `${source}: ${e.message}`, { cause: e });
  }
}
function assertTrustedRootDocument(doc, source) {
  const bad = (what) => {
    throw new ToolsealError("INVALID_TRUSTED_ROOT", `${source}: ${what}`);
  };
  if (!isJsonObject(doc)) bad("not a JSON object");
  const root = doc;
  if (typeof root.mediaType !== "string" || !root.mediaType.startsWith("application/vnd.dev.sigstore.trustedroot")) {
    bad(`mediaType ${JSON.stringify(root.mediaType)} is not a Sigstore trusted root`);
  }
  const list = (key) => {
    const v = root[key];
    if (v === void 0) return [];
    if (!Array.isArray(v)) bad(`${key} must be an array`);
    return v;
  };
  for (const key of ["tlogs", "ctlogs"]) {
    list(key).forEach((log, i) => {
      const where = `${key}[${i}]`;
      if (!isJsonObject(log) || !isJsonObject(log.publicKey)) bad(`${where}.publicKey is missing`);
      const pk = log.publicKey;
      if (typeof pk.rawBytes !== "string" || pk.rawBytes === "") bad(`${where}.publicKey.rawBytes is missing`);
      const logId = log.logId;
      if (!isJsonObject(logId) || typeof logId.keyId !== "string" || logId.keyId === "") bad(`${where}.logId.keyId is missing`);
      if (pk.validFor !== void 0 && pk.validFor !== null) assertTimeRange(pk.validFor, `${where}.publicKey.validFor`, bad);
    });
  }
  for (const key of ["certificateAuthorities", "timestampAuthorities"]) {
    list(key).forEach((ca, i) => {
      const where = `${key}[${i}]`;
      if (!isJsonObject(ca)) bad(`${where} is not an object`);
      const c = ca;
      const certs = isJsonObject(c.certChain) ? c.certChain.certificates : void 0;
      if (!Array.isArray(certs) || certs.length === 0) bad(`${where}.certChain has no certificates`);
      assertTimeRange(c.validFor, `${where}.validFor`, bad);
    });
  }
}
function assertTimeRange(range, where, bad) {
  if (!isJsonObject(range)) bad(`${where} is missing`);
  const r = range;
  if (r.start === void 0 || r.start === null) bad(`${where}.start is missing (a validity period must have a start)`);
  const start = timestamp(r.start, `${where}.start`, bad);
  if (r.end !== void 0 && r.end !== null) {
    const end = timestamp(r.end, `${where}.end`, bad);
    if (end < start) bad(`${where} ends before it starts`);
  }
}
function timestamp(v, where, bad) {
  const t = typeof v === "string" ? Date.parse(v) : NaN;
  if (!Number.isFinite(t)) bad(`${where} is not an RFC 3339 timestamp`);
  return t;
}
var CLI_NAMES = { file: "--trusted-root FILE", tuf: "--tuf", offline: "--offline" };
async function loadTrustedRoot(choice) {
  const names = choice.names ?? CLI_NAMES;
  if ([choice.file !== void 0, choice.tuf === true, choice.offline === true].filter(Boolean).length > 1) {
    const all = [names.file, names.tuf, names.offline].filter((n) => n !== void 0);
    throw new ToolsealError("USAGE", `give one of ${all.slice(0, -1).join(", ")} and ${all.at(-1)}`);
  }
  if (choice.file !== void 0) return readTrustedRootFile(choice.file);
  if (choice.tuf) return fetchTrustedRootWithTuf(choice.followRotations?.tuf);
  if (choice.offline || !choice.followRotations) return publicGoodTrustedRoot();
  try {
    return await fetchTrustedRootWithTuf(choice.followRotations.tuf);
  } catch (e) {
    const why = e instanceof ToolsealError ? e.message.replace(/^cannot refresh the trusted root through TUF /, "") : String(e);
    choice.followRotations.notice(
      `the trusted root could not be refreshed through TUF ${why}; using the public-good root shipped with toolseal${names.offline ? ` (${names.offline} skips the refresh)` : ""}`
    );
    return publicGoodTrustedRoot();
  }
}

export {
  publicGoodTrustedRoot,
  readTrustedRootFile,
  defaultTufCachePath,
  fetchTrustedRootWithTuf,
  loadTrustedRoot
};
