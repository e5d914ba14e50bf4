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
} from "./chunk-VTRECLPA.js";
import "./chunk-KD26RXY4.js";
import "./chunk-34YKRJLW.js";
import "./chunk-OTZS2U2R.js";
import "./chunk-7JICDLCD.js";
import "./chunk-6KODLIBV.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-D7T76A33.js";
import "./chunk-WX4SIBHV.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-ZDJUH5WF.js";
import "./chunk-SAY3NVCF.js";
import "./chunk-EWO2VB5N.js";
import "./chunk-DDWG5DLN.js";
import "./chunk-JJZDEYRX.js";
import "./chunk-BCG4PZKS.js";
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
