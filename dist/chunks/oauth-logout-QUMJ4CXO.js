#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-ZJLZQFJX.js";
import "./chunk-JMFE53JP.js";
import {
  forgetOAuth
} from "./chunk-U7SP6HRI.js";
import "./chunk-QYYXDIFC.js";
import "./chunk-6HRYEFYW.js";
import {
  escapeForTerminal
} from "./chunk-SBWAAWYT.js";
import "./chunk-HL6XLGMR.js";
import "./chunk-RGJ45JDJ.js";
import "./chunk-R6YOWKZS.js";
import "./chunk-TNXUU5SN.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-2DTNLWI7.js";
import "./chunk-P4KGYLL3.js";
import "./chunk-LVLWJUM5.js";
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
