// The number rule of the strict JSON reader: a literal must read as a double that holds the value written;
// a refusal names the place of the literal, and the tool it is in.
import { ToolsealError } from '../errors.js';
import { jsonPointer } from './json-path.js';

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
export function isExactNumberLiteral(literal: string): boolean {
  const d = Number(literal);
  if (!Number.isFinite(d)) return false;
  const written = decimalOf(literal.charCodeAt(0) === 45 /* - */ ? literal.slice(1) : literal);
  if (written.digits === '') return true; // a zero, in any spelling
  if (d === 0) return false;
  if (written.exponent < 0 && written.digits.length <= MAX_FRACTION_DIGITS && Math.abs(d) >= MIN_NORMAL) return true;
  const shortest = decimalOf(String(Math.abs(d)));
  return written.digits === shortest.digits && written.exponent === shortest.exponent;
}

/** Significant digits that tell any two doubles apart (IEEE 754 binary64: 17). */
const MAX_FRACTION_DIGITS = 17;
/** The smallest positive normal double; below it doubles keep fewer significant digits. */
const MIN_NORMAL = 2.2250738585072014e-308;

/** An unsigned decimal literal (JSON's or ECMAScript's notation) as digits × 10^exponent, no leading or trailing zeros. */
function decimalOf(s: string): { digits: string; exponent: number } {
  let e = s.indexOf('e');
  if (e < 0) e = s.indexOf('E');
  let exponent = e < 0 ? 0 : Number(s.slice(e + 1));
  const mantissa = e < 0 ? s : s.slice(0, e);
  const dot = mantissa.indexOf('.');
  const all = dot < 0 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
  if (dot >= 0) exponent -= mantissa.length - dot - 1;
  let a = 0;
  while (a < all.length && all.charCodeAt(a) === 48 /* 0 */) a++;
  let b = all.length;
  while (b > a && all.charCodeAt(b - 1) === 48) {
    b--;
    exponent++;
  }
  return { digits: all.slice(a, b), exponent: a === b ? 0 : exponent };
}

function isNumberChar(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 46 /* . */ || c === 101 /* e */ || c === 69 /* E */ || c === 43 /* + */ || c === 45; /* - */
}

export function numberLiteralAt(text: string, at: number): string {
  let j = at;
  while (j < text.length && isNumberChar(text.charCodeAt(j))) j++;
  return text.slice(at, j);
}

/** The flag that reads such a number as RFC 8785 does (the nearest double) instead of refusing it. */
export const ROUND_FLAG = '--round-inexact-numbers';

/**
 * The refusal of a number a double cannot hold exactly: where it is (the offset, and when known the JSON
 * Pointer of its place and the tool it is in) and the flag that pins it rounded.
 */
export function inexactNumber(source: string, literal: string, at: number, place?: string): ToolsealError {
  const shown = literal.length > 40 ? literal.slice(0, 40) + '…' : literal;
  return new ToolsealError(
    'NOT_CANONICALIZABLE',
    `${source}: the number ${shown} ${place === undefined ? '' : `at ${place} `}(offset ${at}) cannot be held exactly by a double (it reads as ${String(Number(literal))}); refused rather than rounded (${ROUND_FLAG} pins it as RFC 8785 reads it)`,
  );
}

/**
 * A refusal from inside a tool, with the tool named first (by its name when it has a string one, and its
 * place): the number's pointer is then read within that tool. A tool is an element of the `tools` array
 * read on its own (`rangePath` ends there), or, in a text read whole, of a snapshot's `tools` or a
 * tools/list answer's `result.tools` (`numberPath`, the refused number's path, starts there).
 */
export function inexactInTool(
  e: unknown,
  slice: string,
  rangePath: ReadonlyArray<string | number>,
  numberPath: ReadonlyArray<string | number> | undefined,
): unknown {
  if (!(e instanceof ToolsealError)) return e;
  const n = rangePath.length;
  const toolPath = n >= 2 && rangePath[n - 2] === 'tools' && typeof rangePath[n - 1] === 'number' ? rangePath : toolPathOf(numberPath, n);
  if (toolPath === undefined) return e;
  let name: unknown;
  try {
    let v = JSON.parse(slice) as unknown;
    for (const key of toolPath.slice(n)) v = (v as Record<string | number, unknown> | null)?.[key];
    name = (v as Record<string, unknown> | null)?.name;
  } catch {
    name = undefined;
  }
  const prefix = jsonPointer(toolPath);
  const tool =
    typeof name === 'string'
      ? `tool ${JSON.stringify(name.length > 80 ? name.slice(0, 80) + '…' : name)} (${prefix})`
      : `the tool at ${prefix}`;
  return new ToolsealError(e.code, e.message.replace(` at ${prefix}`, ` in ${tool} at `).replace(' at  (', ' at / ('), { cause: e.cause });
}

/** The path of the tool a number at `numberPath` is in, in a text read whole from `from` segments on (see inexactInTool). */
function toolPathOf(numberPath: ReadonlyArray<string | number> | undefined, from: number): ReadonlyArray<string | number> | undefined {
  if (numberPath === undefined || from !== 0) return undefined;
  const inTools = (k: number) => numberPath[k] === 'tools' && typeof numberPath[k + 1] === 'number';
  if (inTools(0)) return numberPath.slice(0, 2);
  if (numberPath[0] === 'result' && inTools(1)) return numberPath.slice(0, 3);
  return undefined;
}
