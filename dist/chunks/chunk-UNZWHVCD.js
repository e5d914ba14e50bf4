#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ArrivingToolCount,
  ErrorCode,
  JSONRPCMessageSchema,
  McpError,
  ModernClient,
  OAuthError,
  TransportTap,
  UnauthorizedError,
  auth,
  checkResourceAllowed,
  connectHttp,
  describeUrl,
  discover,
  errorText,
  extractWWWAuthenticateParams,
  invalidUtf8,
  newClient,
  notModernError,
  onlyModernError,
  requestEnvelope,
  resourceUrlFromServerUrl,
  seenFromDiscover,
  unknown,
  unsupportedVersionIn,
  withoutHtmlPages
} from "./chunk-T5CWYYUC.js";
import {
  assertNoSecretInSurface
} from "./chunk-H5VUS6DJ.js";
import {
  addressClassOf
} from "./chunk-E74L5AIT.js";
import {
  LEGACY_PROTOCOL,
  MODERN_PROTOCOL
} from "./chunk-JMFE53JP.js";
import {
  ApprovalWaits,
  OAuthCache
} from "./chunk-UUCFPUJN.js";
import {
  redactSecrets,
  serverSecrets
} from "./chunk-2JV2ACHX.js";
import {
  escapeForTerminal
} from "./chunk-SBWAAWYT.js";
import {
  VERSION
} from "./chunk-P2LBGSGT.js";
import {
  SnapshotBudget
} from "./chunk-3WNR4UNQ.js";
import {
  DEFAULT_AUTHORIZATION_TIMEOUT_MS
} from "./chunk-HL6XLGMR.js";
import {
  buildSnapshotWithDigests
} from "./chunk-BAJZQREK.js";
import {
  capabilitiesObject
} from "./chunk-RNTVQBEW.js";
import {
  isJsonObject
} from "./chunk-G7R7JJA7.js";
import {
  parseJsonStrict
} from "./chunk-P4KGYLL3.js";
import {
  ToolsealError,
  isToolsealError,
  osErrorText
} from "./chunk-LVLWJUM5.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-U7PF666Q.js";

// node_modules/isexe/windows.js
var require_windows = __commonJS({
  "node_modules/isexe/windows.js"(exports, module) {
    module.exports = isexe;
    isexe.sync = sync;
    var fs = __require("fs");
    function checkPathExt(path, options) {
      var pathext = options.pathExt !== void 0 ? options.pathExt : process.env.PATHEXT;
      if (!pathext) {
        return true;
      }
      pathext = pathext.split(";");
      if (pathext.indexOf("") !== -1) {
        return true;
      }
      for (var i = 0; i < pathext.length; i++) {
        var p = pathext[i].toLowerCase();
        if (p && path.substr(-p.length).toLowerCase() === p) {
          return true;
        }
      }
      return false;
    }
    function checkStat(stat, path, options) {
      if (!stat.isSymbolicLink() && !stat.isFile()) {
        return false;
      }
      return checkPathExt(path, options);
    }
    function isexe(path, options, cb) {
      fs.stat(path, function(er, stat) {
        cb(er, er ? false : checkStat(stat, path, options));
      });
    }
    function sync(path, options) {
      return checkStat(fs.statSync(path), path, options);
    }
  }
});

// node_modules/isexe/mode.js
var require_mode = __commonJS({
  "node_modules/isexe/mode.js"(exports, module) {
    module.exports = isexe;
    isexe.sync = sync;
    var fs = __require("fs");
    function isexe(path, options, cb) {
      fs.stat(path, function(er, stat) {
        cb(er, er ? false : checkStat(stat, options));
      });
    }
    function sync(path, options) {
      return checkStat(fs.statSync(path), options);
    }
    function checkStat(stat, options) {
      return stat.isFile() && checkMode(stat, options);
    }
    function checkMode(stat, options) {
      var mod = stat.mode;
      var uid = stat.uid;
      var gid = stat.gid;
      var myUid = options.uid !== void 0 ? options.uid : process.getuid && process.getuid();
      var myGid = options.gid !== void 0 ? options.gid : process.getgid && process.getgid();
      var u = parseInt("100", 8);
      var g = parseInt("010", 8);
      var o = parseInt("001", 8);
      var ug = u | g;
      var ret = mod & o || mod & g && gid === myGid || mod & u && uid === myUid || mod & ug && myUid === 0;
      return ret;
    }
  }
});

// node_modules/isexe/index.js
var require_isexe = __commonJS({
  "node_modules/isexe/index.js"(exports, module) {
    var fs = __require("fs");
    var core;
    if (process.platform === "win32" || global.TESTING_WINDOWS) {
      core = require_windows();
    } else {
      core = require_mode();
    }
    module.exports = isexe;
    isexe.sync = sync;
    function isexe(path, options, cb) {
      if (typeof options === "function") {
        cb = options;
        options = {};
      }
      if (!cb) {
        if (typeof Promise !== "function") {
          throw new TypeError("callback not provided");
        }
        return new Promise(function(resolve, reject) {
          isexe(path, options || {}, function(er, is) {
            if (er) {
              reject(er);
            } else {
              resolve(is);
            }
          });
        });
      }
      core(path, options || {}, function(er, is) {
        if (er) {
          if (er.code === "EACCES" || options && options.ignoreErrors) {
            er = null;
            is = false;
          }
        }
        cb(er, is);
      });
    }
    function sync(path, options) {
      try {
        return core.sync(path, options || {});
      } catch (er) {
        if (options && options.ignoreErrors || er.code === "EACCES") {
          return false;
        } else {
          throw er;
        }
      }
    }
  }
});

// node_modules/which/which.js
var require_which = __commonJS({
  "node_modules/which/which.js"(exports, module) {
    var isWindows = process.platform === "win32" || process.env.OSTYPE === "cygwin" || process.env.OSTYPE === "msys";
    var path = __require("path");
    var COLON = isWindows ? ";" : ":";
    var isexe = require_isexe();
    var getNotFoundError = (cmd) => Object.assign(new Error(`not found: ${cmd}`), { code: "ENOENT" });
    var getPathInfo = (cmd, opt) => {
      const colon = opt.colon || COLON;
      const pathEnv = cmd.match(/\//) || isWindows && cmd.match(/\\/) ? [""] : [
        // windows always checks the cwd first
        ...isWindows ? [process.cwd()] : [],
        ...(opt.path || process.env.PATH || /* istanbul ignore next: very unusual */
        "").split(colon)
      ];
      const pathExtExe = isWindows ? opt.pathExt || process.env.PATHEXT || ".EXE;.CMD;.BAT;.COM" : "";
      const pathExt = isWindows ? pathExtExe.split(colon) : [""];
      if (isWindows) {
        if (cmd.indexOf(".") !== -1 && pathExt[0] !== "")
          pathExt.unshift("");
      }
      return {
        pathEnv,
        pathExt,
        pathExtExe
      };
    };
    var which = (cmd, opt, cb) => {
      if (typeof opt === "function") {
        cb = opt;
        opt = {};
      }
      if (!opt)
        opt = {};
      const { pathEnv, pathExt, pathExtExe } = getPathInfo(cmd, opt);
      const found = [];
      const step = (i) => new Promise((resolve, reject) => {
        if (i === pathEnv.length)
          return opt.all && found.length ? resolve(found) : reject(getNotFoundError(cmd));
        const ppRaw = pathEnv[i];
        const pathPart = /^".*"$/.test(ppRaw) ? ppRaw.slice(1, -1) : ppRaw;
        const pCmd = path.join(pathPart, cmd);
        const p = !pathPart && /^\.[\\\/]/.test(cmd) ? cmd.slice(0, 2) + pCmd : pCmd;
        resolve(subStep(p, i, 0));
      });
      const subStep = (p, i, ii) => new Promise((resolve, reject) => {
        if (ii === pathExt.length)
          return resolve(step(i + 1));
        const ext = pathExt[ii];
        isexe(p + ext, { pathExt: pathExtExe }, (er, is) => {
          if (!er && is) {
            if (opt.all)
              found.push(p + ext);
            else
              return resolve(p + ext);
          }
          return resolve(subStep(p, i, ii + 1));
        });
      });
      return cb ? step(0).then((res) => cb(null, res), cb) : step(0);
    };
    var whichSync = (cmd, opt) => {
      opt = opt || {};
      const { pathEnv, pathExt, pathExtExe } = getPathInfo(cmd, opt);
      const found = [];
      for (let i = 0; i < pathEnv.length; i++) {
        const ppRaw = pathEnv[i];
        const pathPart = /^".*"$/.test(ppRaw) ? ppRaw.slice(1, -1) : ppRaw;
        const pCmd = path.join(pathPart, cmd);
        const p = !pathPart && /^\.[\\\/]/.test(cmd) ? cmd.slice(0, 2) + pCmd : pCmd;
        for (let j = 0; j < pathExt.length; j++) {
          const cur = p + pathExt[j];
          try {
            const is = isexe.sync(cur, { pathExt: pathExtExe });
            if (is) {
              if (opt.all)
                found.push(cur);
              else
                return cur;
            }
          } catch (ex) {
          }
        }
      }
      if (opt.all && found.length)
        return found;
      if (opt.nothrow)
        return null;
      throw getNotFoundError(cmd);
    };
    module.exports = which;
    which.sync = whichSync;
  }
});

// node_modules/path-key/index.js
var require_path_key = __commonJS({
  "node_modules/path-key/index.js"(exports, module) {
    "use strict";
    var pathKey = (options = {}) => {
      const environment = options.env || process.env;
      const platform = options.platform || process.platform;
      if (platform !== "win32") {
        return "PATH";
      }
      return Object.keys(environment).reverse().find((key) => key.toUpperCase() === "PATH") || "Path";
    };
    module.exports = pathKey;
    module.exports.default = pathKey;
  }
});

