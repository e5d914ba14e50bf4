#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
} from "./chunk-RUD4AXFP.js";
import "./chunk-KWKPRGAY.js";
import "./chunk-BRYMRV5T.js";
import "./chunk-T47HVGCK.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-QP5WIZYT.js";
import "./chunk-2ENW7BQH.js";
import "./chunk-PBRJUE4N.js";
import "./chunk-77K3TFLF.js";
import "./chunk-XWEAJENA.js";
import "./chunk-IDK53B6O.js";
import "./chunk-RNOPSG3B.js";
import "./chunk-PHPG77PG.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-YQXWJDBB.js";
import "./chunk-4YRPRKON.js";
import "./chunk-U7PF666Q.js";
export {
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifySignedStatement
};
