/** A JSONPath-like locator for messages: `$.tools[3].inputSchema["x y"]`. */
export function pathString(segments: ReadonlyArray<string | number>): string {
  let out = '$';
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(s)) out += `.${s}`;
    else out += `[${JSON.stringify(s)}]`;
  }
  return out;
}

/** RFC 6901 JSON Pointer from path segments (`~` → `~0`, `/` → `~1`). */
export function jsonPointer(segments: ReadonlyArray<string | number>): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
