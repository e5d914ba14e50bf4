#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  argumentValueSecrets,
  describeServer,
  snapshotLiveServer
} from "./chunk-2MIM47RC.js";
import "./chunk-GVME57VM.js";
import "./chunk-4ZG2KKUS.js";
import "./chunk-4PI67WDF.js";
import "./chunk-D7T76A33.js";
import "./chunk-HX7TSSM3.js";
import "./chunk-OQABXVUD.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-ZSSEV6OS.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-RLUJ3I4E.js";
import "./chunk-GABF7YLR.js";
import "./chunk-ZDJUH5WF.js";
import "./chunk-SAY3NVCF.js";
import "./chunk-EWO2VB5N.js";
import "./chunk-DDWG5DLN.js";
import "./chunk-JJZDEYRX.js";
import "./chunk-BCG4PZKS.js";
import "./chunk-U7PF666Q.js";
export {
  argumentValueSecrets,
  describeServer,
  snapshotLiveServer
};
