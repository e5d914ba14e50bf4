#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  argumentValueSecrets,
  describeServer,
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-F62GIFOL.js";
import "./chunk-QFK5MS65.js";
import "./chunk-E32JJZ4E.js";
import "./chunk-I4OOMIOW.js";
import "./chunk-HAJ4UKSE.js";
import "./chunk-HX7TSSM3.js";
import "./chunk-QD2GRIM4.js";
import "./chunk-43WI5P3V.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-E74L5AIT.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-JKMPRQVQ.js";
import "./chunk-BEAUKKU2.js";
import "./chunk-MDKVLUSN.js";
import "./chunk-CQIRURB7.js";
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
