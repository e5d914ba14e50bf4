#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-RIGIQWLX.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-M4XCXHO5.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-PREDAVGZ.js";
import "./chunk-FYVDUVEN.js";
import "./chunk-77K3TFLF.js";
import "./chunk-UXBQ766G.js";
import "./chunk-5L7XJ3AW.js";
import "./chunk-XWEAJENA.js";
import "./chunk-TUDNXTXQ.js";
import "./chunk-QEBQHWYO.js";
import "./chunk-YMYCUUSM.js";
import "./chunk-DAESLNVL.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-VH7XNBUT.js";
import "./chunk-7A2JA334.js";
import "./chunk-U7PF666Q.js";
export {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
};
