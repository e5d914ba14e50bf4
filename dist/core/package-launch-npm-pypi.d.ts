import { type Launcher, type LaunchedPackage } from './package-pin.js';
/** Options that take a value (the next word, or `--opt=value`), per launcher; an unknown option is a flag. */
export declare const NPM_VALUE_OPTIONS: Set<string>;
export declare const PNPM_VALUE_OPTIONS: Set<string>;
export declare const BUNX_VALUE_OPTIONS: Set<string>;
export declare const PIPX_VALUE_OPTIONS: Set<string>;
export declare function npmLaunch(launcher: Launcher, args: readonly string[], valueOptions: ReadonlySet<string>): LaunchedPackage | undefined;
export declare function uvLaunch(args: readonly string[]): LaunchedPackage | undefined;
export declare function pipxLaunch(args: readonly string[]): LaunchedPackage | undefined;
