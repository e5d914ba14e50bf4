#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  attestationScopeOf,
  beforeDeadline,
  commandDeadline,
  describeAttestationStore,
  describeServerSpec,
  identityPolicyOf,
  minRevisionOf,
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  signerPolicyOf,
  verifySignedStatement
} from "./chunk-26UBKVNI.js";
import "./chunk-TXJXA46H.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-7EXAUHJX.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-6T5I6UZS.js";
import "./chunk-S3J73QJT.js";
import "./chunk-ILD65ISY.js";
import "./chunk-O7DCC2E6.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-WNEI4P2X.js";
import "./chunk-CQIRURB7.js";
import "./chunk-76PUMR7X.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-2QS75RZX.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  attestationScopeOf,
  beforeDeadline,
  commandDeadline,
  describeAttestationStore,
  describeServerSpec,
  identityPolicyOf,
  minRevisionOf,
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  signerPolicyOf,
  verifySignedStatement
};
