#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-7NIRDUE4.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-WXOSPJTV.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-QTK7C3QX.js";
import "./chunk-W36RU3V6.js";
import "./chunk-77K3TFLF.js";
import "./chunk-YFK6LEO5.js";
import "./chunk-22TPVHHH.js";
import "./chunk-XWEAJENA.js";
import "./chunk-TUDNXTXQ.js";
import "./chunk-KRVWKGZX.js";
import "./chunk-U3W6OFVD.js";
import "./chunk-4FJABAFK.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-ZQXA7MAC.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
};
