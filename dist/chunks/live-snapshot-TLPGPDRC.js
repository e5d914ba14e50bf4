#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-4P2UTUZ2.js";
import "./chunk-RKOQI6F6.js";
import "./chunk-T4YSMXZI.js";
import "./chunk-V3J6TBUR.js";
import "./chunk-7RLMBLVP.js";
import "./chunk-WJCMUN64.js";
import "./chunk-6UAB3CQ3.js";
import "./chunk-QGAD6JC7.js";
import "./chunk-VCZRACRA.js";
import "./chunk-67AH6TGB.js";
import "./chunk-CJQCRCLH.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-EFISWI7Y.js";
import "./chunk-HV23MNIH.js";
import "./chunk-5XTFMSJV.js";
import "./chunk-GJGWUCU6.js";
import "./chunk-32BVRGQ6.js";
import "./chunk-5AXEYW3Q.js";
import "./chunk-3VW3PRHK.js";
import "./chunk-HBW537UW.js";
import "./chunk-LTUN2ZE5.js";
import "./chunk-KJFRI3PB.js";
import "./chunk-QGYRTDA5.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
