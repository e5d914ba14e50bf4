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
} from "./chunk-7KA67JUF.js";
import "./chunk-FY2EHMMK.js";
import "./chunk-CZ33CYT5.js";
import "./chunk-QTK7C3QX.js";
import "./chunk-W36RU3V6.js";
import "./chunk-ZQXA7MAC.js";
import "./chunk-UAZ5W6EW.js";
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
