#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  argumentValueSecrets,
  describeServer,
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-M42VDRXP.js";
import "./chunk-LX2DQJYQ.js";
import "./chunk-5VTXJGFF.js";
import "./chunk-PAH4LQKZ.js";
import "./chunk-ZFDYRDXR.js";
import "./chunk-HX7TSSM3.js";
import "./chunk-YTFINCFQ.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-UIP7XYBT.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-UXKIUZXO.js";
import "./chunk-F6VEFNZ2.js";
import "./chunk-UCKUHLZO.js";
import "./chunk-WRJAEJUV.js";
import "./chunk-7VE3NFVE.js";
import "./chunk-C24GIXSF.js";
import "./chunk-GAFI6HQC.js";
import "./chunk-C3AUUPBY.js";
import "./chunk-U7PF666Q.js";
export {
  argumentValueSecrets,
  describeServer,
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
