#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-GGUBYGTG.js";
import "./chunk-5VTXJGFF.js";
import {
  forgetOAuth
} from "./chunk-BJ423ZT5.js";
import "./chunk-YTFINCFQ.js";
import "./chunk-P2LBGSGT.js";
import {
  escapeForTerminal
} from "./chunk-FWTDHL3Z.js";
import "./chunk-F6VEFNZ2.js";
import "./chunk-UCKUHLZO.js";
import "./chunk-WRJAEJUV.js";
import "./chunk-7VE3NFVE.js";
import "./chunk-C24GIXSF.js";
import "./chunk-GAFI6HQC.js";
import "./chunk-C3AUUPBY.js";
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
