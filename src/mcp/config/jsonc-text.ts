/**
 * JSON with comments (JSONC), as VS Code reads `.vscode/mcp.json`: `//` and `/* *\/` comments and
 * trailing commas. Returns plain JSON text of the same length (each removed character becomes a space,
 * newlines are kept), so the strict parser's offsets still point into the original file.
 */
export function jsoncToJson(text: string): string {
  const out = text.split('');
  const n = text.length;
  let i = 0;
  let lastComma = -1; // a comma seen since the last value token, possibly trailing
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n' && out[k] !== '\r') out[k] = ' ';
  };
  while (i < n) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < n && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      i = j + 1;
      lastComma = -1;
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === ',') {
      lastComma = i;
      i++;
    } else if (c === '}' || c === ']') {
      if (lastComma >= 0) out[lastComma] = ' ';
      lastComma = -1;
      i++;
    } else {
      if (c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') lastComma = -1;
      i++;
    }
  }
  return out.join('');
}
