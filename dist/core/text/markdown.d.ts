/**
 * Inline text for anywhere in Markdown, table cells included, escaping only what could act as syntax
 * (see SYNTAX), so a raw body (an e-mail notification, an API reader) stays readable: `io.github.x/docs-mcp`
 * is written as it is. Beyond that set: `_` unless it stands between two letters or digits (only there it
 * cannot open or close emphasis); the `.` of `www.` and the `-` of `GH-1` (GitHub autolinks both); the
 * second `/` of `//` (a scheme-less link). Line breaks and invisible characters (controls, bidi overrides,
 * zero-width) are shown as visible `\u` escapes.
 */
export declare function mdText(text: string): string;
/**
 * A fenced code block that the text cannot close: the fence is one backtick longer than the longest
 * run of backticks in the text (at least three). Inside it GitHub renders nothing as Markdown or HTML.
 */
export declare function mdFence(text: string, info?: string): string;
/**
 * A hidden HTML comment marker (for finding a bot comment again). Only toolseal's own constant text goes
 * in it; anything that could close the comment is removed.
 */
export declare function mdMarker(id: string): string;
