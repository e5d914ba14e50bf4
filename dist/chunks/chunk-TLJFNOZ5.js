#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  issuerOf,
  signerIdentityOf,
  wholeStringRegExp
} from "./chunk-DVXCE5ZU.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  parseStatement,
  require_dist as require_dist2,
  require_dist2 as require_dist3,
  require_v2
} from "./chunk-5JPV7I3R.js";
import {
  require_dist
} from "./chunk-O3TYKOTK.js";
import {
  mdText
} from "./chunk-FLTAZPFU.js";
import {
  quoteForTerminal
} from "./chunk-HOPGPJHJ.js";
import {
  SURFACE_FIELDS,
  digestTools
} from "./chunk-MWUQ6OQR.js";
import {
  ToolsealError,
  parseJsonStrict
} from "./chunk-MUT6MI3K.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-R2T6IZ3G.js";

// node_modules/@sigstore/verify/dist/bundle/dsse.js
var require_dsse = __commonJS({
  "node_modules/@sigstore/verify/dist/bundle/dsse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DSSESignatureContent = void 0;
    var core_1 = require_dist3();
    var DSSESignatureContent = class {
      env;
      constructor(env) {
        this.env = env;
      }
      compareDigest(digest) {
        return core_1.crypto.bufferEqual(digest, core_1.crypto.digest("sha256", this.env.payload));
      }
      // For a DSSE envelope the signature is computed over the pre-authentication
      // encoding (PAE), so the digest of the signed bytes is the digest of the PAE.
      // This is what a Rekor v2 hashedrekord entry records for a DSSE envelope.
      compareSignedDigest(digest) {
        return core_1.crypto.bufferEqual(digest, core_1.crypto.digest("sha256", this.preAuthEncoding));
      }
      compareSignature(signature) {
        return core_1.crypto.bufferEqual(signature, this.signature);
      }
      verifySignature(key) {
        return core_1.crypto.verify(this.preAuthEncoding, key, this.signature);
      }
      get signature() {
        return this.env.signatures.length > 0 ? this.env.signatures[0].sig : Buffer.from("");
      }
      // DSSE Pre-Authentication Encoding
      get preAuthEncoding() {
        return core_1.dsse.preAuthEncoding(this.env.payloadType, this.env.payload);
      }
    };
    exports.DSSESignatureContent = DSSESignatureContent;
  }
});

// node_modules/@sigstore/verify/dist/bundle/message.js
var require_message = __commonJS({
  "node_modules/@sigstore/verify/dist/bundle/message.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MessageSignatureContent = void 0;
    var core_1 = require_dist3();
    var protobuf_specs_1 = require_dist();
    var HASH_ALGORITHM_MAP = {
      [protobuf_specs_1.HashAlgorithm.HASH_ALGORITHM_UNSPECIFIED]: "sha256",
      [protobuf_specs_1.HashAlgorithm.SHA2_256]: "sha256",
      [protobuf_specs_1.HashAlgorithm.SHA2_384]: "sha384",
      [protobuf_specs_1.HashAlgorithm.SHA2_512]: "sha512",
      [protobuf_specs_1.HashAlgorithm.SHA3_256]: "sha3-256",
      [protobuf_specs_1.HashAlgorithm.SHA3_384]: "sha3-384"
    };
    var MessageSignatureContent = class {
      signature;
      messageDigest;
      artifact;
      hashAlgorithm;
      constructor(messageSignature, artifact) {
        this.signature = messageSignature.signature;
        this.messageDigest = messageSignature.messageDigest.digest;
        this.artifact = artifact;
        this.hashAlgorithm = HASH_ALGORITHM_MAP[messageSignature.messageDigest.algorithm] ?? /* istanbul ignore next */
        "sha256";
      }
      compareSignature(signature) {
        return core_1.crypto.bufferEqual(signature, this.signature);
      }
      compareDigest(digest) {
        return core_1.crypto.bufferEqual(digest, this.messageDigest);
      }
      // For a message signature the signature is computed over the artifact, so the
      // digest of the signed bytes is the artifact's message digest.
      compareSignedDigest(digest) {
        return this.compareDigest(digest);
      }
      verifySignature(key) {
        return core_1.crypto.verify(this.artifact, key, this.signature, this.hashAlgorithm);
      }
    };
    exports.MessageSignatureContent = MessageSignatureContent;
  }
});

// node_modules/@sigstore/verify/dist/bundle/index.js
var require_bundle = __commonJS({
  "node_modules/@sigstore/verify/dist/bundle/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.toSignedEntity = toSignedEntity2;
    exports.signatureContent = signatureContent;
    var core_1 = require_dist3();
    var dsse_1 = require_dsse();
    var message_1 = require_message();
    function toSignedEntity2(bundle, artifact) {
      const { tlogEntries, timestampVerificationData } = bundle.verificationMaterial;
      const timestamps = [];
      for (const entry of tlogEntries) {
        if (entry.integratedTime && entry.integratedTime !== "0") {
          timestamps.push({
            $case: "transparency-log",
            tlogEntry: entry
          });
        }
      }
      for (const ts of timestampVerificationData?.rfc3161Timestamps ?? []) {
        timestamps.push({
          $case: "timestamp-authority",
          timestamp: core_1.RFC3161Timestamp.parse(Buffer.from(ts.signedTimestamp))
        });
      }
      return {
        signature: signatureContent(bundle, artifact),
        key: key(bundle),
        tlogEntries,
        timestamps
      };
    }
    function signatureContent(bundle, artifact) {
      switch (bundle.content.$case) {
        case "dsseEnvelope":
          return new dsse_1.DSSESignatureContent(bundle.content.dsseEnvelope);
        case "messageSignature":
          return new message_1.MessageSignatureContent(bundle.content.messageSignature, artifact);
      }
    }
    function key(bundle) {
      switch (bundle.verificationMaterial.content.$case) {
        case "publicKey":
          return {
            $case: "public-key",
            hint: bundle.verificationMaterial.content.publicKey.hint
          };
        case "x509CertificateChain":
          return {
            $case: "certificate",
            certificate: core_1.X509Certificate.parse(Buffer.from(bundle.verificationMaterial.content.x509CertificateChain.certificates[0].rawBytes))
          };
        case "certificate":
          return {
            $case: "certificate",
            certificate: core_1.X509Certificate.parse(Buffer.from(bundle.verificationMaterial.content.certificate.rawBytes))
          };
      }
    }
  }
});

// node_modules/@sigstore/verify/dist/error.js
var require_error = __commonJS({
  "node_modules/@sigstore/verify/dist/error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.PolicyError = exports.VerificationError = void 0;
    var BaseError = class extends Error {
      code;
      cause;
      /* eslint-disable-line @typescript-eslint/no-explicit-any */
      constructor({ code, message, cause }) {
        super(message);
        this.code = code;
        this.cause = cause;
        this.name = this.constructor.name;
      }
    };
    var VerificationError = class extends BaseError {
    };
    exports.VerificationError = VerificationError;
    var PolicyError = class extends BaseError {
    };
    exports.PolicyError = PolicyError;
  }
});

// node_modules/@sigstore/verify/dist/trust/filter.js
var require_filter = __commonJS({
  "node_modules/@sigstore/verify/dist/trust/filter.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.filterCertAuthorities = filterCertAuthorities;
    exports.filterTLogAuthorities = filterTLogAuthorities;
    function filterCertAuthorities(certAuthorities, timestamp) {
      return certAuthorities.filter((ca) => {
        return ca.validFor.start <= timestamp && ca.validFor.end >= timestamp;
      });
    }
    function filterTLogAuthorities(tlogAuthorities, criteria) {
      return tlogAuthorities.filter((tlog) => {
        if (criteria.logID && !tlog.logID.equals(criteria.logID)) {
          return false;
        }
        return tlog.validFor.start <= criteria.targetDate && criteria.targetDate <= tlog.validFor.end;
      });
    }
  }
});