// node_modules/cross-spawn/lib/util/resolveCommand.js
var require_resolveCommand = __commonJS({
  "node_modules/cross-spawn/lib/util/resolveCommand.js"(exports, module) {
    "use strict";
    var path = __require("path");
    var which = require_which();
    var getPathKey = require_path_key();
    function resolveCommandAttempt(parsed, withoutPathExt) {
      const env = parsed.options.env || process.env;
      const cwd = process.cwd();
      const hasCustomCwd = parsed.options.cwd != null;
      const shouldSwitchCwd = hasCustomCwd && process.chdir !== void 0 && !process.chdir.disabled;
      if (shouldSwitchCwd) {
        try {
          process.chdir(parsed.options.cwd);
        } catch (err) {
        }
      }
      let resolved;
      try {
        resolved = which.sync(parsed.command, {
          path: env[getPathKey({ env })],
          pathExt: withoutPathExt ? path.delimiter : void 0
        });
      } catch (e) {
      } finally {
        if (shouldSwitchCwd) {
          process.chdir(cwd);
        }
      }
      if (resolved) {
        resolved = path.resolve(hasCustomCwd ? parsed.options.cwd : "", resolved);
      }
      return resolved;
    }
    function resolveCommand(parsed) {
      return resolveCommandAttempt(parsed) || resolveCommandAttempt(parsed, true);
    }
    module.exports = resolveCommand;
  }
});

// node_modules/cross-spawn/lib/util/escape.js
var require_escape = __commonJS({
  "node_modules/cross-spawn/lib/util/escape.js"(exports, module) {
    "use strict";
    var metaCharsRegExp = /([()\][%!^"`<>&|;, *?])/g;
    function escapeCommand(arg) {
      arg = arg.replace(metaCharsRegExp, "^$1");
      return arg;
    }
    function escapeArgument(arg, doubleEscapeMetaChars) {
      arg = `${arg}`;
      arg = arg.replace(/(?=(\\+?)?)\1"/g, '$1$1\\"');
      arg = arg.replace(/(?=(\\+?)?)\1$/, "$1$1");
      arg = `"${arg}"`;
      arg = arg.replace(metaCharsRegExp, "^$1");
      if (doubleEscapeMetaChars) {
        arg = arg.replace(metaCharsRegExp, "^$1");
      }
      return arg;
    }
    module.exports.command = escapeCommand;
    module.exports.argument = escapeArgument;
  }
});

// node_modules/shebang-regex/index.js
var require_shebang_regex = __commonJS({
  "node_modules/shebang-regex/index.js"(exports, module) {
    "use strict";
    module.exports = /^#!(.*)/;
  }
});

// node_modules/shebang-command/index.js
var require_shebang_command = __commonJS({
  "node_modules/shebang-command/index.js"(exports, module) {
    "use strict";
    var shebangRegex = require_shebang_regex();
    module.exports = (string = "") => {
      const match = string.match(shebangRegex);
      if (!match) {
        return null;
      }
      const [path, argument] = match[0].replace(/#! ?/, "").split(" ");
      const binary = path.split("/").pop();
      if (binary === "env") {
        return argument;
      }
      return argument ? `${binary} ${argument}` : binary;
    };
  }
});

// node_modules/cross-spawn/lib/util/readShebang.js
var require_readShebang = __commonJS({
  "node_modules/cross-spawn/lib/util/readShebang.js"(exports, module) {
    "use strict";
    var fs = __require("fs");
    var shebangCommand = require_shebang_command();
    function readShebang(command) {
      const size = 150;
      const buffer = Buffer.alloc(size);
      let fd;
      try {
        fd = fs.openSync(command, "r");
        fs.readSync(fd, buffer, 0, size, 0);
        fs.closeSync(fd);
      } catch (e) {
      }
      return shebangCommand(buffer.toString());
    }
    module.exports = readShebang;
  }
});

// node_modules/cross-spawn/lib/parse.js
var require_parse = __commonJS({
  "node_modules/cross-spawn/lib/parse.js"(exports, module) {
    "use strict";
    var path = __require("path");
    var resolveCommand = require_resolveCommand();
    var escape = require_escape();
    var readShebang = require_readShebang();
    var isWin = process.platform === "win32";
    var isExecutableRegExp = /\.(?:com|exe)$/i;
    var isCmdShimRegExp = /node_modules[\\/].bin[\\/][^\\/]+\.cmd$/i;
    function detectShebang(parsed) {
      parsed.file = resolveCommand(parsed);
      const shebang = parsed.file && readShebang(parsed.file);
      if (shebang) {
        parsed.args.unshift(parsed.file);
        parsed.command = shebang;
        return resolveCommand(parsed);
      }
      return parsed.file;
    }
    function parseNonShell(parsed) {
      if (!isWin) {
        return parsed;
      }
      const commandFile = detectShebang(parsed);
      const needsShell = !isExecutableRegExp.test(commandFile);
      if (parsed.options.forceShell || needsShell) {
        const needsDoubleEscapeMetaChars = isCmdShimRegExp.test(commandFile);
        parsed.command = path.normalize(parsed.command);
        parsed.command = escape.command(parsed.command);
        parsed.args = parsed.args.map((arg) => escape.argument(arg, needsDoubleEscapeMetaChars));
        const shellCommand = [parsed.command].concat(parsed.args).join(" ");
        parsed.args = ["/d", "/s", "/c", `"${shellCommand}"`];
        parsed.command = process.env.comspec || "cmd.exe";
        parsed.options.windowsVerbatimArguments = true;
      }
      return parsed;
    }
    function parse(command, args, options) {
      if (args && !Array.isArray(args)) {
        options = args;
        args = null;
      }
      args = args ? args.slice(0) : [];
      options = Object.assign({}, options);
      const parsed = {
        command,
        args,
        options,
        file: void 0,
        original: {
          command,
          args
        }
      };
      return options.shell ? parsed : parseNonShell(parsed);
    }
    module.exports = parse;
  }
});

// node_modules/cross-spawn/lib/enoent.js
var require_enoent = __commonJS({
  "node_modules/cross-spawn/lib/enoent.js"(exports, module) {
    "use strict";
    var isWin = process.platform === "win32";
    function notFoundError(original, syscall) {
      return Object.assign(new Error(`${syscall} ${original.command} ENOENT`), {
        code: "ENOENT",
        errno: "ENOENT",
        syscall: `${syscall} ${original.command}`,
        path: original.command,
        spawnargs: original.args
      });
    }
    function hookChildProcess(cp, parsed) {
      if (!isWin) {
        return;
      }
      const originalEmit = cp.emit;
      cp.emit = function(name, arg1) {
        if (name === "exit") {
          const err = verifyENOENT(arg1, parsed);
          if (err) {
            return originalEmit.call(cp, "error", err);
          }
        }
        return originalEmit.apply(cp, arguments);
      };
    }
    function verifyENOENT(status, parsed) {
      if (isWin && status === 1 && !parsed.file) {
        return notFoundError(parsed.original, "spawn");
      }
      return null;
    }
    function verifyENOENTSync(status, parsed) {
      if (isWin && status === 1 && !parsed.file) {
        return notFoundError(parsed.original, "spawnSync");
      }
      return null;
    }
    module.exports = {
      hookChildProcess,
      verifyENOENT,
      verifyENOENTSync,
      notFoundError
    };
  }
});

// node_modules/cross-spawn/index.js
var require_cross_spawn = __commonJS({
  "node_modules/cross-spawn/index.js"(exports, module) {
    "use strict";
    var cp = __require("child_process");
    var parse = require_parse();
    var enoent = require_enoent();
    function spawn4(command, args, options) {
      const parsed = parse(command, args, options);
      const spawned = cp.spawn(parsed.command, parsed.args, parsed.options);
      enoent.hookChildProcess(spawned, parsed);
      return spawned;
    }
    function spawnSync(command, args, options) {
      const parsed = parse(command, args, options);
      const result = cp.spawnSync(parsed.command, parsed.args, parsed.options);
      result.error = result.error || enoent.verifyENOENTSync(result.status, parsed);
      return result;
    }
    module.exports = spawn4;
    module.exports.spawn = spawn4;
    module.exports.sync = spawnSync;
    module.exports._parse = parse;
    module.exports._enoent = enoent;
  }
});

// src/mcp/oauth-browser.ts
const { spawn } = process.getBuiltinModule("node:child_process");
const { createServer } = process.getBuiltinModule("node:http");
var OPENER_ENV = /^(PATH|HOME|USER|LOGNAME|SHELL|TMPDIR|TEMP|TMP|DISPLAY|WAYLAND_DISPLAY|XAUTHORITY|DBUS_SESSION_BUS_ADDRESS|BROWSER|LANG|LANGUAGE|LC_[A-Z_]+|XDG_[A-Z_]+|SYSTEMROOT|SystemRoot|WINDIR|windir|COMSPEC|ComSpec|PATHEXT|USERPROFILE|APPDATA|LOCALAPPDATA|PROGRAMFILES|ProgramFiles|__CF_USER_TEXT_ENCODING)$/;
function openerEnv(env) {
  const out = {};
  for (const [k, v] of Object.entries(env)) if (v !== void 0 && OPENER_ENV.test(k)) out[k] = v;
  return out;
}
function openUrl(words, url, warn, env = process.env) {
  const [command, ...args] = words;
  if (!command) return;
  try {
    const child = spawn(command, [...args, url], { stdio: "ignore", detached: true, env: openerEnv(env) });
    child.on("error", (e) => warn(`toolseal: could not run the browser opener ${JSON.stringify(escapeForTerminal(command))} (${e.code ?? "error"}); open the URL above yourself`));
    child.unref();
  } catch (e) {
    warn(`toolseal: could not run the browser opener (${e.message.slice(0, 100)}); open the URL above yourself`);
  }
}
var LoopbackRedirect = class _LoopbackRedirect {
  server;
  expectedState;
  waiter;
  result;
  port = 0;
  static async listen(port) {
    const l = new _LoopbackRedirect();
    await l.start(port);
    return l;
  }
  start(port) {
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const state = url.searchParams.get("state");
      if (req.method !== "GET" || url.pathname !== "/callback" || this.expectedState === void 0 || state !== this.expectedState) {
        res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found\n");
        return;
      }
      const code = url.searchParams.get("code");
      const error = url.searchParams.get("error");
      let result;
      if (code) result = { code };
      else result = { error: (error ?? "no code").slice(0, 100), description: url.searchParams.get("error_description")?.slice(0, 300) };
      const ok = "code" in result;
      res.writeHead(ok ? 200 : 400, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }).end(ok ? "toolseal: authorized. You can close this tab.\n" : "toolseal: the authorization was not granted. You can close this tab.\n");
      this.expectedState = void 0;
      this.result = result;
      this.waiter?.resolve(result);
      this.waiter = void 0;
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once(
        "error",
        (e) => reject(new ToolsealError("USAGE", `cannot listen on 127.0.0.1:${port} for the OAuth redirect (${e.code ?? "error"}); choose another --oauth-redirect-port`, { cause: e }))
      );
      server.listen(port, "127.0.0.1", () => {
        this.port = server.address().port;
        server.unref();
        resolve();
      });
    });
  }
  get redirectUrl() {
    return `http://127.0.0.1:${this.port}/callback`;
  }
  /** Accepts the next redirect that carries `state`; an earlier one is forgotten. */
  expect(state) {
    this.expectedState = state;
    this.result = void 0;
  }
  /** The redirect's outcome, or undefined when none came within `timeoutMs` (or `signal` aborted). */
  wait(timeoutMs, signal) {
    if (this.result) return Promise.resolve(this.result);
    return new Promise((resolve) => {
      const done = (r) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        this.waiter = void 0;
        resolve(r);
      };
      const onAbort = () => done(void 0);
      const timer = setTimeout(() => done(void 0), timeoutMs);
      signal?.addEventListener("abort", onAbort, { once: true });
      this.waiter = { resolve: done };
    });
  }
  close() {
    const server = this.server;
    this.server = void 0;
    if (!server) return Promise.resolve();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  }
};

