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
} from "./chunk-MJZVKNFO.js";
import "./chunk-VBYBUPX3.js";
import "./chunk-3MTAZCBZ.js";
import "./chunk-LTAJAGC4.js";
import "./chunk-VOXGEVP7.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-6B2M5JDL.js";
import "./chunk-A6BNXDSE.js";
import "./chunk-ZFDYRDXR.js";
import "./chunk-WX4SIBHV.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-UCKUHLZO.js";
import "./chunk-WRJAEJUV.js";
import "./chunk-7VE3NFVE.js";
import "./chunk-C24GIXSF.js";
import "./chunk-GAFI6HQC.js";
import "./chunk-C3AUUPBY.js";
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