// node_modules/@sigstore/verify/dist/trust/index.js
var require_trust = __commonJS({
  "node_modules/@sigstore/verify/dist/trust/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.filterTLogAuthorities = exports.filterCertAuthorities = void 0;
    exports.toTrustMaterial = toTrustMaterial2;
    var core_1 = require_dist3();
    var protobuf_specs_1 = require_dist();
    var error_1 = require_error();
    var BEGINNING_OF_TIME = /* @__PURE__ */ new Date(0);
    var END_OF_TIME = /* @__PURE__ */ new Date(864e13);
    var filter_1 = require_filter();
    Object.defineProperty(exports, "filterCertAuthorities", { enumerable: true, get: function() {
      return filter_1.filterCertAuthorities;
    } });
    Object.defineProperty(exports, "filterTLogAuthorities", { enumerable: true, get: function() {
      return filter_1.filterTLogAuthorities;
    } });
    function toTrustMaterial2(root, keys) {
      const keyFinder = typeof keys === "function" ? keys : keyLocator(keys);
      return {
        certificateAuthorities: root.certificateAuthorities.map(createCertAuthority),
        timestampAuthorities: root.timestampAuthorities.map(createCertAuthority),
        tlogs: root.tlogs.map(createTLogAuthority),
        ctlogs: root.ctlogs.map(createTLogAuthority),
        publicKey: keyFinder
      };
    }
    function createTLogAuthority(tlogInstance) {
      const keyDetails = tlogInstance.publicKey.keyDetails;
      const keyType = keyDetails === protobuf_specs_1.PublicKeyDetails.PKCS1_RSA_PKCS1V5 || keyDetails === protobuf_specs_1.PublicKeyDetails.PKIX_RSA_PKCS1V5 || keyDetails === protobuf_specs_1.PublicKeyDetails.PKIX_RSA_PKCS1V15_2048_SHA256 || keyDetails === protobuf_specs_1.PublicKeyDetails.PKIX_RSA_PKCS1V15_3072_SHA256 || keyDetails === protobuf_specs_1.PublicKeyDetails.PKIX_RSA_PKCS1V15_4096_SHA256 ? "pkcs1" : "spki";
      return {
        baseURL: tlogInstance.baseUrl,
        logID: tlogInstance.checkpointKeyId ? tlogInstance.checkpointKeyId.keyId : tlogInstance.logId.keyId,
        publicKey: core_1.crypto.createPublicKey(tlogInstance.publicKey.rawBytes, keyType),
        validFor: {
          start: tlogInstance.publicKey.validFor?.start || BEGINNING_OF_TIME,
          end: tlogInstance.publicKey.validFor?.end || END_OF_TIME
        }
      };
    }
    function createCertAuthority(ca) {
      return {
        certChain: ca.certChain.certificates.map((cert) => {
          return core_1.X509Certificate.parse(Buffer.from(cert.rawBytes));
        }),
        validFor: {
          start: ca.validFor?.start || BEGINNING_OF_TIME,
          end: ca.validFor?.end || END_OF_TIME
        }
      };
    }
    function keyLocator(keys) {
      return (hint) => {
        const key = (keys || {})[hint];
        if (!key) {
          throw new error_1.VerificationError({
            code: "PUBLIC_KEY_ERROR",
            message: `key not found: ${hint}`
          });
        }
        return {
          publicKey: core_1.crypto.createPublicKey(key.rawBytes),
          validFor: (date) => {
            return (key.validFor?.start || BEGINNING_OF_TIME) <= date && (key.validFor?.end || END_OF_TIME) >= date;
          }
        };
      };
    }
  }
});

// node_modules/@sigstore/verify/dist/key/certificate.js
var require_certificate = __commonJS({
  "node_modules/@sigstore/verify/dist/key/certificate.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CertificateChainVerifier = void 0;
    exports.verifyCertificateChain = verifyCertificateChain;
    var error_1 = require_error();
    var trust_1 = require_trust();
    function verifyCertificateChain(timestamp, leaf, certificateAuthorities) {
      const cas = (0, trust_1.filterCertAuthorities)(certificateAuthorities, timestamp);
      let error;
      for (const ca of cas) {
        try {
          const verifier = new CertificateChainVerifier({
            trustedCerts: ca.certChain,
            untrustedCert: leaf,
            timestamp
          });
          return verifier.verify();
        } catch (err) {
          error = err;
        }
      }
      throw new error_1.VerificationError({
        code: "CERTIFICATE_ERROR",
        message: "Failed to verify certificate chain",
        cause: error
      });
    }
    var CertificateChainVerifier = class {
      untrustedCert;
      trustedCerts;
      localCerts;
      timestamp;
      constructor(opts) {
        this.untrustedCert = opts.untrustedCert;
        this.trustedCerts = opts.trustedCerts;
        this.localCerts = dedupeCertificates([
          ...opts.trustedCerts,
          opts.untrustedCert
        ]);
        this.timestamp = opts.timestamp;
      }
      verify() {
        const certificatePath = this.sort();
        this.checkPath(certificatePath);
        const validForDate = certificatePath.every((cert) => cert.validForDate(this.timestamp));
        if (!validForDate) {
          throw new error_1.VerificationError({
            code: "CERTIFICATE_ERROR",
            message: "certificate is not valid or expired at the specified date"
          });
        }
        return certificatePath;
      }
      sort() {
        const leafCert = this.untrustedCert;
        let paths = this.buildPaths(leafCert);
        paths = paths.filter((path2) => path2.some((cert) => this.trustedCerts.includes(cert)));
        if (paths.length === 0) {
          throw new error_1.VerificationError({
            code: "CERTIFICATE_ERROR",
            message: "no trusted certificate path found"
          });
        }
        const path = paths.reduce((prev, curr) => prev.length < curr.length ? prev : curr);
        return [leafCert, ...path].slice(0, -1);
      }
      // Recursively build all possible paths from the leaf to the root
      buildPaths(certificate) {
        const paths = [];
        const issuers = this.findIssuer(certificate);
        if (issuers.length === 0) {
          throw new error_1.VerificationError({
            code: "CERTIFICATE_ERROR",
            message: "no valid certificate path found"
          });
        }
        for (let i = 0; i < issuers.length; i++) {
          const issuer = issuers[i];
          if (issuer.equals(certificate)) {
            paths.push([certificate]);
            continue;
          }
          const subPaths = this.buildPaths(issuer);
          for (let j = 0; j < subPaths.length; j++) {
            paths.push([issuer, ...subPaths[j]]);
          }
        }
        return paths;
      }
      // Return all possible issuers for the given certificate
      findIssuer(certificate) {
        let issuers = [];
        let keyIdentifier;
        if (certificate.subject.equals(certificate.issuer)) {
          if (certificate.verify()) {
            return [certificate];
          }
        }
        if (certificate.extAuthorityKeyID) {
          keyIdentifier = certificate.extAuthorityKeyID.keyIdentifier;
        }
        this.localCerts.forEach((possibleIssuer) => {
          if (keyIdentifier) {
            if (possibleIssuer.extSubjectKeyID) {
              if (possibleIssuer.extSubjectKeyID.keyIdentifier.equals(keyIdentifier)) {
                issuers.push(possibleIssuer);
              }
              return;
            }
          }
          if (possibleIssuer.subject.equals(certificate.issuer)) {
            issuers.push(possibleIssuer);
          }
        });
        issuers = issuers.filter((issuer) => {
          try {
            return certificate.verify(issuer);
          } catch (ex) {
            return false;
          }
        });
        return issuers;
      }
      checkPath(path) {
        if (path.length < 1) {
          throw new error_1.VerificationError({
            code: "CERTIFICATE_ERROR",
            message: "certificate chain must contain at least one certificate"
          });
        }
        const validCAs = path.slice(1).every((cert) => cert.isCA);
        if (!validCAs) {
          throw new error_1.VerificationError({
            code: "CERTIFICATE_ERROR",
            message: "intermediate certificate is not a CA"
          });
        }
        for (let i = path.length - 2; i >= 0; i--) {
          if (!path[i].issuer.equals(path[i + 1].subject)) {
            throw new error_1.VerificationError({
              code: "CERTIFICATE_ERROR",
              message: "incorrect certificate name chaining"
            });
          }
        }
        for (let i = 0; i < path.length; i++) {
          const cert = path[i];
          if (cert.extBasicConstraints?.isCA) {
            const pathLength = cert.extBasicConstraints.pathLenConstraint;
            if (pathLength !== void 0 && pathLength < i - 1) {
              throw new error_1.VerificationError({
                code: "CERTIFICATE_ERROR",
                message: "path length constraint exceeded"
              });
            }
          }
        }
      }
    };
    exports.CertificateChainVerifier = CertificateChainVerifier;
    function dedupeCertificates(certs) {
      for (let i = 0; i < certs.length; i++) {
        for (let j = i + 1; j < certs.length; j++) {
          if (certs[i].equals(certs[j])) {
            certs.splice(j, 1);
            j--;
          }
        }
      }
      return certs;
    }
  }
});

// node_modules/@sigstore/verify/dist/key/sct.js
var require_sct = __commonJS({
  "node_modules/@sigstore/verify/dist/key/sct.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.verifySCTs = verifySCTs;
    var core_1 = require_dist3();
    var error_1 = require_error();
    var trust_1 = require_trust();
    function verifySCTs(cert, issuer, ctlogs) {
      let extSCT;
      const clone = cert.clone();
      for (let i = 0; i < clone.extensions.length; i++) {
        const ext = clone.extensions[i];
        if (ext.subs[0].toOID() === core_1.EXTENSION_OID_SCT) {
          extSCT = new core_1.X509SCTExtension(ext);
          clone.extensions.splice(i, 1);
          break;
        }
      }
      if (!extSCT) {
        return [];
      }
      if (extSCT.signedCertificateTimestamps.length === 0) {
        return [];
      }
      const preCert = new core_1.ByteStream();
      const issuerId = core_1.crypto.digest("sha256", issuer.publicKey);
      preCert.appendView(issuerId);
      const tbs = clone.tbsCertificate.toDER();
      preCert.appendUint24(tbs.length);
      preCert.appendView(tbs);
      return extSCT.signedCertificateTimestamps.map((sct) => {
        const validCTLogs = (0, trust_1.filterTLogAuthorities)(ctlogs, {
          logID: sct.logID,
          targetDate: sct.datetime
        });
        const verified = validCTLogs.some((log) => sct.verify(preCert.buffer, log.publicKey));
        if (!verified) {
          throw new error_1.VerificationError({
            code: "CERTIFICATE_ERROR",
            message: "SCT verification failed"
          });
        }
        return sct.logID;
      });
    }
  }
});

