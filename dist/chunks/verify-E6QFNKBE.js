#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-2EWGIJ5H.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-OGJBU4X6.js";
import "./chunk-TRMBNDTK.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-ZRWW7Q3I.js";
import "./chunk-2KZPEVGS.js";
import "./chunk-EF2Z3QHV.js";
import "./chunk-77K3TFLF.js";
import "./chunk-XWEAJENA.js";
import "./chunk-D6VVRVLA.js";
import "./chunk-S6DMFF7I.js";
import "./chunk-V5UAH45X.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-E3DKO46M.js";
import "./chunk-J74BK7HQ.js";
import "./chunk-U7PF666Q.js";
export {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
};
