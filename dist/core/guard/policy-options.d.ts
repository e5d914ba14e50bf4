import { type OnChange } from '../check/check.js';
import { type Unpinned } from './guard.js';
/**
 * `--on-change` (the CLI), the `on-change` input (the actions) or `onChange` (the library): `warn` or
 * `fail`, else `USAGE` naming the option as the caller calls it.
 */
export declare function parseOnChange(value: string, option: string): OnChange;
/** `--unpinned`: `allow` or `block`, else `USAGE` naming the option as the caller calls it. */
export declare function parseUnpinned(value: string, option: string): Unpinned;
