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
} from "./chunk-RLV7BASF.js";
import "./chunk-S5VKIZXZ.js";
import "./chunk-5S2HUJT6.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-HBF3XHRI.js";
import "./chunk-FPXI75YM.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-YGK6MCN3.js";
import "./chunk-WZEANY4X.js";
import "./chunk-WX4SIBHV.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-E74L5AIT.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-TKPX5UVQ.js";
import "./chunk-KYYMPISO.js";
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
