import { ToolsealError, type ErrorCode } from '../../src/core/errors.js';

/** The error code a function throws (a test fails when it throws nothing, or something else). */
export function codeOf(fn: () => unknown): ErrorCode {
  try {
    fn();
  } catch (e) {
    if (e instanceof ToolsealError) return e.code;
    throw e;
  }
  throw new Error('expected a ToolsealError, nothing was thrown');
}

/** The message of what a function throws (a test fails when it throws nothing). */
export function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('nothing was thrown');
}
