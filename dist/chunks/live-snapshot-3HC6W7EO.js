#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-44RVLU5K.js";
import "./chunk-7CL5NKMT.js";
import "./chunk-QAWAVAJS.js";
import "./chunk-6UI6J7IW.js";
import "./chunk-JMFE53JP.js";
import "./chunk-IRY6XZ7U.js";
import "./chunk-UHGJSWIS.js";
import "./chunk-FY2EHMMK.js";
import "./chunk-CZ33CYT5.js";
import "./chunk-PB74NMBC.js";
import "./chunk-NESRRQKI.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-ANOPKIBZ.js";
import "./chunk-NAVUWDQG.js";
import "./chunk-TUDNXTXQ.js";
import "./chunk-QEBQHWYO.js";
import "./chunk-YMYCUUSM.js";
import "./chunk-DAESLNVL.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-RSR2NPFO.js";
import "./chunk-VH7XNBUT.js";
import "./chunk-7A2JA334.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
