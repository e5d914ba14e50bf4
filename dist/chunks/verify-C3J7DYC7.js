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
} from "./chunk-NJWNX2PF.js";
import "./chunk-AREEDS52.js";
import "./chunk-5S2HUJT6.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-ADFCV2AQ.js";
import "./chunk-FPXI75YM.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-SZYG3JLW.js";
import "./chunk-WZEANY4X.js";
import "./chunk-O7DCC2E6.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-E74L5AIT.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-MDKVLUSN.js";
import "./chunk-CQIRURB7.js";
import "./chunk-DRAABODI.js";
import "./chunk-IRQGO3E3.js";
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
