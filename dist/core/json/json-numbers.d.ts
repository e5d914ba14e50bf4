import { ToolsealError } from '../errors.js';
/**
 * Whether a JSON number literal reads as a double that holds the value written, so that a digest over the
 * double hashes what the sender sent. RFC 8785 writes a number as the shortest decimal that reads back as
 * the same double (ECMAScript's Number to String); the rule compares the literal with that form:
 *
 * - an integer (a value with no fraction, in any notation: `9007199254740993`, `9007199254740993.0`,
 *   `9.007199254740993e15`) must be the integer RFC 8785 writes for its double. Many readers keep JSON
 *   integers exact (Python, Go's json.Number, jq, BigInt readers), so rounding `9007199254740993` to
 *   `9007199254740992` would hash a value they do not see. `9007199254740992`, `1e21` and
 *   `123456789012345680000` pass;
 * - a fraction is a double in every reader (I-JSON, RFC 8785), so it passes as the nearest double when it has
 *   at most 17 significant digits, enough to tell any two doubles apart: `0.1`, `4.50`, and
 *   `333333333.33333329`, RFC 8785's own example, which it writes as `333333333.3333333`. With more digits
 *   than that, or below the normal range (where doubles keep fewer digits), it must equal its shortest form:
 *   `0.30000000000000000001` (read as 0.3) is refused, and so is `2.4703282292062328e-324`;
 * - a number that overflows to Infinity (`1e400`), or a non-zero one that reads as 0 (`1e-400`), is refused.
 *   Zero in any spelling passes (`-0` and `0e5` are written `0`).
 */
export declare function isExactNumberLiteral(literal: string): boolean;
export declare function numberLiteralAt(text: string, at: number): string;
/** The flag that reads such a number as RFC 8785 does (the nearest double) instead of refusing it. */
export declare const ROUND_FLAG = "--round-inexact-numbers";
/**
 * The refusal of a number a double cannot hold exactly: where it is (the offset, and when known the JSON
 * Pointer of its place and the tool it is in) and the flag that pins it rounded.
 */
export declare function inexactNumber(source: string, literal: string, at: number, place?: string): ToolsealError;
/**
 * A refusal from inside a tool, with the tool named first (by its name when it has a string one, and its
 * place): the number's pointer is then read within that tool. A tool is an element of the `tools` array
 * read on its own (`rangePath` ends there), or, in a text read whole, of a snapshot's `tools` or a
 * tools/list answer's `result.tools` (`numberPath`, the refused number's path, starts there).
 */
export declare function inexactInTool(e: unknown, slice: string, rangePath: ReadonlyArray<string | number>, numberPath: ReadonlyArray<string | number> | undefined): unknown;
