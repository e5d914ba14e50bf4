#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  argumentValueSecrets,
  describeServer,
  snapshotLiveServer
} from "./chunk-FWGUUUXL.js";
import "./chunk-OAF5PTSN.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-NJCV2FDO.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-JJ2MYPIP.js";
import "./chunk-EPNPETOJ.js";
import "./chunk-D2XH5KG2.js";
import "./chunk-43V7QVG4.js";
import "./chunk-WDWOWFX7.js";
import "./chunk-2HPGVTBN.js";
import "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";
export {
  argumentValueSecrets,
  describeServer,
  snapshotLiveServer
};
