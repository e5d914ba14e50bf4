#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  BUNX_VALUE_OPTIONS,
  DOCKER_GLOBAL_FLAGS,
  DOCKER_GLOBAL_VALUE_OPTIONS,
  DOCKER_RUN_FLAGS,
  DOCKER_RUN_VALUE_OPTIONS,
  MAX_SPEC_LENGTH,
  PIPX_FLAGS,
  PIPX_VALUE_OPTIONS,
  PNPM_TABLE,
  SHA256,
  npmLaunchOf,
  pipxLaunch,
  readNpmArgs,
  readTable,
  tableLaunch,
  unreadableLaunch,
  unwrapCommand,
  uvLaunch
} from "./chunk-V5IMACWJ.js";

// src/core/origin/package-launch-docker.ts
var DOCKER_VALUE_OPTIONS = DOCKER_RUN_VALUE_OPTIONS;
var DOCKER_FLAGS = DOCKER_RUN_FLAGS;
function dockerLaunch(args) {
  const base = { launcher: "docker run", ecosystem: "oci" };
  let image;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--") {
      image = args[i + 1];
      break;
    }
    if (!a.startsWith("-") || a === "-") {
      image = a;
      break;
    }
    const name = a.includes("=") ? a.slice(0, a.indexOf("=")) : a;
    if (a.includes("=") && (DOCKER_VALUE_OPTIONS.has(name) || DOCKER_FLAGS.has(name))) continue;
    if (DOCKER_VALUE_OPTIONS.has(a)) {
      i++;
      continue;
    }
    if (DOCKER_FLAGS.has(a)) continue;
    if (/^-[A-Za-z]{2,}$/.test(a) && [...a.slice(1)].every((c) => DOCKER_FLAGS.has(`-${c}`))) continue;
    if (/^-[A-Za-z]./.test(a) && DOCKER_VALUE_OPTIONS.has(a.slice(0, 2))) continue;
    return {
      ...base,
      name: "",
      unpinned: `the docker run option ${JSON.stringify(a.slice(0, 40))} is not known, so the image cannot be told from its value`,
      unreadable: true
    };
  }
  if (image === void 0 || image === "") return { ...base, name: "", unpinned: "no image is named" };
  return imageReference(image);
}
function imageReference(ref) {
  const base = { launcher: "docker run", ecosystem: "oci" };
  if (ref.length > MAX_SPEC_LENGTH) return { ...base, name: "", unpinned: "the image reference is too long to read" };
  const atDigest = ref.indexOf("@");
  const digest = atDigest < 0 ? void 0 : ref.slice(atDigest + 1);
  const named = atDigest < 0 ? ref : ref.slice(0, atDigest);
  const slash = named.lastIndexOf("/");
  const colon = named.lastIndexOf(":");
  const tag = colon > slash ? named.slice(colon + 1) : void 0;
  const name = colon > slash ? named.slice(0, colon) : named;
  if (!/^[a-z0-9][a-z0-9._:/-]*$/.test(name) || tag !== void 0 && !/^[\w][\w.-]{0,127}$/.test(tag)) {
    return { ...base, name: "", unpinned: "the image reference cannot be read" };
  }
  const withTag = { ...base, name, ...tag === void 0 ? {} : { requested: tag, version: tag } };
  if (digest === void 0)
    return {
      ...withTag,
      unpinned: tag === void 0 ? "no tag and no digest, so latest is pulled" : "an image tag without a digest (@sha256:\u2026) can be moved"
    };
  if (!SHA256.test(digest)) return { ...withTag, unpinned: "the digest is not sha256:<64 hex>" };
  return { ...withTag, digest };
}

