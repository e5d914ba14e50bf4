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
} from "./chunk-EXNBUXD3.js";
import "./chunk-J35C5XP4.js";
import "./chunk-M5SK22EA.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-WX4SIBHV.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-2YY3ZO3O.js";
import "./chunk-NHWUEQ4U.js";
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