// src/mcp/oauth-provider.ts
const { randomBytes } = process.getBuiltinModule("node:crypto");

// src/mcp/oauth-metadata.ts
function isLoopbackUrl(url) {
  if (url.hostname === "localhost") return true;
  try {
    return addressClassOf(url.hostname) === "loopback";
  } catch {
    return false;
  }
}
function endpointProblem(value) {
  if (typeof value !== "string") return "is not a URL";
  let url;
  try {
    url = new URL(value);
  } catch {
    return "is not a URL";
  }
  if (url.protocol === "https:") return void 0;
  if (url.protocol === "http:") return isLoopbackUrl(url) ? void 0 : `is plain http to ${escapeForTerminal(url.host.slice(0, 100))} (only https, or http to this machine)`;
  return `is not an https URL (${escapeForTerminal(url.protocol.slice(0, 20))})`;
}
function sameIssuer(a, b) {
  let [x, y] = [a, b];
  try {
    [x, y] = [new URL(a).href, new URL(b).href];
  } catch {
  }
  return x === y || x === `${y}/` || y === `${x}/`;
}
function sameOrigin(a, b) {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}
function checkAuthorizationServer(state, authorizationCode, where) {
  const refuse = (why) => new ToolsealError("OAUTH_FAILED", `${where}: OAuth: refused the authorization server ${escapeForTerminal(state.authorizationServerUrl.slice(0, 200))}: ${why}`);
  const base = endpointProblem(state.authorizationServerUrl);
  if (base) throw refuse(`its URL ${base}`);
  const m = state.authorizationServerMetadata;
  if (!m) return;
  const issuer = typeof m.issuer === "string" ? m.issuer : "";
  const fromResource = state.resourceMetadata?.authorization_servers?.length ? true : false;
  const issuerOk = fromResource ? sameIssuer(issuer, state.authorizationServerUrl) : sameIssuer(issuer, state.authorizationServerUrl) || sameOrigin(issuer, state.authorizationServerUrl);
  if (!issuerOk) throw refuse(`its metadata names the issuer ${JSON.stringify(escapeForTerminal(issuer.slice(0, 200)))}, not the one it was fetched for`);
  const endpoints = [["token endpoint", m.token_endpoint]];
  if (authorizationCode) endpoints.unshift(["authorization endpoint", m.authorization_endpoint]);
  if (m.registration_endpoint !== void 0) endpoints.push(["registration endpoint", m.registration_endpoint]);
  for (const [name, value] of endpoints) {
    const problem = endpointProblem(value);
    if (problem) throw refuse(`its ${name} ${problem}`);
  }
  if (authorizationCode) {
    const methods = m.code_challenge_methods_supported;
    if (!Array.isArray(methods)) throw refuse("its metadata has no code_challenge_methods_supported: it does not support PKCE, which MCP requires");
    if (!methods.includes("S256")) throw refuse("its metadata does not list S256 in code_challenge_methods_supported: PKCE with S256 is required");
  }
}

// src/mcp/oauth-provider.ts
var ToolsealOAuthProvider = class {
  constructor(options, cache, loopback, secrets, maxAuthorizations, where) {
    this.options = options;
    this.cache = cache;
    this.loopback = loopback;
    this.secrets = secrets;
    this.maxAuthorizations = maxAuthorizations;
    this.where = where;
    if (options.clientSecret) this.secret(options.clientSecret);
    const cached = cache.entry();
    if (cached.tokens) {
      this.tokensFromCache = true;
      this.secretTokens(cached.tokens);
    }
    if (cached.client && "client_secret" in cached.client && cached.client.client_secret) this.secret(cached.client.client_secret);
    if (options.clientCredentials) {
      this.prepareTokenRequest = (scope) => {
        const params = new URLSearchParams({ grant_type: "client_credentials" });
        const s = scope ?? this.challengedScope ?? this.discovery?.resourceMetadata?.scopes_supported?.join(" ");
        if (s) params.set("scope", s);
        return params;
      };
    }
  }
  options;
  cache;
  loopback;
  secrets;
  maxAuthorizations;
  where;
  verifier;
  discovery;
  memoryTokens;
  memoryClient;
  /** The tokens at hand are not offered: refused, or too narrow (403 insufficient_scope: authorize again, step-up). */
  withhold = false;
  /** The scope the server asked for last (WWW-Authenticate). */
  challengedScope;
  /** The scopes a 403 insufficient_scope already had authorized (step-up): each one once. */
  steppedUp = /* @__PURE__ */ new Set();
  /** A scope the server still refused after its step-up: not asked for again. */
  stepUpRefused;
  /** The authorization URL waiting for the user, and how many authorizations this run started. */
  pendingAuthorization;
  authorizations = 0;
  /** The cached access token was refused (expired or revoked) and no refresh saved it. */
  cachedTokenRefused = false;
  tokensFromCache = false;
  /** Set when the SDK wanted yet another authorization past the limit. */
  limitReached = false;
  prepareTokenRequest;
  /** A value the run learns (token, code, client secret) joins the server's secrets: no message or file may hold it. */
  secret(v) {
    this.secrets.add(v);
  }
  secretTokens(t) {
    this.secret(t.access_token);
    this.secret(t.refresh_token);
    this.secret(t.id_token);
  }
  /** Marks a callback's authorization code as a secret (it is one until exchanged). */
  secretCode(code) {
    this.secret(code);
  }
  get redirectUrl() {
    return this.loopback?.redirectUrl;
  }
  get clientMetadataUrl() {
    return this.options.clientMetadataUrl;
  }
  get clientMetadata() {
    const interactive = this.loopback !== void 0;
    return {
      client_name: "toolseal",
      software_id: "toolseal",
      software_version: VERSION,
      redirect_uris: interactive ? [this.loopback.redirectUrl] : [],
      grant_types: interactive ? ["authorization_code", "refresh_token"] : ["client_credentials"],
      response_types: interactive ? ["code"] : [],
      ...this.options.scope ? { scope: this.options.scope } : {}
    };
  }
  /** A fresh `state` for each authorization: the loopback listener takes only the redirect that carries it. */
  state() {
    const state = randomBytes(16).toString("hex");
    this.loopback?.expect(state);
    return state;
  }
  clientInformation() {
    if (this.options.clientId) {
      return this.memoryClient ?? { client_id: this.options.clientId, ...this.options.clientSecret ? { client_secret: this.options.clientSecret } : {} };
    }
    return this.memoryClient ?? this.cache.entry().client;
  }
  saveClientInformation(info) {
    this.memoryClient = info;
    if ("client_secret" in info) this.secret(info.client_secret);
    if (!this.options.clientId && info.issuer) this.cache.update(info.issuer, (e) => ({ ...e, client: info }));
  }
  tokens() {
    if (this.withhold) return void 0;
    return this.memoryTokens ?? this.cache.entry().tokens;
  }
  saveTokens(tokens) {
    this.secretTokens(tokens);
    this.memoryTokens = tokens;
    this.withhold = false;
    this.tokensFromCache = false;
    this.cachedTokenRefused = false;
    const issuer = tokens.issuer ?? this.discovery?.authorizationServerUrl ?? "";
    this.cache.update(issuer, (e) => ({ ...e, tokens }));
  }
  redirectToAuthorization(authorizationUrl) {
    if (this.authorizations >= this.maxAuthorizations) {
      this.limitReached = true;
      return;
    }
    this.authorizations++;
    this.pendingAuthorization = authorizationUrl;
  }
  saveCodeVerifier(codeVerifier) {
    this.verifier = codeVerifier;
  }
  codeVerifier() {
    if (!this.verifier) throw new Error("no PKCE code verifier: the authorization was not started by this run");
    return this.verifier;
  }
  invalidateCredentials(scope) {
    if (scope === "all" || scope === "tokens") {
      if (this.tokensFromCache) this.cachedTokenRefused = true;
      this.memoryTokens = void 0;
      this.withhold = true;
    }
    if (scope === "all" || scope === "client") this.memoryClient = void 0;
    if (scope === "all" || scope === "verifier") this.verifier = void 0;
    if (scope === "all" || scope === "discovery") this.discovery = void 0;
    const issuer = this.discovery?.authorizationServerUrl;
    if (issuer && (scope === "all" || scope === "tokens" || scope === "client")) {
      this.cache.update(issuer, (e) => ({
        ...e,
        ...scope !== "client" ? { tokens: void 0 } : {},
        ...scope !== "tokens" && !this.options.clientId ? { client: void 0 } : {}
      }));
    }
  }
  /** Every discovery result passes here before it is used: an unsafe authorization server is refused. */
  saveDiscoveryState(state) {
    checkAuthorizationServer(state, !this.options.clientCredentials, this.where);
    this.discovery = state;
  }
  /**
   * The resource indicator (RFC 8707) of the authorization and token requests: the protected-resource
   * metadata's `resource` as written, when it names this server; with no such metadata, the server's
   * canonical URL (the SDK would send none), so a token is always bound to the server it is for.
   */
  async validateResourceURL(serverUrl, resource) {
    const canonical = resourceUrlFromServerUrl(serverUrl);
    if (resource === void 0) return canonical;
    if (!checkResourceAllowed({ requestedResource: canonical, configuredResource: resource })) {
      throw new ToolsealError("OAUTH_FAILED", `${this.where}: OAuth: the protected-resource metadata names the resource ${JSON.stringify(escapeForTerminal(resource.slice(0, 200)))}, not this server`);
    }
    return resource;
  }
  discoveryState() {
    return this.discovery;
  }
  /**
   * Sees every response from the MCP server: remembers the scope a 401 or 403 asks for, and after a 403
   * `insufficient_scope` withholds the tokens at hand, so the SDK's re-authorization asks the user for the
   * wider scope rather than refreshing the narrow one (step-up).
   */
  observe(response) {
    if (response.status !== 401 && response.status !== 403) return;
    this.stepUpRefused = void 0;
    const { scope, error } = extractWWWAuthenticateParams(response);
    if (scope) this.challengedScope = scope;
    if (response.status === 403 && error === "insufficient_scope") {
      const key = (scope ?? "").split(/\s+/).filter(Boolean).sort().join(" ");
      if (this.steppedUp.has(key)) {
        this.stepUpRefused = scope ?? "";
        return;
      }
      if (this.steppedUp.size >= this.maxAuthorizations) return;
      this.steppedUp.add(key);
      this.withhold = true;
    }
  }
};

