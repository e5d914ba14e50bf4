#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-EHX5I2UR.js";
import "./chunk-VBUZNIHJ.js";
import "./chunk-X6X2PXID.js";
import "./chunk-3KAV3J5J.js";
import "./chunk-JMFE53JP.js";
import "./chunk-IXT3EW7H.js";
import "./chunk-ELRIPUBX.js";
import "./chunk-FY2EHMMK.js";
import "./chunk-CZ33CYT5.js";
import "./chunk-3I25L7QB.js";
import "./chunk-CJQCRCLH.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-JRFDDZ45.js";
import "./chunk-RFDCZAQO.js";
import "./chunk-TUDNXTXQ.js";
import "./chunk-7VRE6OUX.js";
import "./chunk-SS3PQZBW.js";
import "./chunk-G6O642FT.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-5AYXBBSV.js";
import "./chunk-A6VTAEHM.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
