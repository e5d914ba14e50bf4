import { type ErrorCode } from '../errors.js';
/**
 * `text` with each CRLF line end read as LF (the text itself when it has no CR). A CR that is not
 * followed by LF is refused with `code`, naming `source` and the line.
 */
export declare function withLfLineEnds(text: string, source: string, code: ErrorCode): string;