// src/mcp/oauth-session.ts
var MAX_EXCHANGE_BYTES = 1024 * 1024;
function boundedFetch(timeoutMs, maxBytes, where) {
  const deadline = AbortSignal.timeout(Math.max(1, timeoutMs));
  let bytes = 0;
  return async (url, init) => {
    const response = await fetch(url, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline });
    if (!response.body) return response;
    const counted = response.body.pipeThrough(
      new TransformStream({
        transform(chunk, controller) {
          bytes += chunk.byteLength;
          if (bytes > maxBytes) controller.error(new ToolsealError("OAUTH_FAILED", `${where}: OAuth: the authorization server sent more than ${maxBytes} bytes`));
          else controller.enqueue(chunk);
        }
      })
    );
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
var MAX_AUTHORIZATIONS = 3;
var OAuthSession = class _OAuthSession {
  constructor(provider, loopback, cache, options, serverUrl, where, secrets) {
    this.provider = provider;
    this.loopback = loopback;
    this.cache = cache;
    this.options = options;
    this.serverUrl = serverUrl;
    this.where = where;
    this.secrets = secrets;
  }
  provider;
  loopback;
  cache;
  options;
  serverUrl;
  where;
  secrets;
  /** Opens the token cache and, unless the grant is client credentials, the loopback redirect listener. */
  static async open(options, serverUrl, where, secrets) {
    const cache = new OAuthCache(options.cacheDir, serverUrl);
    let loopback;
    if (!options.clientCredentials) {
      if (options.redirectPort !== void 0) loopback = await LoopbackRedirect.listen(options.redirectPort);
      else {
        loopback = cache.redirectPort ? await LoopbackRedirect.listen(cache.redirectPort).catch(() => void 0) : void 0;
        loopback ??= await LoopbackRedirect.listen(0);
      }
    }
    const provider = new ToolsealOAuthProvider(options, cache, loopback, secrets, MAX_AUTHORIZATIONS, where);
    return new _OAuthSession(provider, loopback, cache, options, serverUrl, where, secrets);
  }
  /** The last attempt stopped because the user must approve (or the server asked for too many approvals). */
  get needsUser() {
    return this.provider.pendingAuthorization !== void 0 || this.provider.limitReached;
  }
  fail(reason, cause) {
    return new ToolsealError("OAUTH_FAILED", `${this.where}: OAuth: ${escapeForTerminal(this.secrets.redact(reason)).slice(0, 600)}`, { cause });
  }
  /**
   * Prints the authorization URL, hands it to the opener, waits for the redirect and exchanges the code
   * (that exchange bounded by `remainingMs`, what is left of the snapshot's timeout). The wait for the
   * user is recorded in `waits`: that time is not the command's, its deadlines move by it.
   */
  async authorize(remainingMs, waits) {
    const p = this.provider;
    if (p.limitReached) {
      throw this.fail(`the server still refused the token after ${MAX_AUTHORIZATIONS} authorizations (it asks for a scope the authorization server does not grant)`);
    }
    const url = p.pendingAuthorization;
    p.pendingAuthorization = void 0;
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      throw this.fail(`the authorization server's authorization endpoint is not an http(s) URL (${escapeForTerminal(url.protocol.slice(0, 20))}); not opened`);
    }
    if (this.options.cachedOnly) {
      throw this.fail(`the cached token was refused and could not be refreshed; run with --oauth to authorize again`);
    }
    if (this.options.noUser) {
      throw this.fail("the server needs an approval in a browser, and this is CI (CI is set) with no --oauth-open: use --oauth-client-credentials with a registered client");
    }
    const waitMs = this.options.authorizationTimeoutMs ?? DEFAULT_AUTHORIZATION_TIMEOUT_MS;
    const notify = this.options.notify ?? ((line) => void process.stderr.write(line));
    const why = p.cachedTokenRefused ? " (the cached token was refused: expired or revoked, and it could not be refreshed)" : "";
    notify(`toolseal: ${this.where} needs authorization${why}. Open this URL in a browser (waiting up to ${waitMs / 1e3} s, --oauth-timeout):
  ${escapeForTerminal(url.href)}
`);
    openUrl(this.options.open ?? [], url.href, (line) => notify(line + "\n"));
    waits.begin();
    let result;
    try {
      result = await this.loopback.wait(waitMs);
    } finally {
      waits.end();
    }
    if (result === void 0) {
      throw this.fail(`no authorization arrived within ${waitMs / 1e3} s (--oauth-timeout)${why}`);
    }
    if (!("code" in result)) {
      throw this.fail(`the authorization was not granted: ${result.error}${result.description ? ` (${result.description})` : ""}`);
    }
    p.secretCode(result.code);
    const fetchFn = boundedFetch(remainingMs, MAX_EXCHANGE_BYTES, this.where);
    let outcome;
    try {
      outcome = await auth(p, { serverUrl: this.serverUrl, authorizationCode: result.code, fetchFn });
    } catch (e) {
      if (e instanceof ToolsealError) throw e;
      if (e?.name === "TimeoutError") throw new ToolsealError("SNAPSHOT_INCOMPLETE", `${this.where}: timed out exchanging the authorization code (--timeout)`, { cause: e });
      throw this.fail(`exchanging the authorization code failed: ${errorText(e)}`, e);
    }
    if (outcome !== "AUTHORIZED") throw this.fail("the authorization server did not issue a token for the code");
    if (this.loopback && this.options.redirectPort === void 0) this.cache.rememberPort(this.loopback.port);
  }
  /**
   * Why a request failed, when OAuth is the reason the SDK's own error does not say: a scope the server
   * still refused after its step-up (403 insufficient_scope once more). Undefined otherwise.
   */
  explain(e) {
    const refused = this.provider.stepUpRefused;
    if (refused === void 0 || e?.code !== 403) return void 0;
    const scope = escapeForTerminal(this.secrets.redact(refused)).slice(0, 200);
    return `OAuth: the server still refuses the token for the scope "${scope}" after an authorization that asked for it (403 insufficient_scope); not asked again`;
  }
  async close() {
    await this.loopback?.close();
  }
};

// src/mcp/raw-tools-list.ts
var ANY_RESULT = unknown();
var TOOLS_LIST = { method: "tools/list", key: "tools", plural: "tools" };
var PROMPTS_LIST = { method: "prompts/list", key: "prompts", plural: "prompts" };
var RESOURCE_TEMPLATES_LIST = { method: "resources/templates/list", key: "resourceTemplates", plural: "resource templates" };
function shortCursor(cursor) {
  return JSON.stringify(cursor.length > 60 ? `${cursor.slice(0, 60)}\u2026` : cursor);
}
async function listAllTools(client, budget, where) {
  const { items, pages } = await listAllPages(client, budget, where, TOOLS_LIST);
  return { tools: items, pages };
}
async function listAllPages(client, budget, _where, list, absentIfNotFound = false) {
  let items;
  const cursors = /* @__PURE__ */ new Set();
  let cursor;
  let pages = 0;
  const { maxPages, maxTools } = budget.limits;
  const m = list.method;
  const isTools = list.key === "tools";
  const incomplete = (reason) => {
    budget.fail(reason);
    throw budget.failed;
  };
  for (; ; ) {
    if (pages >= maxPages) incomplete(`the server has more than ${maxPages} pages of ${list.plural} (--max-pages)`);
    const request = { method: m, params: cursor === void 0 ? {} : { cursor } };
    let result;
    const pageAbort = new AbortController();
    const abortPage = () => pageAbort.abort(budget.signal.reason);
    if (budget.signal.aborted) abortPage();
    else budget.signal.addEventListener("abort", abortPage, { once: true });
    try {
      result = await budget.race(client.request(request, ANY_RESULT, { timeout: budget.requestTimeoutMs(), signal: pageAbort.signal }));
    } catch (e) {
      if (absentIfNotFound && pages === 0 && !budget.failed && e instanceof McpError && e.code === ErrorCode.MethodNotFound) return void 0;
      throw e;
    } finally {
      budget.signal.removeEventListener("abort", abortPage);
    }
    budget.check();
    pages++;
    if (typeof result !== "object" || result === null || Array.isArray(result)) {
      incomplete(`protocol error: ${m} page ${pages} is not an object`);
    }
    const page = result;
    result = void 0;
    const pageItems = page[list.key];
    if (!Array.isArray(pageItems)) return incomplete(`protocol error: ${m} page ${pages} has no "${list.key}" array`);
    const at = isTools ? `page ${pages}` : `${m} page ${pages}`;
    const next = page.nextCursor;
    if (next !== void 0 && next !== null) {
      if (typeof next !== "string") incomplete(`protocol error: ${m} page ${pages} has a nextCursor that is not a string`);
      const nextCursor = next;
      if (nextCursor === cursor) incomplete(`the cursor did not advance: ${at} returned its own cursor ${shortCursor(nextCursor)} again, a cursor seen before`);
      if (cursors.has(nextCursor)) incomplete(`the cursor loops: ${at} returned ${shortCursor(nextCursor)}, a cursor seen before`);
    }
    const count = (items?.length ?? 0) + pageItems.length;
    if (count > maxTools) {
      incomplete(isTools ? budget.tooManyTools(count, `by page ${pages}`) : `the server has more than ${maxTools} ${list.plural} (--max-tools bounds each list): ${count} by ${at}`);
    }
    if (items === void 0) items = pageItems;
    else for (let i = 0; i < pageItems.length; i++) items.push(pageItems[i]);
    if (isTools) budget.addTools(pageItems.length);
    if (next === void 0 || next === null) return { items, pages };
    cursors.add(next);
    cursor = next;
  }
}

