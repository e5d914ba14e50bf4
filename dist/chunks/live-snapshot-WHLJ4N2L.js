#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  argumentValueSecrets,
  describeServer,
  snapshotLiveServer
} from "./chunk-XS2AZFII.js";
import "./chunk-OAF5PTSN.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-ZJAOUQHE.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-JJ2MYPIP.js";
import "./chunk-EPNPETOJ.js";
import "./chunk-T6GRD6ZC.js";
import "./chunk-P25ZVLCS.js";
import "./chunk-SIYGQJDO.js";
import "./chunk-2HPGVTBN.js";
import "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";
export {
  argumentValueSecrets,
  describeServer,
  snapshotLiveServer
};
