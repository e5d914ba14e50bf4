#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-LIKPSNAP.js";
import "./chunk-TTRNSMVM.js";
import "./chunk-JMFE53JP.js";
import "./chunk-57VFICA3.js";
import "./chunk-AXCTG6AC.js";
import "./chunk-ZW34SDBI.js";
import "./chunk-PIB7R2AN.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-MOS3NPBD.js";
import "./chunk-BNL4KH2J.js";
import "./chunk-EXI6RD3D.js";
import "./chunk-XWEAJENA.js";
import "./chunk-KZT2T64Z.js";
import "./chunk-YR4GKCYA.js";
import "./chunk-XPHSPXNA.js";
import "./chunk-BE5RWR6R.js";
import "./chunk-7CC65GER.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-HI3NE2TR.js";
import "./chunk-2KVDCRJB.js";
import "./chunk-5C6DIG5I.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
