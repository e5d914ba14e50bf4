#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-VHPCBYXK.js";
import "./chunk-HM5R2HPS.js";
import "./chunk-JMFE53JP.js";
import {
  forgetOAuth
} from "./chunk-VQ32CKB4.js";
import "./chunk-UHGJSWIS.js";
import "./chunk-FY2EHMMK.js";
import "./chunk-CZ33CYT5.js";
import "./chunk-PB74NMBC.js";
import {
  escapeForTerminal
} from "./chunk-XWEAJENA.js";
import "./chunk-NAVUWDQG.js";
import "./chunk-QEBQHWYO.js";
import "./chunk-YMYCUUSM.js";
import "./chunk-DAESLNVL.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-RSR2NPFO.js";
import "./chunk-VH7XNBUT.js";
import "./chunk-7A2JA334.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/oauth-logout.ts
async function forgetOAuthFromArgs(ctx) {
  for (const { server, forgot } of await forgetOAuth(serverSpecFromArgs(ctx), ctx.io.env)) {
    ctx.io.stderr(`toolseal: ${escapeForTerminal(server)}: ${forgot ? "forgot the cached OAuth tokens" : "no cached OAuth tokens"}
`);
  }
}
export {
  forgetOAuthFromArgs
};
