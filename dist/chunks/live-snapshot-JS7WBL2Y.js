#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  describeServer,
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-UNZWHVCD.js";
import "./chunk-T5CWYYUC.js";
import "./chunk-H5VUS6DJ.js";
import "./chunk-3IYDXFL2.js";
import "./chunk-E74L5AIT.js";
import "./chunk-IJVFJBIG.js";
import "./chunk-JMFE53JP.js";
import "./chunk-UUCFPUJN.js";
import "./chunk-2JV2ACHX.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-3WNR4UNQ.js";
import "./chunk-HL6XLGMR.js";
import "./chunk-BAJZQREK.js";
import "./chunk-RNTVQBEW.js";
import "./chunk-FC6CDBP2.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-2DTNLWI7.js";
import "./chunk-P4KGYLL3.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  describeServer,
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