// node_modules/@sigstore/verify/dist/key/index.js
var require_key = __commonJS({
  "node_modules/@sigstore/verify/dist/key/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.verifyPublicKey = verifyPublicKey;
    exports.verifyCertificate = verifyCertificate;
    var core_1 = require_dist3();
    var error_1 = require_error();
    var certificate_1 = require_certificate();
    var sct_1 = require_sct();
    var OID_FULCIO_ISSUER_V1 = "1.3.6.1.4.1.57264.1.1";
    var OID_FULCIO_ISSUER_V2 = "1.3.6.1.4.1.57264.1.8";
    function verifyPublicKey(hint, timestamps, trustMaterial) {
      const key = trustMaterial.publicKey(hint);
      timestamps.forEach((timestamp) => {
        if (!key.validFor(timestamp)) {
          throw new error_1.VerificationError({
            code: "PUBLIC_KEY_ERROR",
            message: `Public key is not valid for timestamp: ${timestamp.toISOString()}`
          });
        }
      });
      return { key: key.publicKey };
    }
    function verifyCertificate(leaf, timestamps, trustMaterial) {
      let path = [];
      timestamps.forEach((timestamp) => {
        path = (0, certificate_1.verifyCertificateChain)(timestamp, leaf, trustMaterial.certificateAuthorities);
      });
      return {
        scts: (0, sct_1.verifySCTs)(path[0], path[1], trustMaterial.ctlogs),
        signer: getSigner(path[0])
      };
    }
    function getSigner(cert) {
      let issuer;
      const issuerExtension = cert.extension(OID_FULCIO_ISSUER_V2);
      if (issuerExtension) {
        issuer = issuerExtension.valueObj.subs?.[0]?.value.toString("ascii");
      } else {
        issuer = cert.extension(OID_FULCIO_ISSUER_V1)?.value.toString("ascii");
      }
      const oids = cert.extensions.map((ext) => {
        const oid = ext.subs[0].toOID();
        return {
          oid: { id: oid.split(".").map(Number) },
          value: ext.subs[ext.subs.length - 1].value
        };
      });
      const identity = {
        extensions: { issuer },
        subjectAlternativeName: cert.subjectAltName,
        oids
      };
      return {
        key: core_1.crypto.createPublicKey(cert.publicKey),
        identity
      };
    }
  }
});

// node_modules/@sigstore/verify/dist/policy.js
var require_policy = __commonJS({
  "node_modules/@sigstore/verify/dist/policy.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.verifySubjectAlternativeName = verifySubjectAlternativeName;
    exports.verifyExtensions = verifyExtensions;
    exports.verifyOIDs = verifyOIDs;
    var error_1 = require_error();
    function verifySubjectAlternativeName(policyIdentity, signerIdentity) {
      if (signerIdentity === void 0 || !signerIdentity.match(policyIdentity)) {
        throw new error_1.PolicyError({
          code: "UNTRUSTED_SIGNER_ERROR",
          message: `certificate identity error - expected ${policyIdentity}, got ${signerIdentity}`
        });
      }
    }
    function verifyExtensions(policyExtensions, signerExtensions = {}) {
      let key;
      for (key in policyExtensions) {
        if (signerExtensions[key] !== policyExtensions[key]) {
          throw new error_1.PolicyError({
            code: "UNTRUSTED_SIGNER_ERROR",
            message: `invalid certificate extension - expected ${key}=${policyExtensions[key]}, got ${key}=${signerExtensions[key]}`
          });
        }
      }
    }
    function verifyOIDs(policyOIDs, signerOIDs = []) {
      for (const policyOID of policyOIDs) {
        const match = signerOIDs.find((signerOID) => oidEquals(policyOID.oid?.id, signerOID.oid?.id) && policyOID.value.equals(signerOID.value));
        if (!match) {
          const oid = policyOID.oid?.id.join(".") ?? "<unknown>";
          throw new error_1.PolicyError({
            code: "UNTRUSTED_SIGNER_ERROR",
            message: `invalid certificate extension - missing OID ${oid}`
          });
        }
      }
    }
    function oidEquals(a, b) {
      if (a === void 0 || b === void 0) {
        return false;
      }
      return a.length === b.length && a.every((v, i) => v === b[i]);
    }
  }
});

// node_modules/@sigstore/verify/dist/timestamp/tsa.js
var require_tsa = __commonJS({
  "node_modules/@sigstore/verify/dist/timestamp/tsa.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.verifyRFC3161Timestamp = verifyRFC3161Timestamp;
    var core_1 = require_dist3();
    var error_1 = require_error();
    var certificate_1 = require_certificate();
    var trust_1 = require_trust();
    function verifyRFC3161Timestamp(timestamp, data, timestampAuthorities) {
      const signingTime = timestamp.signingTime;
      timestampAuthorities = (0, trust_1.filterCertAuthorities)(timestampAuthorities, signingTime);
      timestampAuthorities = filterCAsBySerialAndIssuer(timestampAuthorities, {
        serialNumber: timestamp.signerSerialNumber,
        issuer: timestamp.signerIssuer
      });
      const verified = timestampAuthorities.some((ca) => {
        try {
          verifyTimestampForCA(timestamp, data, ca);
          return true;
        } catch (e) {
          return false;
        }
      });
      if (!verified) {
        throw new error_1.VerificationError({
          code: "TIMESTAMP_ERROR",
          message: "timestamp could not be verified"
        });
      }
    }
    function verifyTimestampForCA(timestamp, data, ca) {
      const [leaf, ...cas] = ca.certChain;
      const signingKey = core_1.crypto.createPublicKey(leaf.publicKey);
      const signingTime = timestamp.signingTime;
      try {
        new certificate_1.CertificateChainVerifier({
          untrustedCert: leaf,
          trustedCerts: cas,
          timestamp: signingTime
        }).verify();
      } catch (e) {
        throw new error_1.VerificationError({
          code: "TIMESTAMP_ERROR",
          message: "invalid certificate chain"
        });
      }
      timestamp.verify(data, signingKey);
    }
    function filterCAsBySerialAndIssuer(timestampAuthorities, criteria) {
      return timestampAuthorities.filter((ca) => ca.certChain.length > 0 && core_1.crypto.bufferEqual(ca.certChain[0].serialNumber, criteria.serialNumber) && core_1.crypto.bufferEqual(ca.certChain[0].issuer, criteria.issuer));
    }
  }
});

// node_modules/@sigstore/verify/dist/timestamp/index.js
var require_timestamp = __commonJS({
  "node_modules/@sigstore/verify/dist/timestamp/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getTSATimestamp = getTSATimestamp;
    exports.getTLogTimestamp = getTLogTimestamp;
    var tsa_1 = require_tsa();
    function getTSATimestamp(timestamp, data, timestampAuthorities) {
      (0, tsa_1.verifyRFC3161Timestamp)(timestamp, data, timestampAuthorities);
      return {
        type: "timestamp-authority",
        logID: timestamp.signerSerialNumber,
        timestamp: timestamp.signingTime
      };
    }
    function getTLogTimestamp(entry) {
      if (!entry.inclusionPromise) {
        return void 0;
      }
      return {
        type: "transparency-log",
        logID: entry.logId.keyId,
        timestamp: new Date(Number(entry.integratedTime) * 1e3)
      };
    }
  }
});

// node_modules/@sigstore/verify/dist/tlog/dsse.js
var require_dsse2 = __commonJS({
  "node_modules/@sigstore/verify/dist/tlog/dsse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DSSE_API_VERSION_V1 = void 0;
    exports.verifyDSSETLogBody = verifyDSSETLogBody;
    exports.verifyDSSETLogBodyV2 = verifyDSSETLogBodyV2;
    var error_1 = require_error();
    exports.DSSE_API_VERSION_V1 = "0.0.1";
    function verifyDSSETLogBody(tlogEntry, content) {
      switch (tlogEntry.apiVersion) {
        case exports.DSSE_API_VERSION_V1:
          return verifyDSSE001TLogBody(tlogEntry, content);
        default:
          throw new error_1.VerificationError({
            code: "TLOG_BODY_ERROR",
            message: `unsupported dsse version: ${tlogEntry.apiVersion}`
          });
      }
    }
    function verifyDSSETLogBodyV2(tlogEntry, content) {
      const spec = tlogEntry.spec?.spec;
      if (!spec) {
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: `missing dsse spec`
        });
      }
      switch (spec.$case) {
        case "dsseV002":
          return verifyDSSE002TLogBody(spec.dsseV002, content);
        default:
          throw new error_1.VerificationError({
            code: "TLOG_BODY_ERROR",
            message: `unsupported version: ${spec.$case}`
          });
      }
    }
    function verifyDSSE001TLogBody(tlogEntry, content) {
      if (tlogEntry.spec.signatures?.length !== 1) {
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: "signature count mismatch"
        });
      }
      const tlogSig = tlogEntry.spec.signatures[0].signature;
      if (!content.compareSignature(Buffer.from(tlogSig, "base64")))
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: "tlog entry signature mismatch"
        });
      const tlogHash = tlogEntry.spec.payloadHash?.value || "";
      if (!content.compareDigest(Buffer.from(tlogHash, "hex"))) {
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: "DSSE payload hash mismatch"
        });
      }
    }
    function verifyDSSE002TLogBody(spec, content) {
      if (spec.signatures?.length !== 1) {
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: "signature count mismatch"
        });
      }
      const tlogSig = spec.signatures[0].content;
      if (!content.compareSignature(tlogSig))
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: "tlog entry signature mismatch"
        });
      const tlogHash = spec.payloadHash?.digest || Buffer.from("");
      if (!content.compareDigest(tlogHash)) {
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: "DSSE payload hash mismatch"
        });
      }
    }
  }
});

