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
  signerPolicyOf
} from "./chunk-TO6VYTDQ.js";
import "./chunk-RRFLHCYX.js";
import "./chunk-7JX7CP5M.js";
import "./chunk-2KVDCRJB.js";
import "./chunk-5C6DIG5I.js";
import "./chunk-U7PF666Q.js";
export {
  attestationScopeOf,
  beforeDeadline,
  commandDeadline,
  describeAttestationStore,
  describeServerSpec,
  identityPolicyOf,
  minRevisionOf,
  signerPolicyOf
};