// src/mcp/json-rpc-codes.ts
var JsonRpcErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  /** MCP 2026-07-28: the server does not speak the revision asked for; `data.supported` names those it does. */
  UnsupportedProtocolVersion: -32022
};

// src/mcp/stdio-source.ts
const { spawn: spawn3 } = process.getBuiltinModule("node:child_process");

// node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js
var import_cross_spawn = __toESM(require_cross_spawn(), 1);
const process2 = process.getBuiltinModule("node:process");

// node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var STDIO_DEFAULT_MAX_BUFFER_SIZE = 10 * 1024 * 1024;

// node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js
var DEFAULT_INHERITED_ENV_VARS = process2.platform === "win32" ? [
  "APPDATA",
  "HOMEDRIVE",
  "HOMEPATH",
  "LOCALAPPDATA",
  "PATH",
  "PROCESSOR_ARCHITECTURE",
  "SYSTEMDRIVE",
  "SYSTEMROOT",
  "TEMP",
  "USERNAME",
  "USERPROFILE",
  "PROGRAMFILES"
] : (
  /* list inspired by the default env inheritance of sudo */
  ["HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER"]
);
function getDefaultEnvironment() {
  const env = {};
  for (const key of DEFAULT_INHERITED_ENV_VARS) {
    const value = process2.env[key];
    if (value === void 0) {
      continue;
    }
    if (value.startsWith("()")) {
      continue;
    }
    env[key] = value;
  }
  return env;
}

// src/mcp/json-rpc-envelope.ts
function jsonRpcEnvelope(raw) {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return void 0;
  const m = raw;
  if (!Object.hasOwn(m, "jsonrpc")) return void 0;
  const out = { jsonrpc: m.jsonrpc };
  for (const k of ["id", "method", "params", "result", "error"]) {
    if (Object.hasOwn(m, k)) out[k] = m[k];
  }
  return out;
}

// src/mcp/arriving-line.ts
var TOOL_BLOCK = 8192;
var ArrivingLine = class {
  constructor(source) {
    this.source = source;
  }
  source;
  scanner = new ArrivingToolCount((mark, at, closer) => this.onTools(mark, at, closer));
  /** Where the tools array is: not seen yet, being read, read (closed), or given up on (read whole). */
  state = "before";
  /** The text up to and with the tools array's `[`. */
  head = [];
  headLength = 0;
  /** The text after the elements read (from the `]` on, or from the element that was not read on). */
  tail = [];
  /** The element being received: its text in earlier pieces. */
  elementParts = [];
  /** The piece being read, and where its text not yet placed starts. */
  piece = "";
  from = 0;
  /** The lengths of the elements read, as runs: length, count, length, count… (a `,` follows each, but the last when `closed`). */
  readLengths = [];
  closed = false;
  seen = { escapedName: false };
  /**
   * The elements read, in blocks of {@link TOOL_BLOCK}, joined into one array of the exact length at the
   * end: one array grown element by element leaves every smaller array it outgrew behind as garbage (about
   * twice its own size, for a list of millions), all of it in memory at once before a collection.
   */
  blocks = [];
  block = [];
  toolCount = 0;
  /** Elements of `result.tools` seen so far (a lower bound, see {@link ArrivingToolCount}). */
  get count() {
    return this.scanner.count;
  }
  /** The message's `id`, when read so far as a string written without an escape (see {@link ArrivingToolCount.id}). */
  get id() {
    return this.scanner.id;
  }
  /** The tools array has opened and is being read in parts (or was, to its end). */
  get readingTools() {
    return this.state === "in" || this.state === "after";
  }
  /** Characters of the line kept before its tools array opened (all of it, so far, while none has). */
  get headChars() {
    return this.headLength;
  }
  /** Takes the next piece of the line's text. */
  feed(text) {
    this.piece = text;
    this.from = 0;
    this.scanner.feed(text);
    if (this.from < text.length) {
      const rest = this.from === 0 ? text : text.slice(this.from);
      if (this.state === "before") {
        this.head.push(rest);
        this.headLength += rest.length;
      } else if (this.state === "in") this.elementParts.push(rest);
      else this.tail.push(rest);
    }
    this.piece = "";
  }
  onTools(mark, at, closer) {
    if (mark === "open") {
      if (this.state === "before") {
        const upTo = this.piece.slice(this.from, at + 1);
        this.head.push(upTo);
        this.headLength += upTo.length;
        this.from = at + 1;
        this.state = "in";
      } else this.giveUp();
      return;
    }
    if (this.state !== "in") return;
    const part = this.piece.slice(this.from, at);
    const text = this.elementParts.length === 0 ? part : this.elementParts.join("") + part;
    this.elementParts = [];
    this.from = at;
    if (mark === "close" && this.readLengths.length === 0 && this.toolCount === 0 && text.trim() === "") {
      this.tail.push(text);
    } else {
      let value;
      try {
        if (mark === "close" && closer !== 93) throw new Error("not an array");
        value = parseJsonStrict(text, this.source, { at: { path: ["result", "tools", this.toolCount], depth: 3 }, seen: this.seen });
      } catch {
        this.tail.push(text);
        this.giveUp();
        return;
      }
      if (this.block.length === TOOL_BLOCK) {
        this.blocks.push(this.block);
        this.block = [];
      }
      this.block.push(value);
      this.toolCount++;
      this.addLength(text.length);
    }
    if (mark === "next") this.from = at + 1;
    else {
      this.state = "after";
      this.closed = true;
    }
  }
  addLength(n) {
    const runs = this.readLengths;
    if (runs.length > 0 && runs[runs.length - 2] === n) runs[runs.length - 1]++;
    else runs.push(n, 1);
  }
  giveUp() {
    this.state = "off";
    this.dropTools();
  }
  dropTools() {
    this.blocks = [];
    this.block = [];
    this.toolCount = 0;
  }
  /** The elements read, as one array (the blocks are let go). */
  takeTools() {
    const blocks = this.blocks;
    const last = this.block;
    this.dropTools();
    if (blocks.length === 0) return last;
    blocks.push(last);
    return [].concat(...blocks);
  }
  /**
   * The line's value read in parts, exactly what `parseJsonStrict` gives for the whole line (without a
   * trailing `\r`), or undefined when the line is not one such message: then read {@link whole}. Once the
   * line has ended.
   */
  value() {
    if (this.state !== "after") return void 0;
    let skeleton = this.head.join("") + this.tail.join("");
    if (skeleton.endsWith("\r")) skeleton = skeleton.slice(0, -1);
    let value;
    try {
      value = parseJsonStrict(skeleton, this.source);
    } catch {
      this.giveUp();
      return void 0;
    }
    const result = isJsonObject(value) && Object.hasOwn(value, "result") ? value.result : void 0;
    if (!isJsonObject(result) || !Object.hasOwn(result, "tools") || !Array.isArray(result.tools) || result.tools.length !== 0) {
      this.giveUp();
      return void 0;
    }
    result.tools = this.takeTools();
    return { value };
  }
  /**
   * The line's text to read whole, each element already read replaced by a `0` and spaces of its length;
   * `exact`: one of those had an escaped member name, so the text must be read as if it still had it
   * (see {@link parseJsonStrict}).
   */
  whole() {
    const gap = [];
    const runs = this.readLengths;
    let left = 0;
    for (let r = 0; r < runs.length; r += 2) left += runs[r + 1];
    for (let r = 0; r < runs.length; r += 2) {
      const element = "0" + " ".repeat(runs[r] - 1);
      for (let k = 0; k < runs[r + 1]; k++) gap.push(--left > 0 || !this.closed ? element + "," : element);
    }
    const text = this.head.join("") + gap.join("") + this.elementParts.join("") + this.tail.join("");
    return { text, exact: this.seen.escapedName };
  }
  /** Starts a new line: everything of the last one is dropped. */
  reset() {
    this.scanner.reset();
    this.state = "before";
    this.head = [];
    this.headLength = 0;
    this.tail = [];
    this.elementParts = [];
    this.readLengths = [];
    this.closed = false;
    this.seen.escapedName = false;
    this.dropTools();
  }
};

