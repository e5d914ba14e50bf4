#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-ZVEMXGEB.js";
import "./chunk-JMFE53JP.js";
import {
  forgetOAuth
} from "./chunk-SZPF6FSI.js";
import "./chunk-OS65BR55.js";
import {
  escapeForTerminal
} from "./chunk-SBWAAWYT.js";
import "./chunk-HL6XLGMR.js";
import "./chunk-WNEI4P2X.js";
import "./chunk-CQIRURB7.js";
import "./chunk-76PUMR7X.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-IRQGO3E3.js";
import "./chunk-2QS75RZX.js";
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
