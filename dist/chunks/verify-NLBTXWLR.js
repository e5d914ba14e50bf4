#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-2LPZ5N3K.js";
import "./chunk-TO26JURJ.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-CH3OSZNM.js";
import "./chunk-5RGX5MIQ.js";
import "./chunk-KDFEISS4.js";
import "./chunk-W2SVUUR6.js";
import "./chunk-ZWUZ5AYI.js";
import "./chunk-5U4ZAQTH.js";
import "./chunk-EFISWI7Y.js";
import "./chunk-GJGWUCU6.js";
import "./chunk-32BVRGQ6.js";
import "./chunk-5AXEYW3Q.js";
import "./chunk-3VW3PRHK.js";
import "./chunk-HBW537UW.js";
import "./chunk-LTUN2ZE5.js";
import "./chunk-QGYRTDA5.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
};
