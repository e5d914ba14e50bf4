#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  argumentValueSecrets,
  describeServer,
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-Q7LSAREH.js";
import "./chunk-E6QASZBB.js";
import "./chunk-QBM3DTB7.js";
import "./chunk-NVPOIACU.js";
import "./chunk-HAJ4UKSE.js";
import "./chunk-HX7TSSM3.js";
import "./chunk-3PPNCT2H.js";
import "./chunk-43WI5P3V.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-E74L5AIT.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-JKMPRQVQ.js";
import "./chunk-BEAUKKU2.js";
import "./chunk-TKPX5UVQ.js";
import "./chunk-KYYMPISO.js";
import "./chunk-DRAABODI.js";
import "./chunk-IRQGO3E3.js";
import "./chunk-2QS75RZX.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  argumentValueSecrets,
  describeServer,
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
