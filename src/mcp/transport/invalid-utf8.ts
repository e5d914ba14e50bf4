import { ToolsealError } from '../../core/errors.js';

/** The error for server bytes that are not UTF-8 (stdio and HTTP alike): refused, never repaired with U+FFFD. */
export function invalidUtf8(label: string, cause?: unknown): ToolsealError {
  return new ToolsealError('INVALID_INPUT', `${label}: a message from the server is not valid UTF-8 (refused, not repaired with U+FFFD)`, {
    cause,
  });
}
