#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  attestationScopeOf,
  describeAttestationStore,
  describeServerSpec,
  identityPolicyOf,
  minRevisionOf,
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  signerPolicyOf,
  verifySignedStatement
} from "./chunk-QKYPYYPD.js";
import "./chunk-J35C5XP4.js";
import "./chunk-A4WJ7DAG.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-WX4SIBHV.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-T6GRD6ZC.js";
import "./chunk-P25ZVLCS.js";
import "./chunk-2HPGVTBN.js";
import "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";
export {
  attestationScopeOf,
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