// src/core/origin/package-launch.ts
var MAX_WRAPPING = 8;
var LAUNCHER_WORDS = {
  npx: "npm",
  pnpx: "npm",
  npm: "npm",
  pnpm: "npm",
  bunx: "npm",
  bun: "npm",
  toolseal: "npm",
  uvx: "pypi",
  uv: "pypi",
  pipx: "pypi",
  docker: "oci",
  podman: "oci"
};
function launchedPackageOf(command, args) {
  return readLaunch(command, args, 0);
}
function readLaunch(command, args, depth) {
  const word = commandWord(command);
  if (depth > MAX_WRAPPING) return unreadableOf([command, ...args], `wrapped more than ${MAX_WRAPPING} deep`);
  const unwrapped = unwrapCommand(word, args);
  if (unwrapped?.kind === "command") return readLaunch(unwrapped.command, unwrapped.args, depth + 1);
  if (unwrapped?.kind === "shell") return readShellCommands(unwrapped.commands, depth + 1);
  if (unwrapped?.kind === "unreadable") return unreadableOf(unwrapped.words, unwrapped.why);
  if (word === "toolseal") return guardedServer("toolseal", args, depth);
  if (word === "npx" || word === "pnpx") {
    const read = readNpmArgs(args, "npx");
    return guardedServer(npmLaunchOf("npx", read), read.words.slice((read.first ?? read.words.length) + 1), depth);
  }
  if (word === "npm") {
    const read = readNpmArgs(args, "npm");
    if (read.unreadable !== void 0) return args.includes("exec") || args.includes("x") ? npmLaunchOf("npm exec", read) : void 0;
    const sub = read.first === void 0 ? void 0 : read.words[read.first];
    if (sub !== "exec" && sub !== "x") return void 0;
    const launched = npmLaunchOf("npm exec", { ...read, first: read.second });
    return guardedServer(launched, read.second === void 0 ? [] : read.words.slice(read.second + 1), depth);
  }
  if (word === "bunx")
    return guardedServer(tableLaunch("bunx", args, { values: BUNX_VALUE_OPTIONS }), afterSpec(args, BUNX_VALUE_OPTIONS), depth);
  if (word === "bun" && args[0] === "x")
    return guardedServer(
      tableLaunch("bunx", args.slice(1), { values: BUNX_VALUE_OPTIONS }),
      afterSpec(args.slice(1), BUNX_VALUE_OPTIONS),
      depth
    );
  if (word === "pnpm") {
    const read = readTable(args, PNPM_TABLE.values, PNPM_TABLE.flags);
    if (read.unreadable !== void 0) return unreadableLaunch("pnpm dlx", "npm", read.unreadable);
    if (read.first !== "dlx") return void 0;
    const dlx = args.slice(read.firstAt + 1);
    return guardedServer(tableLaunch("pnpm dlx", dlx, PNPM_TABLE), afterSpec(dlx, PNPM_TABLE.values), depth);
  }
  if (word === "uvx") return uvLaunch(args);
  if (word === "uv" && args[0] === "tool" && args[1] === "run") return uvLaunch(args.slice(2));
  if (word === "pipx") {
    const read = readTable(args, PIPX_VALUE_OPTIONS, PIPX_FLAGS);
    if (read.unreadable !== void 0) return unreadableLaunch("pipx run", "pypi", read.unreadable);
    return read.first === "run" ? pipxLaunch(args.slice(read.firstAt + 1)) : void 0;
  }
  if (word === "docker" || word === "podman") return dockerCommand(word, args);
  return void 0;
}
function dockerCommand(word, args) {
  const read = readTable(args, DOCKER_GLOBAL_VALUE_OPTIONS, DOCKER_GLOBAL_FLAGS);
  if (read.unreadable !== void 0) return unreadableLaunch("docker run", "oci", `${word}: ${read.unreadable}`);
  const at = read.firstAt;
  if (at === void 0) return void 0;
  if (args[at] === "run") return dockerLaunch(args.slice(at + 1));
  return args[at] === "container" && args[at + 1] === "run" ? dockerLaunch(args.slice(at + 2)) : void 0;
}
function afterSpec(args, values) {
  const read = readTable(args, values);
  return read.firstAt === void 0 ? [] : args.slice(read.firstAt + 1);
}
function guardedServer(launched, rest, depth) {
  if (launched === "toolseal") launched = void 0;
  else if (launched === void 0 || launched.name !== "toolseal") return launched;
  if (launched?.unreadable) return launched;
  if (rest[0] !== "guard") return launched;
  const d = rest.indexOf("--");
  if (d < 0 || d + 1 >= rest.length) return launched;
  if (launched?.unpinned !== void 0) return { ...launched, unpinned: `the guard itself: ${launched.unpinned}` };
  return readLaunch(rest[d + 1], rest.slice(d + 2), depth + 1);
}
function readShellCommands(commands, depth) {
  const found = [];
  for (const c of commands) {
    const words = withoutBuiltin(c);
    if (words === void 0 || words.length === 0) continue;
    const read = (w) => readLaunch(w[0], w.slice(1), depth);
    let launched;
    if (!words.some((w) => w.expands)) launched = read(words.map((w) => w.text));
    else {
      const variants = ["toolseal-expansion", "--toolseal-expansion", "npx"].map((v) => read(words.map((w) => expandedAs(w, v))));
      const same = variants.every((v) => JSON.stringify(v) === JSON.stringify(variants[0]));
      const named = variants.some((v) => v !== void 0 && JSON.stringify(v).includes("toolseal-expansion"));
      const any = variants.find((v) => v !== void 0);
      launched = same && !named ? variants[0] : any && unreadableLaunch(
        "shell",
        any.ecosystem,
        "the shell expands a word ($\u2026, `\u2026`, a glob) where the launcher or its package is named"
      );
    }
    if (launched !== void 0) found.push(launched);
  }
  if (found.length <= 1) return found[0];
  return found.find((f) => f.unreadable) ?? found.find((f) => f.unpinned !== void 0) ?? unreadableLaunch("shell", found[0].ecosystem, `the shell command line starts ${found.length} packages`);
}
function expandedAs(w, v) {
  if (!w.expands) return w.text;
  if (!/[$`]/.test(w.text)) return v;
  return w.text.replace(/\$\{[^}]*\}|\$\([^)]*\)|\$[A-Za-z_][A-Za-z0-9_]*|\$[0-9@*#?$!-]|`[^`]*`|[$`]/g, v);
}
function withoutBuiltin(words) {
  const first = words[0]?.text;
  if (first !== "exec" && first !== "command") return words;
  let i = 1;
  for (; i < words.length && words[i].text.startsWith("-"); i++) {
    const o = words[i].text;
    if (o === "--") return words.slice(i + 1);
    if (first === "command" && /[vV]/.test(o)) return void 0;
    if (first === "exec" && o === "-a") i++;
  }
  return words.slice(i);
}
function unreadableOf(words, why) {
  for (const w of words) {
    for (const part of w.split(/\s+/)) {
      const word = commandWord(part);
      if (Object.hasOwn(LAUNCHER_WORDS, word)) return unreadableLaunch("shell", LAUNCHER_WORDS[word], why);
    }
  }
  return void 0;
}
function commandWord(command) {
  const base = command.split(/[\\/]/).pop() ?? command;
  return base.replace(/\.(cmd|exe|bat|ps1)$/i, "").toLowerCase();
}

export {
  launchedPackageOf
};