// src/mcp/process-tree.ts
const { closeSync, openSync, readdirSync, readFileSync, readSync } = process.getBuiltinModule("node:fs");
var MAX_PROCESSES_WALKED = 65536;
var MAX_DESCENDANTS = 4096;
function statOf(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "latin1");
  } catch {
    return void 0;
  }
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const ppid = Number(fields[1]);
  const startTime = fields[19];
  if (!Number.isInteger(ppid) || startTime === void 0) return void 0;
  return { state: fields[0] ?? "", ppid, startTime };
}
function procEntries() {
  if (process.platform !== "linux") return [];
  try {
    return readdirSync("/proc");
  } catch {
    return [];
  }
}
function descendantsOf(roots) {
  const entries = procEntries();
  const children = /* @__PURE__ */ new Map();
  let walked = 0;
  for (const name of entries) {
    if (walked >= MAX_PROCESSES_WALKED) break;
    const c = name.charCodeAt(0);
    if (c < 48 || c > 57) continue;
    walked++;
    const pid = Number(name);
    const stat = statOf(pid);
    if (!stat) continue;
    const list = children.get(stat.ppid);
    const ref = { pid, startTime: stat.startTime };
    if (list) list.push(ref);
    else children.set(stat.ppid, [ref]);
  }
  const out = [];
  const seen = new Set(roots);
  const queue = [...roots];
  for (let i = 0; i < queue.length && out.length < MAX_DESCENDANTS; i++) {
    for (const child of children.get(queue[i]) ?? []) {
      if (out.length >= MAX_DESCENDANTS) break;
      if (seen.has(child.pid)) continue;
      seen.add(child.pid);
      out.push(child);
      queue.push(child.pid);
    }
  }
  return out;
}
var PROCESS_MARK_NAME = "TOOLSEAL_SERVER_MARK";
var marks = 0;
function newProcessMark() {
  return `${process.pid.toString(36)}.${Date.now().toString(36)}.${(marks++).toString(36)}.${Math.random().toString(36).slice(2, 10)}`;
}
var MAX_ENVIRON_BYTES = 1 << 20;
function processesMarked(mark) {
  const entries = procEntries();
  const needle = Buffer.from(`${PROCESS_MARK_NAME}=${mark}\0`, "latin1");
  const out = [];
  const buffer = Buffer.allocUnsafe(MAX_ENVIRON_BYTES);
  let walked = 0;
  for (const name of entries) {
    if (walked >= MAX_PROCESSES_WALKED || out.length >= MAX_DESCENDANTS) break;
    const c = name.charCodeAt(0);
    if (c < 48 || c > 57) continue;
    walked++;
    const pid = Number(name);
    if (pid === process.pid) continue;
    let n;
    try {
      const fd = openSync(`/proc/${pid}/environ`, "r");
      try {
        n = readSync(fd, buffer, 0, MAX_ENVIRON_BYTES, null);
      } finally {
        closeSync(fd);
      }
    } catch {
      continue;
    }
    const at = buffer.subarray(0, n).indexOf(needle.subarray(0, needle.length - 1));
    if (at < 0) continue;
    const whole = (at === 0 || buffer[at - 1] === 0) && (at + needle.length - 1 === n || buffer[at + needle.length - 1] === 0);
    if (!whole) continue;
    const stat = statOf(pid);
    if (stat && stat.state !== "Z") out.push({ pid, startTime: stat.startTime });
  }
  return out;
}
function isSameProcess(ref) {
  const stat = statOf(ref.pid);
  return stat !== void 0 && stat.startTime === ref.startTime && stat.state !== "Z";
}
function signalProcess(ref, signal) {
  if (!isSameProcess(ref)) return;
  try {
    process.kill(ref.pid, signal);
  } catch {
  }
}

