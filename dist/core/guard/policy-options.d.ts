import { type OnChange } from '../check/check.js';
/**
 * What a server the lock does not pin gets: all its tools, or none. Here, not in guard.ts, so that parsing
 * a check's options loads none of the guard's code.
 */
export type Unpinned = 'allow' | 'block';
export declare const UNPINNED_VALUES: readonly Unpinned[];
/**
 * `--on-change` (the CLI), the `on-change` input (the actions) or `onChange` (the library): `warn` or
 * `fail`, else `USAGE` naming the option as the caller calls it.
 */
export declare function parseOnChange(value: string, option: string): OnChange;
/** `--unpinned`: `allow` or `block`, else `USAGE` naming the option as the caller calls it. */
export declare function parseUnpinned(value: string, option: string): Unpinned;
