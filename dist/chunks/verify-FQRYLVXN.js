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
} from "./chunk-SVLSKLFV.js";
import "./chunk-NEJF34UO.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-EIKOOZFN.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-6T5I6UZS.js";
import "./chunk-S3J73QJT.js";
import "./chunk-APKN5X5W.js";
import "./chunk-O7DCC2E6.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-BAJZQREK.js";
import "./chunk-RNTVQBEW.js";
import "./chunk-FC6CDBP2.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-P4KGYLL3.js";
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