// src/mcp/stdio-source.ts
var STDERR_TAIL_BYTES = 8192;
var VERBOSE_LINE_CHARS = 1e3;
var EXIT_GRACE_MS = 1e3;
var CLOSE_RESERVE_MS = 300;
var SIGNAL_FLOOR_MS = 100;
var KILL_WAIT_MS = 500;
var GROUP_GRACE_MS = 500;
var SAMPLE_INTERVAL_MS = 250;
var MAX_KNOWN_DESCENDANTS = 4096;
var LINE_HEAD_BYTES = 64;
function crashLineOf(tail) {
  const lines = linesOf(tail);
  const error = lines.find((l) => ERROR_LINE.test(l));
  if (error !== void 0) return { line: error, isError: true };
  const last = lines.at(-1);
  return last === void 0 ? void 0 : { line: last, isError: false };
}
var ERROR_LINE = /^\s*(?:Uncaught\s+)?(?:(?:[A-Za-z_$][\w$.]*)?(?:Error|Exception)(?:\s*\[[^\]]{1,80}\])?:|(?:error|fatal|panic)(?:\[[^\]]{1,40}\])?:|(?:ERROR|FATAL|PANIC)\b)/;
var STDERR_TAIL_LINES = 5;
var STDERR_LINE_CHARS = 200;
function linesOf(tail) {
  return tail.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "");
}
function stderrReasonOf(tail, secrets) {
  const lines = linesOf(tail);
  if (lines.length === 0) return "";
  const shown = (l) => escapeForTerminal(redactSecrets(l, secrets).slice(0, STDERR_LINE_CHARS));
  const last = lines.slice(-STDERR_TAIL_LINES);
  const error = crashLineOf(tail);
  const before = error?.isError && lines.lastIndexOf(error.line) < lines.length - last.length ? `; its error on stderr: ${shown(error.line)}` : "";
  const after = last.length === 1 ? `; its last stderr line: ${shown(last[0])}` : `; its last ${last.length} stderr lines: ${last.map(shown).join(" | ")}`;
  return before + after;
}
var StdioProcessTransport = class {
  constructor(params, budget, where, secrets) {
    this.params = params;
    this.budget = budget;
    this.where = where;
    this.secrets = secrets;
    this.line = new ArrivingLine(`${where}: a message from the server`);
    budget.lastWords = () => this.stderrReason();
  }
  params;
  budget;
  where;
  secrets;
  onclose;
  onerror;
  onmessage;
  child;
  exited = false;
  closing = false;
  closed = false;
  /**
   * The line being received, decoded as it arrives (the bytes are not kept), its tools read as they
   * complete (see {@link ArrivingLine}): a page is never also joined into one text or parsed whole.
   */
  line;
  lineDecoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  lineError;
  lineHead = [];
  lineHeadBytes = 0;
  /** The server's descendants seen so far (they may leave its process group, or outlive it). */
  descendants = [];
  lastSample = 0;
  /** Samples the process tree while the server runs, for the whole session (see {@link sampleDescendants}). */
  sampler;
  /** The value of {@link PROCESS_MARK_NAME} this server and everything it starts inherit. */
  mark = newProcessMark();
  stderrTail = "";
  stderrSkipping = false;
  exitPromise;
  /** Lines on stdout that were not JSON-RPC (logged noise), for diagnostics. */
  noiseLines = 0;
  /** The server's process id once started. */
  get pid() {
    return this.child?.pid;
  }
  /** The server's process once started (raw mode writes to its stdin and watches its exit). */
  get childProcess() {
    return this.child;
  }
  start() {
    if (this.child) throw new Error("already started");
    return new Promise((resolve, reject) => {
      const child = spawn3(this.params.command, this.params.args, {
        // The mark finds what the server started even once re-parented away from it (a double-forked daemon).
        env: { ...getDefaultEnvironment(), ...this.params.env, [PROCESS_MARK_NAME]: this.mark },
        cwd: this.params.cwd,
        stdio: ["pipe", "pipe", "pipe"],
        shell: false,
        // Own process group: closing signals the whole group, so children of the server end too.
        detached: process.platform !== "win32",
        windowsHide: true
      });
      this.child = child;
      RUNNING.add(this);
      watchProcessEnd();
      this.exitPromise = new Promise((r) => {
        child.once("exit", () => r());
        child.once("error", () => r());
      });
      child.once("error", (e) => {
        this.exited = true;
        RUNNING.delete(this);
        if (RUNNING.size === 0) unwatchProcessEnd();
        const reason = `cannot start ${JSON.stringify(this.params.command)}: ${osErrorText(e)}`;
        this.budget.fail(reason, e);
        reject(this.budget.failed);
      });
      child.once("spawn", () => {
        this.sampleDescendants(true);
        this.sampler = setInterval(() => this.sampleDescendants(true), SAMPLE_INTERVAL_MS);
        this.sampler.unref();
        resolve();
      });
      const exitedEarly = (code, signal) => {
        if (this.closing || this.budget.failed) return;
        this.budget.fail(`the server exited (${signal ? `signal ${signal}` : `code ${code}`}) before the snapshot was complete${this.stderrReason()}`);
        void this.close();
      };
      child.once("exit", (code, signal) => {
        this.exited = true;
        clearInterval(this.sampler);
        setTimeout(() => exitedEarly(code, signal), 250).unref();
      });
      child.once("close", exitedEarly);
      const onStdout = this.params.onStdout;
      child.stdout.on("data", onStdout ?? ((chunk) => this.onData(chunk)));
      child.stderr.setEncoding("utf8");
      child.stderr.on("data", (chunk) => this.onStderr(chunk));
      child.stdin.on("error", () => {
      });
    });
  }
  /** Keeps the last few KB of stderr, whole lines only: a line cut at the front could show the tail of a secret unredacted. */
  onStderr(chunk) {
    if (this.budget.limits.onServerStderr) this.verboseStderr(chunk);
    let text = chunk;
    if (this.stderrSkipping) {
      const nl = text.indexOf("\n");
      if (nl < 0) return;
      text = text.slice(nl + 1);
      this.stderrSkipping = false;
    }
    text = this.stderrTail + text;
    if (text.length <= STDERR_TAIL_BYTES) {
      this.stderrTail = text;
      return;
    }
    const cut = text.indexOf("\n", text.length - STDERR_TAIL_BYTES);
    this.stderrTail = cut < 0 ? "" : text.slice(cut + 1);
    this.stderrSkipping = cut < 0;
  }
  verboseLine = "";
  verboseSkipping = false;
  /**
   * `--verbose`: each whole stderr line, redacted, then escaped. A line longer than the bound is not
   * shown (a part of it could hold part of a secret, which redaction would miss): its length is.
   */
  verboseStderr(chunk) {
    let text = this.verboseLine + chunk;
    for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n")) {
      if (!this.verboseSkipping) this.showStderrLine(text.slice(0, nl));
      this.verboseSkipping = false;
      text = text.slice(nl + 1);
    }
    if (text.length > VERBOSE_LINE_CHARS && !this.verboseSkipping) {
      this.budget.limits.onServerStderr(this.where, `(a line of more than ${VERBOSE_LINE_CHARS} characters, not shown)`);
      this.verboseSkipping = true;
    }
    this.verboseLine = this.verboseSkipping ? "" : text;
  }
  showStderrLine(line) {
    const shown = line.replace(/\r$/, "");
    if (shown.length > VERBOSE_LINE_CHARS) {
      this.budget.limits.onServerStderr(this.where, `(a line of ${shown.length} characters, not shown)`);
      return;
    }
    this.budget.limits.onServerStderr(this.where, escapeForTerminal(redactSecrets(shown, this.secrets)));
  }
  /** What stderr says about a failure, for the message (empty when it said nothing). */
  stderrReason() {
    return stderrReasonOf(this.stderrTail, this.secrets);
  }
  onData(chunk) {
    if (this.budget.failed) return;
    this.budget.addBytes(chunk.length);
    if (this.budget.failed) return;
    let start = 0;
    for (; ; ) {
      const nl = chunk.indexOf(10, start);
      this.takeLinePart(chunk.subarray(start, nl < 0 ? chunk.length : nl));
      if (nl < 0 || this.budget.failed) return;
      start = nl + 1;
      this.endLine();
      if (this.budget.failed) return;
    }
  }
  /** Decodes part of a line as it arrives (UTF-8, strictly: a sequence split across chunks is joined by the decoder). */
  takeLinePart(part) {
    if (part.length === 0) return;
    if (this.lineHeadBytes < LINE_HEAD_BYTES) {
      const head = Buffer.from(part.subarray(0, LINE_HEAD_BYTES - this.lineHeadBytes));
      this.lineHead.push(head);
      this.lineHeadBytes += head.length;
    }
    if (this.lineError !== void 0) return;
    try {
      this.line.feed(this.lineDecoder.decode(part, { stream: true }));
      this.budget.checkArrivingTools(this.line.count);
    } catch (e) {
      this.lineBroken(e);
    }
  }
  lineBroken(e) {
    this.lineError = e;
    this.line.reset();
    this.lineDecoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  }
  endLine() {
    if (this.lineError === void 0) {
      try {
        const last = this.lineDecoder.decode();
        if (last !== "") this.line.feed(last);
      } catch (e) {
        this.lineBroken(e);
      }
    }
    const error = this.lineError;
    const head = this.lineHead;
    const parts = error === void 0 ? this.line.value() : void 0;
    const whole = error === void 0 && parts === void 0 ? this.line.whole() : void 0;
    let text = whole?.text;
    this.line.reset();
    this.lineError = void 0;
    this.lineHead = [];
    this.lineHeadBytes = 0;
    if (parts !== void 0) {
      this.sampleDescendants(false);
      this.deliver(parts.value);
      return;
    }
    if (text === void 0) {
      const first2 = Buffer.concat(head).toString("utf8").trimStart()[0];
      if (first2 === "{" || first2 === "[") this.budget.fail(invalidUtf8(this.where, error));
      else this.noiseLines++;
      return;
    }
    if (text.endsWith("\r")) text = text.slice(0, -1);
    const first = text.trimStart()[0];
    if (first !== "{" && first !== "[") {
      if (text.trim() !== "") this.noiseLines++;
      return;
    }
    let value;
    try {
      value = parseJsonStrict(text, `${this.where}: a message from the server`, { exact: whole.exact });
    } catch (e) {
      if (isToolsealError(e, "INVALID_JSON")) {
        this.noiseLines++;
        return;
      }
      this.budget.fail(e);
      return;
    }
    text = void 0;
    this.sampleDescendants(false);
    if (Array.isArray(value)) for (const m of value) this.deliver(m);
    else this.deliver(value);
  }
  deliver(raw) {
    const message = jsonRpcEnvelope(raw);
    if (!message || !JSONRPCMessageSchema.safeParse(message).success) {
      const id = message?.id;
      if (message && (typeof id === "number" || typeof id === "string") && ("result" in message || "error" in message)) {
        this.budget.fail(`protocol error: a malformed JSON-RPC response (id ${JSON.stringify(message.id)})`);
        return;
      }
      this.onerror?.(new Error("skipped a message that is not JSON-RPC"));
      return;
    }
    this.onmessage?.(message);
  }
  async send(message) {
    const stdin = this.child?.stdin;
    if (!stdin || this.exited || this.closing) throw new Error("not connected: the server process is not running");
    const line = JSON.stringify(message) + "\n";
    if (!stdin.write(line)) await new Promise((r) => stdin.once("drain", () => r()));
  }
  /**
   * Records the server's descendants from /proc while it runs (at spawn, then every
   * {@link SAMPLE_INTERVAL_MS} and as messages arrive): a child that called `setsid` is out of the server's
   * process group, and once the server has exited it is nobody's descendant, so it must be known before.
   * (One that was gone from the tree between two samples is still found at close by its mark.)
   */
  sampleDescendants(force) {
    const pid = this.child?.pid;
    if (pid === void 0 || this.exited || process.platform !== "linux") return;
    const now = Date.now();
    if (!force && now - this.lastSample < SAMPLE_INTERVAL_MS) return;
    this.lastSample = now;
    this.addDescendants(descendantsOf([pid]));
  }
  addDescendants(found) {
    const known = new Set(this.descendants.map((d) => `${d.pid}/${d.startTime}`));
    for (const ref of found) if (!known.has(`${ref.pid}/${ref.startTime}`)) this.descendants.push(ref);
    if (this.descendants.length > MAX_KNOWN_DESCENDANTS) this.descendants = this.descendants.filter(isSameProcess).slice(-MAX_KNOWN_DESCENDANTS);
  }
  /**
   * Adds the descendants of the server and of every descendant known so far that still runs, and every
   * process that carries the server's mark in its environment (started by it, wherever it went since).
   */
  collectDescendants() {
    const pid = this.child?.pid;
    if (pid === void 0 || process.platform !== "linux") return;
    this.addDescendants(descendantsOf([...this.exited ? [] : [pid], ...this.descendants.filter(isSameProcess).map((d) => d.pid)]));
    this.addDescendants(processesMarked(this.mark).filter((ref) => ref.pid !== pid));
  }
  descendantsAlive() {
    return this.descendants.some(isSameProcess);
  }
  /** Signals the server's process group and every descendant found (those that left the group too). */
  signalAll(signal) {
    this.signalGroup(signal);
    for (const d of this.descendants) signalProcess(d, signal);
  }
  /**
   * Ends the server and every process it started, in its group or out of it (found under /proc before the
   * server is signalled); resolves when they are gone (or were killed). Every wait is cut to fit the
   * snapshot's deadline: past it, the signals follow one another at once.
   */
  async close() {
    if (this.closing) {
      await this.exitPromise;
      return;
    }
    this.closing = true;
    clearInterval(this.sampler);
    const child = this.child;
    if (child && child.pid !== void 0) {
      this.collectDescendants();
      if (!this.exited) {
        child.stdin?.end();
        if (!await this.waitExit(this.budget.graceMs(EXIT_GRACE_MS, CLOSE_RESERVE_MS))) {
          this.collectDescendants();
          this.signalGroup("SIGTERM");
          if (!await this.waitExit(this.budget.graceMs(EXIT_GRACE_MS, SIGNAL_FLOOR_MS, SIGNAL_FLOOR_MS))) {
            this.collectDescendants();
            this.signalGroup("SIGKILL");
            await this.waitExit(KILL_WAIT_MS);
          }
        }
      }
      this.collectDescendants();
      if (this.groupAlive() || this.descendantsAlive()) {
        this.signalAll("SIGTERM");
        const until = Date.now() + this.budget.graceMs(GROUP_GRACE_MS, 0, SIGNAL_FLOOR_MS);
        while ((this.groupAlive() || this.descendantsAlive()) && Date.now() < until) await sleep(20);
        this.collectDescendants();
        if (this.groupAlive()) this.signalGroup("SIGKILL");
        for (const d of this.descendants) signalProcess(d, "SIGKILL");
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
      RUNNING.delete(this);
      if (RUNNING.size === 0) unwatchProcessEnd();
    }
    this.line.reset();
    this.lineHead = [];
    if (!this.closed) {
      this.closed = true;
      this.onclose?.();
    }
  }
  async waitExit(ms) {
    if (this.exited) return true;
    let timer;
    const done = await Promise.race([
      this.exitPromise.then(() => true),
      new Promise((r) => {
        timer = setTimeout(() => r(false), ms);
      })
    ]);
    clearTimeout(timer);
    return done;
  }
  /** Kills the server and everything it started, synchronously (toolseal itself is ending). */
  killNow() {
    this.collectDescendants();
    this.signalAll("SIGKILL");
  }
  /** Signals the server's whole process group (its children too). */
  signalGroup(signal) {
    const pid = this.child?.pid;
    if (pid === void 0) return;
    try {
      if (process.platform === "win32") this.child.kill(signal);
      else process.kill(-pid, signal);
    } catch {
    }
  }
  groupAlive() {
    const pid = this.child?.pid;
    if (pid === void 0 || process.platform === "win32") return false;
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  }
};
var RUNNING = /* @__PURE__ */ new Set();
var ENDING_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
function killAll() {
  for (const t of RUNNING) t.killNow();
}
function onEndingSignal(signal) {
  killAll();
  unwatchProcessEnd();
  process.kill(process.pid, signal);
}
var watching = false;
function watchProcessEnd() {
  if (watching) return;
  watching = true;
  process.on("exit", killAll);
  for (const s of ENDING_SIGNALS) process.on(s, onEndingSignal);
}
function unwatchProcessEnd() {
  if (!watching) return;
  watching = false;
  process.off("exit", killAll);
  for (const s of ENDING_SIGNALS) process.off(s, onEndingSignal);
}
function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

