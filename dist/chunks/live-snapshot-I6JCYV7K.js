#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-WDTNCS42.js";
import "./chunk-2EK2CFU3.js";
import "./chunk-NDXKVZGU.js";
import "./chunk-ZZLQO3GL.js";
import "./chunk-E74L5AIT.js";
import "./chunk-IJVFJBIG.js";
import "./chunk-JMFE53JP.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-QYYXDIFC.js";
import "./chunk-6HRYEFYW.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-5WEVQQK3.js";
import "./chunk-HL6XLGMR.js";
import "./chunk-RGJ45JDJ.js";
import "./chunk-R6YOWKZS.js";
import "./chunk-TNXUU5SN.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-2DTNLWI7.js";
import "./chunk-P4KGYLL3.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
