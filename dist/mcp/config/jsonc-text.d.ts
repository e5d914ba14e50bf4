/**
 * JSON with comments (JSONC), as VS Code reads `.vscode/mcp.json`: `//` and `/* *\/` comments and
 * trailing commas. Returns plain JSON text of the same length (each removed character becomes a space,
 * newlines are kept), so the strict parser's offsets still point into the original file.
 */
export declare function jsoncToJson(text: string): string;
