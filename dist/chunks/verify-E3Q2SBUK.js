#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-4S4NVXNQ.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-4CQEIZT3.js";
import "./chunk-5CZKILJS.js";
import "./chunk-W36RU3V6.js";
import "./chunk-77K3TFLF.js";
import "./chunk-IT56LDXI.js";
import "./chunk-22TPVHHH.js";
import "./chunk-XWEAJENA.js";
import "./chunk-TUDNXTXQ.js";
import "./chunk-7VRE6OUX.js";
import "./chunk-SS3PQZBW.js";
import "./chunk-G6O642FT.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-A6VTAEHM.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
};
