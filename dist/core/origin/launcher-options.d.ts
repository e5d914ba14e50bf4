/**
 * npm's configuration keys (`@npmcli/config/lib/definitions`, npm 11.19.1): a key whose type is or holds
 * `Boolean` is a flag, any other takes a value. Refresh from an installed npm with
 * `node -e 'const {definitions}=require("<npm>/node_modules/@npmcli/config/lib/definitions");…'`, splitting
 * the keys by that rule (test/core/launcher-options.test.ts compares these with the npm on the machine).
 */
export declare const NPM_FLAG_KEYS: ReadonlySet<string>;
export declare const NPM_VALUE_KEYS: ReadonlySet<string>;
/** npm's shorthands (the same definitions' `shorthands`): `-d` is `--loglevel info`, `-y` is `--yes`. */
export declare const NPM_SHORTHANDS: ReadonlyMap<string, readonly string[]>;
/**
 * What npx (npm's `bin/npx-cli.js`) reads before npm does: `-p` is `--package` (not npm's `--parseable`),
 * `--shell` is `--script-shell`; these take a value even when the next word starts with `-`; and these
 * are flags npm does not define.
 */
export declare const NPX_VALUE_KEYS: ReadonlySet<string>;
export declare const NPX_FLAG_KEYS: ReadonlySet<string>;
/** Options npx-cli.js removed (npm 7+): a command line that uses one is not read. */
export declare const NPX_REMOVED_KEYS: ReadonlySet<string>;
/**
 * `pnpm dlx` (pnpm's `exec/plugin-commands-script-runners/src/dlx.ts`: `--package`, `--allow-build`,
 * `--cpu`/`--os`/`--libc`, `-c`/`--shell-mode`) and pnpm's universal and output options
 * (`@pnpm/common-cli-options-help`), with the registry and folder settings a config commonly gives.
 */
export declare const PNPM_VALUE_OPTIONS: ReadonlySet<string>;
export declare const PNPM_FLAGS: ReadonlySet<string>;
/**
 * `uv tool run` / `uvx` (uv's CLI reference, docs/reference/cli.md of astral-sh/uv at 094c198, December
 * 2025: an option is a value option when its entry names a value). Refresh from `uvx --help`.
 */
export declare const UV_VALUE_OPTIONS: ReadonlySet<string>;
export declare const UV_FLAGS: ReadonlySet<string>;
/**
 * `pipx run` (pipx's `src/pipx/main.py`, `_add_run` with its shared, python and pip/venv options) and the
 * pipx options before `run`. `--preinstall PKG` installs another package beside the app.
 */
export declare const PIPX_VALUE_OPTIONS: ReadonlySet<string>;
export declare const PIPX_FLAGS: ReadonlySet<string>;
/** `pip install` (pip's reference) as `--pip-args` gives it: options that take a value, flags. */
export declare const PIP_VALUE_OPTIONS: ReadonlySet<string>;
export declare const PIP_FLAGS: ReadonlySet<string>;
/** pip options that bring in packages from a file: the extra packages cannot be read. */
export declare const PIP_FILE_OPTIONS: ReadonlySet<string>;
/**
 * `docker run` (docker/cli docs/reference/commandline/container_run.md, the generated options table:
 * an option of type `bool` is a flag, any other takes a value), with podman's common ones (`--net`).
 */
export declare const DOCKER_RUN_VALUE_OPTIONS: ReadonlySet<string>;
export declare const DOCKER_RUN_FLAGS: ReadonlySet<string>;
/** `docker`'s own options before the command (docs/reference/commandline/docker.md, "Options"). */
export declare const DOCKER_GLOBAL_VALUE_OPTIONS: ReadonlySet<string>;
export declare const DOCKER_GLOBAL_FLAGS: ReadonlySet<string>;
