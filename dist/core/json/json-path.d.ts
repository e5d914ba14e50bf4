/** A JSONPath-like locator for messages: `$.tools[3].inputSchema["x y"]`. */
export declare function pathString(segments: ReadonlyArray<string | number>): string;
/** RFC 6901 JSON Pointer from path segments (`~` → `~0`, `/` → `~1`). */
export declare function jsonPointer(segments: ReadonlyArray<string | number>): string;