// node_modules/@sigstore/verify/dist/tlog/hashedrekord.js
var require_hashedrekord = __commonJS({
  "node_modules/@sigstore/verify/dist/tlog/hashedrekord.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.HASHEDREKORD_API_VERSION_V1 = void 0;
    exports.verifyHashedRekordTLogBody = verifyHashedRekordTLogBody;
    exports.verifyHashedRekordTLogBodyV2 = verifyHashedRekordTLogBodyV2;
    var error_1 = require_error();
    exports.HASHEDREKORD_API_VERSION_V1 = "0.0.1";
    function verifyHashedRekordTLogBody(tlogEntry, content) {
      switch (tlogEntry.apiVersion) {
        case exports.HASHEDREKORD_API_VERSION_V1:
          return verifyHashedrekord001TLogBody(tlogEntry, content);
        default:
          throw new error_1.VerificationError({
            code: "TLOG_BODY_ERROR",
            message: `unsupported hashedrekord version: ${tlogEntry.apiVersion}`
          });
      }
    }
    function verifyHashedRekordTLogBodyV2(tlogEntry, content) {
      const spec = tlogEntry.spec?.spec;
      if (!spec) {
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: `missing dsse spec`
        });
      }
      switch (spec.$case) {
        case "hashedRekordV002":
          return verifyHashedrekord002TLogBody(spec.hashedRekordV002, content);
        default:
          throw new error_1.VerificationError({
            code: "TLOG_BODY_ERROR",
            message: `unsupported version: ${spec.$case}`
          });
      }
    }
    function verifyHashedrekord001TLogBody(tlogEntry, content) {
      const tlogSig = tlogEntry.spec.signature.content || "";
      if (!content.compareSignature(Buffer.from(tlogSig, "base64"))) {
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: "signature mismatch"
        });
      }
      const tlogDigest = tlogEntry.spec.data.hash?.value || "";
      if (!content.compareSignedDigest(Buffer.from(tlogDigest, "hex"))) {
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: "digest mismatch"
        });
      }
    }
    function verifyHashedrekord002TLogBody(spec, content) {
      const tlogSig = spec.signature?.content || Buffer.from("");
      if (!content.compareSignature(tlogSig)) {
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: "signature mismatch"
        });
      }
      const tlogHash = spec.data?.digest || Buffer.from("");
      if (!content.compareSignedDigest(tlogHash)) {
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: "digest mismatch"
        });
      }
    }
  }
});

// node_modules/@sigstore/verify/dist/tlog/intoto.js
var require_intoto = __commonJS({
  "node_modules/@sigstore/verify/dist/tlog/intoto.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.verifyIntotoTLogBody = verifyIntotoTLogBody;
    var error_1 = require_error();
    function verifyIntotoTLogBody(tlogEntry, content) {
      switch (tlogEntry.apiVersion) {
        case "0.0.2":
          return verifyIntoto002TLogBody(tlogEntry, content);
        default:
          throw new error_1.VerificationError({
            code: "TLOG_BODY_ERROR",
            message: `unsupported intoto version: ${tlogEntry.apiVersion}`
          });
      }
    }
    function verifyIntoto002TLogBody(tlogEntry, content) {
      if (tlogEntry.spec.content.envelope.signatures?.length !== 1) {
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: "signature count mismatch"
        });
      }
      const tlogSig = base64Decode(tlogEntry.spec.content.envelope.signatures[0].sig);
      if (!content.compareSignature(Buffer.from(tlogSig, "base64"))) {
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: "tlog entry signature mismatch"
        });
      }
      const tlogHash = tlogEntry.spec.content.payloadHash?.value || "";
      if (!content.compareDigest(Buffer.from(tlogHash, "hex"))) {
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: "DSSE payload hash mismatch"
        });
      }
    }
    function base64Decode(str) {
      return Buffer.from(str, "base64").toString("utf-8");
    }
  }
});

// node_modules/@sigstore/verify/dist/tlog/checkpoint.js
var require_checkpoint = __commonJS({
  "node_modules/@sigstore/verify/dist/tlog/checkpoint.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.LogCheckpoint = void 0;
    exports.verifyCheckpoint = verifyCheckpoint;
    var core_1 = require_dist3();
    var error_1 = require_error();
    var CHECKPOINT_SEPARATOR = "\n\n";
    var SIGNATURE_REGEX = /\u2014 (\S+) (\S+)\n/g;
    function verifyCheckpoint(entry, tlogs) {
      const inclusionProof = entry.inclusionProof;
      const signedNote = SignedNote.fromString(inclusionProof.checkpoint.envelope);
      const checkpoint = LogCheckpoint.fromString(signedNote.note);
      if (!verifySignedNote(signedNote, tlogs)) {
        throw new error_1.VerificationError({
          code: "TLOG_INCLUSION_PROOF_ERROR",
          message: "invalid checkpoint signature"
        });
      }
      return checkpoint;
    }
    function verifySignedNote(signedNote, tlogs) {
      const data = Buffer.from(signedNote.note, "utf-8");
      return signedNote.signatures.some((signature) => {
        const tlog = tlogs.find((tlog2) => core_1.crypto.bufferEqual(tlog2.logID.subarray(0, 4), signature.keyHint) && // Match the signature name to the base URL of the tlog. The name is
        // attacker-controlled, so it MUST be compared as a literal substring
        // and never coerced into a RegExp (as String.prototype.match would).
        tlog2.baseURL.includes(signature.name));
        if (!tlog) {
          return false;
        }
        return core_1.crypto.verify(data, tlog.publicKey, signature.signature);
      });
    }
    var SignedNote = class _SignedNote {
      note;
      signatures;
      constructor(note, signatures) {
        this.note = note;
        this.signatures = signatures;
      }
      // Deserialize a SignedNote from a string
      static fromString(envelope) {
        if (!envelope.includes(CHECKPOINT_SEPARATOR)) {
          throw new error_1.VerificationError({
            code: "TLOG_INCLUSION_PROOF_ERROR",
            message: "missing checkpoint separator"
          });
        }
        const split = envelope.indexOf(CHECKPOINT_SEPARATOR);
        const header = envelope.slice(0, split + 1);
        const data = envelope.slice(split + CHECKPOINT_SEPARATOR.length);
        const matches = data.matchAll(SIGNATURE_REGEX);
        const signatures = Array.from(matches, (match) => {
          const [, name, signature] = match;
          const sigBytes = Buffer.from(signature, "base64");
          if (sigBytes.length < 5) {
            throw new error_1.VerificationError({
              code: "TLOG_INCLUSION_PROOF_ERROR",
              message: "malformed checkpoint signature"
            });
          }
          return {
            name,
            keyHint: sigBytes.subarray(0, 4),
            signature: sigBytes.subarray(4)
          };
        });
        if (signatures.length === 0) {
          throw new error_1.VerificationError({
            code: "TLOG_INCLUSION_PROOF_ERROR",
            message: "no signatures found in checkpoint"
          });
        }
        return new _SignedNote(header, signatures);
      }
    };
    var LogCheckpoint = class _LogCheckpoint {
      origin;
      logSize;
      logHash;
      rest;
      constructor(origin, logSize, logHash, rest) {
        this.origin = origin;
        this.logSize = logSize;
        this.logHash = logHash;
        this.rest = rest;
      }
      static fromString(note) {
        const lines = note.trimEnd().split("\n");
        if (lines.length < 3) {
          throw new error_1.VerificationError({
            code: "TLOG_INCLUSION_PROOF_ERROR",
            message: "too few lines in checkpoint header"
          });
        }
        const origin = lines[0];
        let logSize;
        try {
          logSize = BigInt(lines[1]);
        } catch {
          throw new error_1.VerificationError({
            code: "TLOG_INCLUSION_PROOF_ERROR",
            message: "invalid checkpoint log size"
          });
        }
        const rootHash = Buffer.from(lines[2], "base64");
        const rest = lines.slice(3);
        return new _LogCheckpoint(origin, logSize, rootHash, rest);
      }
    };
    exports.LogCheckpoint = LogCheckpoint;
  }
});

