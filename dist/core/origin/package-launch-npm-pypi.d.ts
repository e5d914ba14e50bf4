import { type Launcher, type LaunchedPackage, type PackageEcosystem } from './package-pin.js';
/** bunx's options that take a value; any other is a flag. */
export declare const BUNX_VALUE_OPTIONS: ReadonlySet<string>;
/** A command line whose words cannot be read as the launcher reads them. */
export declare function unreadableLaunch(launcher: Launcher, ecosystem: PackageEcosystem, why: string): LaunchedPackage;
/** What an npm-family command line gives: its `--package` values, its first positional word and the words after it. */
export interface NpmArgs {
    /** The words as read, each shorthand expanded (`-d` is `--loglevel info`): `first` and `second` index these. */
    words: readonly string[];
    packages: string[];
    registry?: string;
    call?: string;
    /** The index of the first positional word (the package, or the command of `--package`, or npm's subcommand). */
    first?: number;
    /** npm: the index of the second (the package after `exec`). */
    second?: number;
    unreadable?: string;
}
/**
 * npx's and npm's options, by npm's own definitions: a flag (a Boolean key, or `--no-` one), a value (any
 * other key: the next word, or `--key=value`), a shorthand (`-y`, `-d` = `--loglevel info`). npx
 * (`bin/npx-cli.js`) stops at the first positional word; npm (`npm exec`) reads options up to `--`, also
 * after it (`fromNpm`). A key neither knows is not guessed at: npx and npm read its next word differently.
 */
export declare function readNpmArgs(args: readonly string[], mode: 'npx' | 'npm'): NpmArgs;
/** The package an npm-family launcher runs (`npx`, `npm exec`), read from what {@link readNpmArgs} found. */
export declare function npmLaunchOf(launcher: Launcher, read: NpmArgs, firstIsSpec?: boolean): LaunchedPackage | undefined;
/**
 * `pnpm [options] dlx [options] PKG` (pnpm stops reading options at the command after dlx) and bunx: each
 * option by the launcher's table; for pnpm an option outside it is not read.
 */
export declare function tableLaunch(launcher: 'pnpm dlx' | 'bunx', args: readonly string[], table: {
    values: ReadonlySet<string>;
    flags?: ReadonlySet<string>;
}): LaunchedPackage | undefined;
export declare const PNPM_TABLE: {
    values: ReadonlySet<string>;
    flags: ReadonlySet<string>;
};
interface TableRead {
    values: Map<string, string[]>;
    first?: string;
    firstAt?: number;
    unreadable?: string;
}
/**
 * The options of a command line by a table, up to its first positional word: `--opt value`, `--opt=value`,
 * `-xVALUE` for a short value option, `-abc` for short flags together. With `flags`, an option in neither
 * set is not read (the launcher rejects it, or reads it in a way toolseal cannot tell); without, it is a flag.
 */
export declare function readTable(args: readonly string[], valueOptions: ReadonlySet<string>, flags?: ReadonlySet<string>): TableRead;
/** An npm package spec (`name`, `name@version`, `@scope/name@tag`); undefined for a local path. */
export declare function npmSpec(launcher: Launcher, spec: string): LaunchedPackage | undefined;
/** `uvx` / `uv tool run`: the package (`--from`, else the command), and each `--with` package beside it. */
export declare function uvLaunch(args: readonly string[]): LaunchedPackage | undefined;
/** `pipx run`: the package (`--spec`, else the app), and the packages `--pip-args` installs beside it. */
export declare function pipxLaunch(args: readonly string[]): LaunchedPackage | undefined;
export {};
