#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-7XUPUZWC.js";
import "./chunk-FFOL67KS.js";
import "./chunk-JMFE53JP.js";
import "./chunk-3Y5AJ4NO.js";
import "./chunk-ZUI3UJAJ.js";
import "./chunk-G32FCWOI.js";
import "./chunk-SCZ23VKK.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-NG6TOMT4.js";
import "./chunk-BNL4KH2J.js";
import "./chunk-XWEAJENA.js";
import "./chunk-WPQH5GS3.js";
import "./chunk-YKAD4UVX.js";
import "./chunk-D6VVRVLA.js";
import "./chunk-S6DMFF7I.js";
import "./chunk-V5UAH45X.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-XIZNOA57.js";
import "./chunk-E3DKO46M.js";
import "./chunk-J74BK7HQ.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