// node_modules/@sigstore/verify/dist/tlog/merkle.js
var require_merkle = __commonJS({
  "node_modules/@sigstore/verify/dist/tlog/merkle.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.verifyMerkleInclusion = verifyMerkleInclusion;
    var core_1 = require_dist3();
    var error_1 = require_error();
    var RFC6962_LEAF_HASH_PREFIX = Buffer.from([0]);
    var RFC6962_NODE_HASH_PREFIX = Buffer.from([1]);
    function verifyMerkleInclusion(entry, checkpoint) {
      const inclusionProof = entry.inclusionProof;
      let logIndex;
      try {
        logIndex = BigInt(inclusionProof.logIndex);
      } catch {
        throw new error_1.VerificationError({
          code: "TLOG_INCLUSION_PROOF_ERROR",
          message: "invalid inclusion proof log index"
        });
      }
      const treeSize = BigInt(checkpoint.logSize);
      if (logIndex < 0n || logIndex >= treeSize) {
        throw new error_1.VerificationError({
          code: "TLOG_INCLUSION_PROOF_ERROR",
          message: `invalid index: ${logIndex}`
        });
      }
      const { inner, border } = decompInclProof(logIndex, treeSize);
      if (inclusionProof.hashes.length !== inner + border) {
        throw new error_1.VerificationError({
          code: "TLOG_INCLUSION_PROOF_ERROR",
          message: "invalid hash count"
        });
      }
      const innerHashes = inclusionProof.hashes.slice(0, inner);
      const borderHashes = inclusionProof.hashes.slice(inner);
      const leafHash = hashLeaf(entry.canonicalizedBody);
      const calculatedHash = chainBorderRight(chainInner(leafHash, innerHashes, logIndex), borderHashes);
      if (!core_1.crypto.bufferEqual(calculatedHash, checkpoint.logHash)) {
        throw new error_1.VerificationError({
          code: "TLOG_INCLUSION_PROOF_ERROR",
          message: "calculated root hash does not match inclusion proof"
        });
      }
    }
    function decompInclProof(index, size) {
      const inner = innerProofSize(index, size);
      const border = onesCount(index >> BigInt(inner));
      return { inner, border };
    }
    function chainInner(seed, hashes, index) {
      return hashes.reduce((acc, h, i) => {
        if (index >> BigInt(i) & BigInt(1)) {
          return hashChildren(h, acc);
        } else {
          return hashChildren(acc, h);
        }
      }, seed);
    }
    function chainBorderRight(seed, hashes) {
      return hashes.reduce((acc, h) => hashChildren(h, acc), seed);
    }
    function innerProofSize(index, size) {
      return bitLength(index ^ size - BigInt(1));
    }
    function onesCount(num) {
      return num.toString(2).split("1").length - 1;
    }
    function bitLength(n) {
      if (n === 0n) {
        return 0;
      }
      return n.toString(2).length;
    }
    function hashChildren(left, right) {
      return core_1.crypto.digest("sha256", RFC6962_NODE_HASH_PREFIX, left, right);
    }
    function hashLeaf(leaf) {
      return core_1.crypto.digest("sha256", RFC6962_LEAF_HASH_PREFIX, leaf);
    }
  }
});

// node_modules/@sigstore/verify/dist/tlog/set.js
var require_set = __commonJS({
  "node_modules/@sigstore/verify/dist/tlog/set.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.verifyTLogSET = verifyTLogSET;
    var core_1 = require_dist3();
    var error_1 = require_error();
    var trust_1 = require_trust();
    function verifyTLogSET(entry, tlogs) {
      const validTLogs = (0, trust_1.filterTLogAuthorities)(tlogs, {
        logID: entry.logId.keyId,
        targetDate: new Date(Number(entry.integratedTime) * 1e3)
      });
      const verified = validTLogs.some((tlog) => {
        const payload = toVerificationPayload(entry);
        const data = Buffer.from(core_1.json.canonicalize(payload), "utf8");
        const signature = entry.inclusionPromise.signedEntryTimestamp;
        return core_1.crypto.verify(data, tlog.publicKey, signature);
      });
      if (!verified) {
        throw new error_1.VerificationError({
          code: "TLOG_INCLUSION_PROMISE_ERROR",
          message: "inclusion promise could not be verified"
        });
      }
    }
    function toVerificationPayload(entry) {
      const { integratedTime, logIndex, logId, canonicalizedBody } = entry;
      return {
        body: canonicalizedBody.toString("base64"),
        integratedTime: Number(integratedTime),
        logIndex: Number(logIndex),
        logID: logId.keyId.toString("hex")
      };
    }
  }
});

// node_modules/@sigstore/verify/dist/tlog/index.js
var require_tlog = __commonJS({
  "node_modules/@sigstore/verify/dist/tlog/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.verifyTLogBody = verifyTLogBody;
    exports.verifyTLogInclusion = verifyTLogInclusion;
    var v2_1 = require_v2();
    var error_1 = require_error();
    var dsse_1 = require_dsse2();
    var hashedrekord_1 = require_hashedrekord();
    var intoto_1 = require_intoto();
    var checkpoint_1 = require_checkpoint();
    var merkle_1 = require_merkle();
    var set_1 = require_set();
    function verifyTLogBody(entry, sigContent) {
      const { kind, version } = entry.kindVersion;
      let body;
      try {
        body = JSON.parse(entry.canonicalizedBody.toString("utf8"));
      } catch {
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: "invalid canonicalized body"
        });
      }
      if (kind !== body.kind || version !== body.apiVersion) {
        throw new error_1.VerificationError({
          code: "TLOG_BODY_ERROR",
          message: `kind/version mismatch - expected: ${kind}/${version}, received: ${body.kind}/${body.apiVersion}`
        });
      }
      switch (kind) {
        case "dsse":
          if (version == dsse_1.DSSE_API_VERSION_V1) {
            return (0, dsse_1.verifyDSSETLogBody)(body, sigContent);
          } else {
            const entryRekorV2 = v2_1.Entry.fromJSON(body);
            return (0, dsse_1.verifyDSSETLogBodyV2)(entryRekorV2, sigContent);
          }
        case "intoto":
          return (0, intoto_1.verifyIntotoTLogBody)(body, sigContent);
        case "hashedrekord":
          if (version == hashedrekord_1.HASHEDREKORD_API_VERSION_V1) {
            return (0, hashedrekord_1.verifyHashedRekordTLogBody)(body, sigContent);
          } else {
            const entryRekorV2 = v2_1.Entry.fromJSON(body);
            return (0, hashedrekord_1.verifyHashedRekordTLogBodyV2)(entryRekorV2, sigContent);
          }
        /* istanbul ignore next */
        default:
          throw new error_1.VerificationError({
            code: "TLOG_BODY_ERROR",
            message: `unsupported kind: ${kind}`
          });
      }
    }
    function verifyTLogInclusion(entry, tlogAuthorities) {
      let inclusionVerified = false;
      if (isTLogEntryWithInclusionPromise(entry)) {
        (0, set_1.verifyTLogSET)(entry, tlogAuthorities);
        inclusionVerified = true;
      }
      if (isTLogEntryWithInclusionProof(entry)) {
        const matchingAuthorities = tlogAuthorities.filter((tlog) => tlog.logID.equals(entry.logId.keyId));
        const checkpoint = (0, checkpoint_1.verifyCheckpoint)(entry, matchingAuthorities);
        (0, merkle_1.verifyMerkleInclusion)(entry, checkpoint);
        inclusionVerified = true;
      }
      if (!inclusionVerified) {
        throw new error_1.VerificationError({
          code: "TLOG_MISSING_INCLUSION_ERROR",
          message: "inclusion could not be verified"
        });
      }
      return;
    }
    function isTLogEntryWithInclusionPromise(entry) {
      return entry.inclusionPromise !== void 0;
    }
    function isTLogEntryWithInclusionProof(entry) {
      return entry.inclusionProof !== void 0;
    }
  }
});

