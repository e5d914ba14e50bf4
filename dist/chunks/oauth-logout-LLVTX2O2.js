#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-ERZOHCDE.js";
import {
  forgetOAuth
} from "./chunk-MPASBNAK.js";
import "./chunk-NJCV2FDO.js";
import {
  escapeForTerminal
} from "./chunk-FWTDHL3Z.js";
import "./chunk-EPNPETOJ.js";
import "./chunk-D2XH5KG2.js";
import "./chunk-43V7QVG4.js";
import "./chunk-WDWOWFX7.js";
import "./chunk-2HPGVTBN.js";
import "./chunk-UQQWLFOE.js";
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
