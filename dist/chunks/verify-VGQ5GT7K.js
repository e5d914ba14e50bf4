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
} from "./chunk-4HSUJELA.js";
import "./chunk-BHH3JFQI.js";
import "./chunk-PIZZB3NG.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-WX4SIBHV.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-LUX5HS4C.js";
import "./chunk-Q5VJONMS.js";
import "./chunk-JRX2J65D.js";
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
