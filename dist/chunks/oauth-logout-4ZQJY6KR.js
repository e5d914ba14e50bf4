#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-ADJ3PAOP.js";
import {
  forgetOAuth
} from "./chunk-OVQC7V7B.js";
import "./chunk-ZJAOUQHE.js";
import {
  escapeForTerminal
} from "./chunk-FWTDHL3Z.js";
import "./chunk-EPNPETOJ.js";
import "./chunk-T6GRD6ZC.js";
import "./chunk-P25ZVLCS.js";
import "./chunk-SIYGQJDO.js";
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