// src/mcp/live-snapshot.ts
var SUBCOMMANDS = /* @__PURE__ */ new Set(["run", "exec", "x", "dlx", "tool", "start"]);
var VALUE_OPTIONS = /^(?:-[epvwc]|--(?:env|env-file|volume|mount|name|network|package|from|with|workdir|user|entrypoint|cwd|prefix|directory|python|config))$/;
var SECRET_OPTION = /key|token|secret|pass|auth|cred|bearer|cookie|session/i;
var GENERIC_NAME = /^(?:index|main|server|cli|app|start|run|bin|dist|build|src|lib|out|cmd)(?:\.[cm]?[jt]s|\.py)?$/i;
function looksLikeName(a) {
  if (a.includes("://") || !/^[@A-Za-z0-9._~+/\\:-]+$/.test(a)) return false;
  if (/(?=[0-9a-f]*[0-9])[0-9a-f]{16,}/i.test(a)) return false;
  return /[/\\]/.test(a) || a.startsWith("@") || /\.[A-Za-z0-9]{1,4}$/.test(a) || /^[a-z0-9][a-z0-9._-]*$/.test(a);
}
function nameArgument(args) {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--") continue;
    if (a.startsWith("-")) {
      if (!a.includes("=") && (VALUE_OPTIONS.test(a) || SECRET_OPTION.test(a))) i++;
      continue;
    }
    if (SUBCOMMANDS.has(a) && i + 1 < args.length) continue;
    return looksLikeName(a) ? a : void 0;
  }
  return void 0;
}
var MIN_HIDDEN_LABEL_PART = 4;
function commandLabel(spec, secrets) {
  const segments = (p) => p.split(/[\\/]/).filter((x) => x !== "" && x !== ".");
  const secretIn = (name) => secrets.some((s) => name.includes(s) || name.length >= MIN_HIDDEN_LABEL_PART && s.includes(name));
  const hide = (name) => secretIn(name) ? "***" : name;
  const command = hide(segments(spec.command).pop() ?? spec.command);
  const arg = nameArgument(spec.args);
  if (arg === void 0) return command;
  const parts = segments(arg);
  const shown = [parts.pop() ?? arg];
  while (GENERIC_NAME.test(shown[0]) && parts.length > 0 && shown.length < 3) shown.unshift(parts.pop());
  if (GENERIC_NAME.test(shown[0]) && !/^[/\\]|^[A-Za-z]:/.test(arg) && spec.cwd !== void 0) {
    const folder = segments(spec.cwd).pop();
    if (folder !== void 0) shown.unshift(folder);
  }
  return `${command} ${shown.map(hide).join("/")}`;
}
function describeServer(spec, label, secrets = serverSecrets(spec, { withArguments: false }).values) {
  const base = spec.kind === "stdio" ? `stdio server ${JSON.stringify(commandLabel(spec, secrets))}` : `server ${describeUrl(spec.url)}`;
  return label ? `server ${JSON.stringify(label)} (${base})` : base;
}
async function connectStdioIn(era, spec, budget, where, secrets) {
  const transport = new StdioProcessTransport({ command: spec.command, args: spec.args, env: spec.env, cwd: spec.cwd }, budget, where, secrets);
  const tap = new TransportTap(transport);
  const capabilities = capabilitiesObject(spec.clientCapabilities);
  const client = era === "modern" ? new ModernClient(requestEnvelope(capabilities)) : newClient(capabilities);
  const close = async () => {
    await client.close().catch(() => {
    });
    await transport.close().catch(() => {
    });
  };
  try {
    await budget.race(client.connect(tap, { timeout: budget.requestTimeoutMs(), signal: budget.signal }));
    if (client instanceof ModernClient) {
      let result;
      try {
        result = await discover(client, budget);
      } catch (e) {
        if (budget.failed || e instanceof ToolsealError) throw e;
        throw notModernError(where, withoutHtmlPages(errorText(e)), e);
      }
      Object.assign(tap.initialize, seenFromDiscover(result, where));
    }
  } catch (e) {
    await close();
    throw e;
  }
  return { client, tap, transport: "stdio", close };
}
async function connectStdio(spec, budget, where, secrets) {
  const protocol = spec.protocol ?? "auto";
  if (protocol === MODERN_PROTOCOL) return connectStdioIn("modern", spec, budget, where, secrets);
  try {
    return await connectStdioIn("legacy", spec, budget, where, secrets);
  } catch (e) {
    if (budget.failed) throw budget.failed;
    const supported = e instanceof McpError && e.code === JsonRpcErrorCode.UnsupportedProtocolVersion ? unsupportedVersionIn(JSON.stringify({ code: e.code, data: e.data })) : void 0;
    if (!supported?.includes(MODERN_PROTOCOL)) throw e;
    if (protocol === LEGACY_PROTOCOL) {
      throw onlyModernError(where, supported, e);
    }
  }
  return connectStdioIn("modern", spec, budget, where, secrets);
}
function inServer(where, f) {
  try {
    return f();
  } catch (e) {
    const listCodes = ["DUPLICATE_TOOL_NAME", "MALFORMED_TOOL", "DUPLICATE_PROMPT_NAME", "MALFORMED_PROMPT", "DUPLICATE_RESOURCE_TEMPLATE", "MALFORMED_RESOURCE_TEMPLATE"];
    if (isToolsealError(e) && listCodes.includes(e.code)) {
      throw new ToolsealError(e.code, `${where}: ${e.message}`, { cause: e });
    }
    throw e;
  }
}
function snapshotError(e, budget, where, secrets, oauth = false) {
  if (e instanceof ToolsealError) return e;
  if (budget.failed) return budget.failed;
  let reason;
  if (e instanceof McpError) reason = `protocol error: the server answered with error ${e.code}: ${e.message}`;
  else reason = errorText(e);
  if (oauth && (e instanceof UnauthorizedError || e instanceof OAuthError)) {
    if (e instanceof OAuthError) reason = `the authorization server answered ${e.errorCode}${e.message ? `: ${e.message}` : ""}`;
    return new ToolsealError("OAUTH_FAILED", `${where}: OAuth: ${escapeForTerminal(redactSecrets(withoutHtmlPages(reason), secrets).slice(0, 500))}`, { cause: e });
  }
  if (!oauth && (e?.code === 401 || e?.cause?.code === 401)) reason += '; the server asks for authorization: run with --oauth, or give a token with --header "Authorization: Bearer \u2026"';
  reason = withoutHtmlPages(reason);
  reason = escapeForTerminal(redactSecrets(reason, secrets).slice(0, 500));
  return new ToolsealError("SNAPSHOT_INCOMPLETE", `${where}: ${reason}`, { cause: e });
}
function redactedError(e, where, secrets) {
  if (e.code === "SECRET_IN_SURFACE") return e;
  const head = e.message.startsWith(`${where}: `) ? `${where}: ` : "";
  const message = head + redactSecrets(e.message.slice(head.length), secrets);
  return message === e.message ? e : new ToolsealError(e.code, message, { cause: e.cause });
}
async function listCarriers(client, init, budget, where) {
  const carriers = {};
  if (init.instructions !== void 0) carriers.instructions = init.instructions;
  const declared = (name) => init.capabilities !== void 0 && typeof init.capabilities[name] === "object" && init.capabilities[name] !== null;
  if (declared("prompts")) {
    const p = await listAllPages(client, budget, where, PROMPTS_LIST, true);
    if (p) Object.assign(carriers, { prompts: p.items, promptPages: p.pages });
  }
  if (declared("resources")) {
    const t = await listAllPages(client, budget, where, RESOURCE_TEMPLATES_LIST, true);
    if (t) Object.assign(carriers, { resourceTemplates: t.items, resourceTemplatePages: t.pages });
  }
  return carriers;
}
async function snapshotLiveServer(spec, limits, serverId, waits = new ApprovalWaits()) {
  return (await snapshotLiveServerWithDigests(spec, limits, serverId, waits)).snapshot;
}
async function snapshotLiveServerWithDigests(spec, limits, serverId, waits = new ApprovalWaits(), options = {}) {
  const where = describeServer(spec, serverId);
  const owned = serverSecrets(spec);
  const secrets = owned.values;
  const session = spec.kind === "url" && spec.oauth ? await OAuthSession.open(spec.oauth, spec.url, where, owned) : void 0;
  try {
    const startedAt = limits.startedAt ?? Date.now();
    let bytesLeft = limits.maxBytes;
    for (; ; ) {
      const budget = new SnapshotBudget({ ...limits, startedAt: startedAt + waits.total(), maxBytes: bytesLeft }, where);
      let connection;
      try {
        budget.checkDeadline();
        connection = spec.kind === "stdio" ? await connectStdio(spec, budget, where, secrets) : await connectHttp(
          { url: spec.url, transport: spec.transport, headers: spec.headers, protocol: spec.protocol, capabilities: capabilitiesObject(spec.clientCapabilities), ...session ? { oauth: { provider: session.provider, observe: (r) => session.provider.observe(r) } } : {} },
          budget,
          where
        );
        const { tools, pages } = await listAllTools(connection.client, budget, where);
        const carriers = await listCarriers(connection.client, connection.tap.initialize, budget, where);
        const { serverInfo, protocolVersion } = connection.tap.initialize;
        if (!serverInfo || typeof serverInfo.name !== "string" || protocolVersion === void 0) {
          const source = protocolVersion === MODERN_PROTOCOL ? "server/discover" : "initialize";
          throw new ToolsealError("SNAPSHOT_INCOMPLETE", `${where}: protocol error: no serverInfo or protocolVersion in the ${source} result`);
        }
        budget.checkDeadline();
        const input = {
          server: serverId ?? spec.serverId ?? serverInfo.name,
          transport: connection.transport,
          protocolVersion,
          serverInfo,
          pages,
          tools,
          carriers
        };
        const { snapshot, digests } = inServer(where, () => buildSnapshotWithDigests(input, { fields: options.fields === true }));
        assertNoSecretInSurface(snapshot, owned.known, where);
        if (spec.clientCapabilities !== void 0 && spec.clientCapabilities.length > 0) snapshot.clientCapabilities = spec.clientCapabilities;
        budget.checkDeadline();
        return { snapshot, digests };
      } catch (e) {
        if (!session?.needsUser || budget.failed) throw redactedError(snapshotError(e, budget, where, secrets, session !== void 0), where, secrets);
      } finally {
        budget.dispose();
        await connection?.close();
        bytesLeft -= budget.bytesReceived;
      }
      await session.authorize(Math.max(1, startedAt + waits.total() + limits.timeoutMs - Date.now()), waits);
    }
  } finally {
    await session?.close();
  }
}

export {
  OAuthSession,
  PROMPTS_LIST,
  RESOURCE_TEMPLATES_LIST,
  listAllTools,
  listAllPages,
  JsonRpcErrorCode,
  jsonRpcEnvelope,
  ArrivingLine,
  StdioProcessTransport,
  describeServer,
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
