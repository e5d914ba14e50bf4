import { ON_CHANGE_VALUES, type OnChange } from '../check/check.js';
import { ToolsealError } from '../errors.js';

/**
 * What a server the lock does not pin gets: all its tools, or none. Here, not in guard.ts, so that parsing
 * a check's options loads none of the guard's code.
 */
export type Unpinned = 'allow' | 'block';

export const UNPINNED_VALUES: readonly Unpinned[] = ['allow', 'block'];

/**
 * `--on-change` (the CLI), the `on-change` input (the actions) or `onChange` (the library): `warn` or
 * `fail`, else `USAGE` naming the option as the caller calls it.
 */
export function parseOnChange(value: string, option: string): OnChange {
  return oneOf(ON_CHANGE_VALUES, value, option);
}

/** `--unpinned`: `allow` or `block`, else `USAGE` naming the option as the caller calls it. */
export function parseUnpinned(value: string, option: string): Unpinned {
  return oneOf(UNPINNED_VALUES, value, option);
}

function oneOf<T extends string>(values: readonly T[], value: string, option: string): T {
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new ToolsealError(
    'USAGE',
    `${option} must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}, not ${JSON.stringify(value.slice(0, 40))}`,
  );
}
