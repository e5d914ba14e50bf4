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
} from "./chunk-7QDQ7PLG.js";
import "./chunk-TRMBNDTK.js";
import "./chunk-ZRWW7Q3I.js";
import "./chunk-E3DKO46M.js";
import "./chunk-J74BK7HQ.js";
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