// node_modules/@sigstore/verify/dist/verifier.js
var require_verifier = __commonJS({
  "node_modules/@sigstore/verify/dist/verifier.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Verifier = void 0;
    var util_1 = __require("util");
    var error_1 = require_error();
    var key_1 = require_key();
    var policy_1 = require_policy();
    var timestamp_1 = require_timestamp();
    var tlog_1 = require_tlog();
    var Verifier2 = class {
      trustMaterial;
      options;
      constructor(trustMaterial, options = {}) {
        this.trustMaterial = trustMaterial;
        this.options = {
          ctlogThreshold: options.ctlogThreshold ?? 1,
          tlogThreshold: options.tlogThreshold ?? 1,
          timestampThreshold: options.timestampThreshold ?? options.tsaThreshold ?? 1,
          tsaThreshold: 0
        };
      }
      verify(entity, policy) {
        const timestamps = this.verifyTimestamps(entity);
        const signer = this.verifySigningKey(entity, timestamps);
        this.verifyTLogs(entity);
        this.verifySignature(entity, signer);
        if (policy) {
          this.verifyPolicy(policy, signer.identity || {});
        }
        return signer;
      }
      // Checks that all of the timestamps in the entity are valid and returns them
      verifyTimestamps(entity) {
        const timestamps = [];
        for (const timestamp of entity.timestamps) {
          switch (timestamp.$case) {
            case "timestamp-authority":
              timestamps.push((0, timestamp_1.getTSATimestamp)(timestamp.timestamp, entity.signature.signature, this.trustMaterial.timestampAuthorities));
              break;
            case "transparency-log": {
              const result = (0, timestamp_1.getTLogTimestamp)(timestamp.tlogEntry);
              if (result) {
                timestamps.push(result);
              }
              break;
            }
          }
        }
        if (containsDupes(timestamps)) {
          throw new error_1.VerificationError({
            code: "TIMESTAMP_ERROR",
            message: "duplicate timestamp"
          });
        }
        if (timestamps.length < this.options.timestampThreshold) {
          throw new error_1.VerificationError({
            code: "TIMESTAMP_ERROR",
            message: `expected ${this.options.timestampThreshold} timestamps, got ${timestamps.length}`
          });
        }
        return timestamps.map((t) => t.timestamp);
      }
      // Checks that the signing key is valid for all of the the supplied timestamps
      // and returns the signer.
      verifySigningKey({ key }, timestamps) {
        switch (key.$case) {
          case "public-key": {
            return (0, key_1.verifyPublicKey)(key.hint, timestamps, this.trustMaterial);
          }
          case "certificate": {
            const result = (0, key_1.verifyCertificate)(key.certificate, timestamps, this.trustMaterial);
            if (containsDupes(result.scts)) {
              throw new error_1.VerificationError({
                code: "CERTIFICATE_ERROR",
                message: "duplicate SCT"
              });
            }
            if (result.scts.length < this.options.ctlogThreshold) {
              throw new error_1.VerificationError({
                code: "CERTIFICATE_ERROR",
                message: `expected ${this.options.ctlogThreshold} SCTs, got ${result.scts.length}`
              });
            }
            return result.signer;
          }
        }
      }
      // Checks that the tlog entries are valid for the supplied content
      verifyTLogs({ signature: content, tlogEntries }) {
        const entryIDs = [];
        tlogEntries.forEach((entry) => {
          (0, tlog_1.verifyTLogInclusion)(entry, this.trustMaterial.tlogs);
          (0, tlog_1.verifyTLogBody)(entry, content);
          entryIDs.push({
            logID: entry.logId.keyId,
            body: entry.canonicalizedBody
          });
        });
        if (containsDupes(entryIDs)) {
          throw new error_1.VerificationError({
            code: "TLOG_ERROR",
            message: "duplicate tlog entry"
          });
        }
        if (entryIDs.length < this.options.tlogThreshold) {
          throw new error_1.VerificationError({
            code: "TLOG_ERROR",
            message: `expected ${this.options.tlogThreshold} tlog entries, got ${entryIDs.length}`
          });
        }
      }
      // Checks that the signature is valid for the supplied content
      verifySignature(entity, signer) {
        if (!entity.signature.verifySignature(signer.key)) {
          throw new error_1.VerificationError({
            code: "SIGNATURE_ERROR",
            message: "signature verification failed"
          });
        }
      }
      verifyPolicy(policy, identity) {
        if (policy.subjectAlternativeName) {
          (0, policy_1.verifySubjectAlternativeName)(policy.subjectAlternativeName, identity.subjectAlternativeName);
        }
        if (policy.extensions) {
          (0, policy_1.verifyExtensions)(policy.extensions, identity.extensions);
        }
        if (policy.oids) {
          (0, policy_1.verifyOIDs)(policy.oids, identity.oids);
        }
      }
    };
    exports.Verifier = Verifier2;
    function containsDupes(arr) {
      for (let i = 0; i < arr.length; i++) {
        for (let j = i + 1; j < arr.length; j++) {
          if ((0, util_1.isDeepStrictEqual)(arr[i], arr[j])) {
            return true;
          }
        }
      }
      return false;
    }
  }
});

// node_modules/@sigstore/verify/dist/index.js
var require_dist4 = __commonJS({
  "node_modules/@sigstore/verify/dist/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Verifier = exports.toTrustMaterial = exports.VerificationError = exports.PolicyError = exports.toSignedEntity = void 0;
    var bundle_1 = require_bundle();
    Object.defineProperty(exports, "toSignedEntity", { enumerable: true, get: function() {
      return bundle_1.toSignedEntity;
    } });
    var error_1 = require_error();
    Object.defineProperty(exports, "PolicyError", { enumerable: true, get: function() {
      return error_1.PolicyError;
    } });
    Object.defineProperty(exports, "VerificationError", { enumerable: true, get: function() {
      return error_1.VerificationError;
    } });
    var trust_1 = require_trust();
    Object.defineProperty(exports, "toTrustMaterial", { enumerable: true, get: function() {
      return trust_1.toTrustMaterial;
    } });
    var verifier_1 = require_verifier();
    Object.defineProperty(exports, "Verifier", { enumerable: true, get: function() {
      return verifier_1.Verifier;
    } });
  }
});

