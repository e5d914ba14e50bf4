import { ToolsealError } from '../../core/errors.js';
/** The error for server bytes that are not UTF-8 (stdio and HTTP alike): refused, never repaired with U+FFFD. */
export declare function invalidUtf8(label: string, cause?: unknown): ToolsealError;
