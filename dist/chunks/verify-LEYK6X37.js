#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-IQQZMZJR.js";
import "./chunk-SQGMA4XI.js";
import "./chunk-BNQXBAXV.js";
import "./chunk-NEJF34UO.js";
import "./chunk-GT7CQQIC.js";
import "./chunk-6T5I6UZS.js";
import "./chunk-S3J73QJT.js";
import "./chunk-Y2L75A2A.js";
import "./chunk-O7DCC2E6.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-RGJ45JDJ.js";
import "./chunk-R6YOWKZS.js";
import "./chunk-TNXUU5SN.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-P4KGYLL3.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
};
