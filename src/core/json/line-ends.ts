// Line ends of the files toolseal writes (the lock, snapshots): always LF. A git checkout with
// core.autocrlf (Windows) turns them into CRLF, and such a file is the same file: read with its CRLF line
// ends as LF. Any other carriage return (one alone, one inside a string) is not a line end and is refused:
// in a terminal it moves the cursor back, so a reviewer reading the file would not see what it holds.
import { ToolsealError, type ErrorCode } from '../errors.js';

/**
 * `text` with each CRLF line end read as LF (the text itself when it has no CR). A CR that is not
 * followed by LF is refused with `code`, naming `source` and the line.
 */
export function withLfLineEnds(text: string, source: string, code: ErrorCode): string {
  let cr = text.indexOf('\r');
  if (cr < 0) return text;
  for (; cr >= 0; cr = text.indexOf('\r', cr + 1)) {
    if (text.charCodeAt(cr + 1) !== 0x0a) {
      let line = 1;
      for (let i = text.indexOf('\n'); i >= 0 && i < cr; i = text.indexOf('\n', i + 1)) line++;
      throw new ToolsealError(
        code,
        `${source}: line ${line}: a carriage return (CR) that does not end a line; only LF or CRLF line ends are read`,
      );
    }
  }
  return text.replace(/\r\n/g, '\n');
}
