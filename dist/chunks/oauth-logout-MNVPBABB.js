#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-GFB5DPVO.js";
import "./chunk-JMFE53JP.js";
import {
  forgetOAuth
} from "./chunk-CUJMJOTC.js";
import "./chunk-UUCFPUJN.js";
import {
  escapeForTerminal
} from "./chunk-SBWAAWYT.js";
import "./chunk-HL6XLGMR.js";
import "./chunk-BAJZQREK.js";
import "./chunk-RNTVQBEW.js";
import "./chunk-FC6CDBP2.js";
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