// src/core/verify-report.ts
function byCodeUnits(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function compareWithSigned(predicate, live) {
  const added = [];
  const removed = [];
  const changed = [];
  for (const name of Object.keys(predicate.toolDigests)) {
    if (!live.tools.has(name)) removed.push(name);
  }
  for (const [name, t] of live.tools) {
    if (!Object.hasOwn(predicate.toolDigests, name)) {
      added.push(name);
      continue;
    }
    if (predicate.toolDigests[name] === t.digest) continue;
    const signedFields = predicate.toolFieldDigests[name] ?? {};
    const liveFields = t.fields ?? {};
    const fields = SURFACE_FIELDS.filter((f) => signedFields[f] !== liveFields[f]);
    changed.push({ tool: name, fields });
  }
  added.sort(byCodeUnits);
  removed.sort(byCodeUnits);
  changed.sort((a, b) => byCodeUnits(a.tool, b.tool));
  return {
    match: predicate.manifestDigest === live.manifestDigest ? "same" : "different",
    signedManifestDigest: predicate.manifestDigest,
    liveManifestDigest: live.manifestDigest,
    added,
    removed,
    changed
  };
}
function changedToolNames(c) {
  return [...c.added, ...c.removed, ...c.changed.map((t) => t.tool)].sort(byCodeUnits);
}
function verifyReportJson(r) {
  return {
    verified: true,
    match: r.comparison.match,
    bundle: r.bundle,
    signer: r.signer,
    statement: r.statement,
    namespaceOwner: r.namespaceOwner ?? null,
    live: r.live,
    signedManifestDigest: r.comparison.signedManifestDigest,
    liveManifestDigest: r.comparison.liveManifestDigest,
    added: r.comparison.added,
    removed: r.comparison.removed,
    changed: r.comparison.changed
  };
}
function renderVerifyText(r) {
  const q = (s) => s === void 0 ? "(none)" : quoteForTerminal(s);
  const c = r.comparison;
  const lines = [
    `verified ${r.bundle}`,
    `  signer     ${q(r.signer.identity)}`,
    `  issuer     ${q(r.signer.issuer)}`
  ];
  if (r.signer.sourceRepository !== void 0) lines.push(`  repository ${q(r.signer.sourceRepository)}`);
  lines.push(
    `  statement  ${q(r.statement.server)} version ${q(r.statement.serverVersion)} revision ${r.statement.revision}`,
    `  namespace  ${r.namespaceOwner === void 0 ? "no io.github.<owner> rule applies" : `owner ${q(r.namespaceOwner)} matches the certificate`}`,
    `match: ${c.match}  (signed ${c.signedManifestDigest}, live ${c.liveManifestDigest}, ${r.live.toolCount} live tool${r.live.toolCount === 1 ? "" : "s"} from ${q(r.live.source)})`
  );
  for (const name of c.added) lines.push(`  added    ${q(name)}`);
  for (const name of c.removed) lines.push(`  removed  ${q(name)}`);
  for (const t of c.changed) lines.push(`  changed  ${q(t.tool)}: ${t.fields.join(", ")}`);
  return lines.join("\n") + "\n";
}
function renderVerifyMarkdown(r) {
  const c = r.comparison;
  const code = (s) => `<code>${mdText(s)}</code>`;
  const opt = (s) => s === void 0 ? "(none)" : code(s);
  const out = [
    `## toolseal verify: ${c.match === "same" ? "the live tools match the signed surface" : "the live tools differ from the signed surface"}`,
    "",
    "| | |",
    "|---|---|",
    `| match | **${c.match}** |`,
    `| server | ${code(r.statement.server)} version ${code(r.statement.serverVersion)}, revision ${r.statement.revision} |`,
    `| signer | ${opt(r.signer.identity)} |`,
    `| issuer | ${opt(r.signer.issuer)} |`,
    `| source repository | ${opt(r.signer.sourceRepository)} |`,
    `| signed manifest | ${code(c.signedManifestDigest)} |`,
    `| live manifest | ${code(c.liveManifestDigest)} (${r.live.toolCount} tools) |`
  ];
  if (c.added.length + c.removed.length + c.changed.length > 0) {
    out.push("", "| tool | change | fields |", "|---|---|---|");
    for (const name of c.added) out.push(`| ${code(name)} | added | |`);
    for (const name of c.removed) out.push(`| ${code(name)} | removed | |`);
    for (const t of c.changed) out.push(`| ${code(t.tool)} | changed | ${t.fields.map((f) => code(f)).join(", ")} |`);
  }
  return out.join("\n") + "\n";
}

// src/sigstore/verify.ts
var import_protobuf_specs = __toESM(require_dist(), 1);
import { createHash, createPublicKey } from "node:crypto";

// src/sigstore/prehashed.ts
import { constants, publicDecrypt } from "node:crypto";
function verifyPrehashedSha256(key, digest, signature, source) {
  if (digest.length !== 32) return false;
  if (key.asymmetricKeyType === "ec") {
    const jwk = key.export({ format: "jwk" });
    const curve2 = jwk.crv === "P-256" ? P256 : jwk.crv === "P-384" ? P384 : void 0;
    if (!curve2 || !jwk.x || !jwk.y) throw new ToolsealError("USAGE", `${source}: a sha256: digest cannot be verified with a ${jwk.crv ?? "unknown"} key; give the artifact file`);
    return ecdsaVerify(curve2, { x: bytesToBigInt(Buffer.from(jwk.x, "base64url")), y: bytesToBigInt(Buffer.from(jwk.y, "base64url")) }, digest, signature);
  }
  if (key.asymmetricKeyType === "rsa") {
    let recovered;
    try {
      recovered = publicDecrypt({ key, padding: constants.RSA_PKCS1_PADDING }, signature);
    } catch {
      return false;
    }
    return recovered.equals(Buffer.concat([SHA256_DIGEST_INFO, digest]));
  }
  throw new ToolsealError("USAGE", `${source}: a sha256: digest cannot be verified with a ${key.asymmetricKeyType ?? "unknown"} key; give the artifact file`);
}
var SHA256_DIGEST_INFO = Buffer.from("3031300d060960864801650304020105000420", "hex");
var P256 = curve(
  0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn,
  0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn,
  0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n,
  0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296n,
  0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5n
);
var P384 = curve(
  0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffffn,
  0xb3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aefn,
  0xffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973n,
  0xaa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7n,
  0x3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5fn
);
function curve(p, b, n, gx, gy) {
  const c = { p, a: p - 3n, b, n, g: { x: gx, y: gy } };
  if (!onCurve(c, c.g)) throw new Error("internal error: curve generator is not on the curve");
  return c;
}
function mod(a, m) {
  const r = a % m;
  return r < 0n ? r + m : r;
}
function inverse(a, m) {
  let [r0, r1] = [mod(a, m), m];
  let [s0, s1] = [1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  if (r0 !== 1n) throw new Error("internal error: not invertible");
  return mod(s0, m);
}
function onCurve(c, q) {
  if (q.x < 0n || q.x >= c.p || q.y < 0n || q.y >= c.p) return false;
  return mod(q.y * q.y - (q.x * q.x * q.x + c.a * q.x + c.b), c.p) === 0n;
}
function add(c, a, b) {
  if (a === null) return b;
  if (b === null) return a;
  let lambda;
  if (a.x === b.x) {
    if (mod(a.y + b.y, c.p) === 0n) return null;
    lambda = mod((3n * a.x * a.x + c.a) * inverse(2n * a.y, c.p), c.p);
  } else {
    lambda = mod((b.y - a.y) * inverse(b.x - a.x, c.p), c.p);
  }
  const x = mod(lambda * lambda - a.x - b.x, c.p);
  return { x, y: mod(lambda * (a.x - x) - a.y, c.p) };
}
function twoScalarMultiply(c, u1, q, u2) {
  const gq = add(c, c.g, q);
  let r = null;
  const bits = Math.max(u1.toString(2).length, u2.toString(2).length);
  for (let i = bits - 1; i >= 0; i--) {
    r = add(c, r, r);
    const b1 = u1 >> BigInt(i) & 1n;
    const b2 = u2 >> BigInt(i) & 1n;
    if (b1 && b2) r = add(c, r, gq);
    else if (b1) r = add(c, r, c.g);
    else if (b2) r = add(c, r, q);
  }
  return r;
}
function ecdsaVerify(c, q, digest, signature) {
  if (!onCurve(c, q)) return false;
  const rs = parseDerSignature(signature);
  if (!rs) return false;
  const { r, s } = rs;
  if (r < 1n || r >= c.n || s < 1n || s >= c.n) return false;
  const e = bytesToBigInt(digest);
  const w = inverse(s, c.n);
  const point = twoScalarMultiply(c, mod(e * w, c.n), q, mod(r * w, c.n));
  return point !== null && mod(point.x, c.n) === r;
}
function parseDerSignature(der) {
  let i = 0;
  const length = () => {
    const first = der[i++];
    if (first === void 0) return null;
    if (first < 128) return first;
    if (first !== 129) return null;
    const n = der[i++];
    return n === void 0 || n < 128 ? null : n;
  };
  const integer = () => {
    if (der[i++] !== 2) return null;
    const len = length();
    if (len === null || len === 0 || i + len > der.length) return null;
    const bytes = der.subarray(i, i + len);
    i += len;
    if (bytes[0] & 128) return null;
    if (len > 1 && bytes[0] === 0 && !(bytes[1] & 128)) return null;
    return bytesToBigInt(bytes);
  };
  if (der[i++] !== 48) return null;
  const seqLen = length();
  if (seqLen === null || i + seqLen !== der.length) return null;
  const r = integer();
  const s = integer();
  if (r === null || s === null || i !== der.length) return null;
  return { r, s };
}
function bytesToBigInt(bytes) {
  return bytes.length === 0 ? 0n : BigInt("0x" + Buffer.from(bytes).toString("hex"));
}

// src/sigstore/verify.ts
var import_bundle = __toESM(require_dist2(), 1);
var import_core = __toESM(require_dist3(), 1);
var import_verify = __toESM(require_dist4(), 1);
function parseBundle(text, source) {
  let doc;
  try {
    doc = parseJsonStrict(text, source);
  } catch (e) {
    throw new ToolsealError("INVALID_BUNDLE", `${source}: ${e.message}`, { cause: e });
  }
  try {
    return (0, import_bundle.bundleFromJSON)(doc);
  } catch (e) {
    const fields = e.fields;
    const which = Array.isArray(fields) && fields.length > 0 ? ` (missing or invalid: ${fields.slice(0, 5).join(", ")})` : "";
    throw new ToolsealError("INVALID_BUNDLE", `${source}: not a valid Sigstore bundle: ${e.message}${which}`, { cause: e });
  }
}
function verifyBundle(bundle, source, options) {
  const { artifact } = options;
  const material = bundle.verificationMaterial.content;
  let keyObject;
  if (options.publicKeyPem !== void 0) {
    if (material.$case !== "publicKey") {
      throw new ToolsealError("SIGNATURE_INVALID", `${source}: signed with a certificate, not the key given with --key`);
    }
    try {
      keyObject = createPublicKey(options.publicKeyPem);
    } catch (e) {
      throw new ToolsealError("USAGE", `--key is not a PEM public key: ${e.message}`, { cause: e });
    }
  } else if (material.$case === "publicKey") {
    throw new ToolsealError("SIGNATURE_INVALID", `${source}: signed with a key (hint ${JSON.stringify(material.publicKey.hint)}), not a certificate (verify-bundle --key checks key-signed bundles)`);
  }
  let entity;
  try {
    entity = (0, import_verify.toSignedEntity)(bundle, artifact.kind === "bytes" ? Buffer.from(artifact.bytes) : void 0);
  } catch (e) {
    throw new ToolsealError("INVALID_BUNDLE", `${source}: ${e.message}`, { cause: e });
  }
  if (bundle.content.$case === "messageSignature") {
    if (artifact.kind === "none") throw new ToolsealError("USAGE", `${source}: a message-signature bundle needs the artifact it signs`);
    if (artifact.kind === "sha256") entity = { ...entity, signature: prehashedContent(bundle.content.messageSignature, artifact.digest, source) };
  }
  let trust;
  try {
    trust = (0, import_verify.toTrustMaterial)(
      options.trustedRoot.root,
      keyObject === void 0 ? void 0 : () => ({ publicKey: keyObject, validFor: () => true })
    );
  } catch (e) {
    throw new ToolsealError("INVALID_TRUSTED_ROOT", `${options.trustedRoot.source}: ${e.message}`, { cause: e });
  }
  try {
    new import_verify.Verifier(trust).verify(entity);
  } catch (e) {
    if (e instanceof ToolsealError) throw e;
    throw new ToolsealError("SIGNATURE_INVALID", `${source}: ${e.message} (trusted root: ${options.trustedRoot.source})`, { cause: e });
  }
  checkProofsAgainstCheckpoints(bundle, source);
  let dsse;
  if (bundle.content.$case === "dsseEnvelope") {
    const env = bundle.content.dsseEnvelope;
    dsse = { payloadType: env.payloadType, payload: new Uint8Array(env.payload) };
    if (artifact.kind !== "none") checkInTotoSubject(dsse, artifact, source);
  }
  const signer = entity.key.$case === "certificate" ? signerIdentityOfCertificate(entity.key.certificate) : void 0;
  return { bundle, signer, dsse };
}
function prehashedContent(ms, digest, source) {
  const algorithm = ms.messageDigest?.algorithm;
  if (algorithm !== import_protobuf_specs.HashAlgorithm.SHA2_256 && algorithm !== import_protobuf_specs.HashAlgorithm.HASH_ALGORITHM_UNSPECIFIED) {
    throw new ToolsealError("USAGE", `${source}: the bundle's message digest is not SHA-256; verify it against the artifact file`);
  }
  const given = Buffer.from(digest);
  const signature = Buffer.from(ms.signature);
  const same = (d) => d.length === given.length && d.equals(given) && Buffer.from(ms.messageDigest?.digest ?? []).equals(given);
  return {
    signature,
    compareSignature: (sig) => Buffer.from(sig).equals(signature),
    compareDigest: same,
    compareSignedDigest: same,
    verifySignature: (key) => verifyPrehashedSha256(key, given, signature, source)
  };
}
function checkProofsAgainstCheckpoints(bundle, source) {
  bundle.verificationMaterial.tlogEntries.forEach((entry, i) => {
    const proof = entry.inclusionProof;
    if (!proof) return;
    const [, size, root] = (proof.checkpoint?.envelope ?? "").split("\n");
    if (size !== String(proof.treeSize) || root !== Buffer.from(proof.rootHash).toString("base64")) {
      throw new ToolsealError("SIGNATURE_INVALID", `${source}: transparency log entry ${i}: the inclusion proof's root hash or tree size is not the signed checkpoint's`);
    }
  });
}
function checkInTotoSubject(dsse, artifact, source) {
  const hex = artifact.kind === "bytes" ? createHash("sha256").update(artifact.bytes).digest("hex") : Buffer.from(artifact.digest).toString("hex");
  if (dsse.payloadType !== "application/vnd.in-toto+json") {
    throw new ToolsealError("SIGNATURE_INVALID", `${source}: DSSE payload type ${JSON.stringify(dsse.payloadType)} names no subject to check the artifact against`);
  }
  let statement;
  try {
    statement = parseJsonStrict(Buffer.from(dsse.payload).toString("utf8"), `${source}: DSSE payload`);
  } catch (e) {
    throw new ToolsealError("SIGNATURE_INVALID", `${source}: DSSE payload is not JSON`, { cause: e });
  }
  const subjects = statement.subject;
  const found = Array.isArray(subjects) && subjects.some((s) => typeof s === "object" && s !== null && s.digest?.sha256 === hex);
  if (!found) throw new ToolsealError("SIGNATURE_INVALID", `${source}: the artifact (sha256:${hex}) is not a subject of the signed statement`);
}
function signerIdentityOfCertificate(cert) {
  const extensions = [];
  for (const ext of cert.extensions) {
    const oid = ext.subs[0]?.toOID();
    const value = ext.subs[ext.subs.length - 1]?.value;
    if (oid !== void 0 && value !== void 0) extensions.push({ oid, value: new Uint8Array(value) });
  }
  return signerIdentityOf(cert.subjectAltName, extensions);
}
function parseSha256Artifact(text) {
  const m = /^sha256:([0-9a-fA-F]{64})$/.exec(text);
  return m ? { kind: "sha256", digest: new Uint8Array(Buffer.from(m[1], "hex")) } : void 0;
}

// src/run/verify.ts
function runVerifyBundle(inputs) {
  if (inputs.policy === void 0 === (inputs.publicKeyPem === void 0)) {
    throw new ToolsealError("USAGE", "give --certificate-identity with --certificate-oidc-issuer, or --key, not both or neither");
  }
  const bundle = parseBundle(inputs.bundleText, inputs.bundleSource);
  const verified = verifyBundle(bundle, inputs.bundleSource, {
    trustedRoot: inputs.trustedRoot,
    artifact: inputs.artifact,
    publicKeyPem: inputs.publicKeyPem
  });
  if (inputs.policy) checkIdentity(requireSigner(verified, inputs.bundleSource), inputs.policy);
  return verified;
}
function requireSigner(v, source) {
  if (!v.signer) throw new ToolsealError("UNTRUSTED_SIGNER", `${source}: has no signing certificate to check the identity of`);
  return v.signer;
}
function verifySignedStatement(inputs) {
  const bundle = parseBundle(inputs.bundleText, inputs.bundleSource);
  let artifact = { kind: "none" };
  if (bundle.content.$case === "messageSignature") {
    const digest = bundle.content.messageSignature.messageDigest?.digest;
    if (!digest || digest.length !== 32) {
      throw new ToolsealError("STATEMENT_INVALID", `${inputs.bundleSource}: a message signature without a SHA-256 digest, not a DSSE envelope holding a statement`);
    }
    artifact = { kind: "sha256", digest: new Uint8Array(digest) };
  }
  const verified = verifyBundle(bundle, inputs.bundleSource, { trustedRoot: inputs.trustedRoot, artifact });
  const signer = requireSigner(verified, inputs.bundleSource);
  checkIdentity(signer, inputs.policy);
  const dsse = verified.dsse;
  const payloadText = dsse ? decodeUtf8(dsse.payload) : void 0;
  const claimedServer = payloadText === void 0 ? void 0 : serverNameOf(payloadText);
  const namespaceOwner = claimedServer === void 0 ? void 0 : checkNamespace(claimedServer, signer);
  if (!dsse) throw new ToolsealError("STATEMENT_INVALID", `${inputs.bundleSource}: a message signature, not a DSSE envelope holding a statement`);
  if (dsse.payloadType !== IN_TOTO_PAYLOAD_TYPE) {
    throw new ToolsealError("STATEMENT_INVALID", `${inputs.bundleSource}: DSSE payload type is ${JSON.stringify(dsse.payloadType)}, not ${IN_TOTO_PAYLOAD_TYPE}`);
  }
  if (payloadText === void 0) throw new ToolsealError("STATEMENT_INVALID", `${inputs.bundleSource}: the DSSE payload is not UTF-8`);
  const statement = parseStatement(payloadText, `${inputs.bundleSource}: statement`, "STATEMENT_INVALID");
  if (statement.predicate.server !== claimedServer) {
    throw new ToolsealError("STATEMENT_INVALID", `${inputs.bundleSource}: the statement's server name could not be read consistently`);
  }
  if (inputs.serverName !== void 0 && statement.predicate.server !== inputs.serverName) {
    throw new ToolsealError(
      "SERVER_NAME_MISMATCH",
      `${inputs.bundleSource}: signed for server ${JSON.stringify(statement.predicate.server)}, not ${JSON.stringify(inputs.serverName)}`
    );
  }
  if (inputs.minRevision !== void 0 && statement.predicate.revision < inputs.minRevision) {
    throw new ToolsealError(
      "REVISION_ROLLBACK",
      `${inputs.bundleSource}: signed revision ${statement.predicate.revision} is below --min-revision ${inputs.minRevision}`
    );
  }
  return { verified, signer, statement, namespaceOwner };
}
async function runVerify(inputs, deps) {
  const { signer, statement, namespaceOwner } = verifySignedStatement(inputs);
  const snapshot = await deps.snapshot();
  const live = digestTools(snapshot.tools, { fields: true });
  return {
    bundle: inputs.bundleSource,
    signer: {
      identity: signer.san,
      issuer: issuerOf(signer),
      sourceRepository: signer.extensions[FULCIO_OID.SOURCE_REPOSITORY_URI],
      sourceRepositoryOwner: signer.extensions[FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI]
    },
    statement: {
      server: statement.predicate.server,
      serverVersion: statement.predicate.serverVersion,
      revision: statement.predicate.revision,
      manifestDigest: statement.predicate.manifestDigest
    },
    namespaceOwner,
    live: { server: snapshot.server, source: deps.liveSource, toolCount: live.tools.size },
    comparison: compareWithSigned(statement.predicate, live)
  };
}
function decodeUtf8(bytes) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return void 0;
  }
}
function serverNameOf(payloadText) {
  try {
    const doc = parseJsonStrict(payloadText, "statement");
    return typeof doc?.predicate?.server === "string" ? doc.predicate.server : void 0;
  } catch {
    return void 0;
  }
}
function identityPolicyOf(identity, regexp, issuer) {
  if (identity === void 0 === (regexp === void 0)) {
    throw new ToolsealError("USAGE", "give certificate-identity or certificate-identity-regexp (exactly one)");
  }
  if (identity === "") throw new ToolsealError("USAGE", "certificate-identity must not be empty");
  if (regexp !== void 0) wholeStringRegExp(regexp);
  return {
    issuer: issuer ?? GITHUB_ACTIONS_ISSUER,
    identity: regexp !== void 0 ? { kind: "regexp", pattern: regexp } : { kind: "exact", san: identity }
  };
}
function minRevisionOf(text) {
  if (text === void 0 || text === "") return void 0;
  if (!/^[1-9][0-9]{0,14}$/.test(text)) throw new ToolsealError("USAGE", `min-revision takes a positive integer, not ${JSON.stringify(text)}`);
  return Number(text);
}
function describeServerSpec(spec) {
  switch (spec.kind) {
    case "snapshot":
      return spec.file;
    case "stdio":
      return spec.command;
    case "url": {
      try {
        return new URL(spec.url).origin;
      } catch {
        return "a URL";
      }
    }
    case "config":
      return `${spec.file}${spec.server ? ` (${spec.server})` : ""}`;
  }
}

export {
  compareWithSigned,
  changedToolNames,
  verifyReportJson,
  renderVerifyText,
  renderVerifyMarkdown,
  parseBundle,
  verifyBundle,
  parseSha256Artifact,
  runVerifyBundle,
  verifySignedStatement,
  runVerify,
  identityPolicyOf,
  minRevisionOf,
  describeServerSpec
};
