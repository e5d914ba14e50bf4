// `wrap` then `wrap --undo` gives the file back byte for byte (comments, trailing commas, tabs, CRLF line
// ends, key order and spacing inside each entry) on every config format wrap edits; the twins: an entry
// edited after wrap keeps that edit (rebuilt key by key, not reverted), and a stash whose text no longer
// matches it is not trusted.
import { parse } from 'jsonc-parser';
import { WRAPPED_KEY, unwrapConfigText, wrapConfigText } from '../../../src/guard/wrap-config.js';

const FORMATS: Array<[string, string, string]> = [
  [
    '.mcp.json (Claude Code)',
    '.mcp.json',
    `{
  "mcpServers": {
    "docs": {
      "command": "npx",
      "args": ["-y",   "@example/docs-server", "--root", "\${HOME}/docs"],
      "env": { "DOCS_TOKEN": "\${DOCS_TOKEN}" }
    },
    "remote": {"type": "http", "url": "https://mcp.example.com/mcp", "headers": { "Authorization": "Bearer \${API_KEY}" }}
  }
}
`,
  ],
  [
    '.vscode/mcp.json (VS Code, JSONC)',
    '.vscode/mcp.json',
    `// Project MCP servers (VS Code reads this file as JSONC)
{
  "inputs": [],
  "servers": {
    // the docs server, pinned in mcp-tools.lock
    "docs": {
      "type": "stdio", /* inline */
      "command": "node",
      // which file
      "args": ["\${workspaceFolder}/server.mjs"], // a trailing comment
    },
    /* a remote one */
    "remote": {
      "type": "sse",
      "url": "https://mcp.example.com/sse",
      "headers": { "X-Api-Key": "\${env:API_KEY}" },
    },
  },
}
`,
  ],
  [
    'claude_desktop_config.json (Claude Desktop)',
    'claude_desktop_config.json',
    '{"globalShortcut":"","mcpServers":{"memory":{"command":"npx","args":["-y","@modelcontextprotocol/server-memory"]},"bare":{"command":"/usr/local/bin/bare-server"}}}',
  ],
  [
    '.cursor/mcp.json (Cursor, tabs and CRLF)',
    '.cursor/mcp.json',
    '{\r\n\t"mcpServers": {\r\n\t\t"web": {\r\n\t\t\t"url": "https://mcp.example.com/mcp",\r\n\t\t\t"headers": { "Authorization": "Bearer ${env:TOKEN}" }\r\n\t\t},\r\n\t\t"local": { "command": "uvx", "args": ["local-server"], "env": { "A": "é ✓ 𝄞" } }\r\n\t}\r\n}\r\n',
  ],
  [
    "mcp_config.json (Windsurf's serverUrl)",
    'mcp_config.json',
    '{\n    "mcpServers": {\n        "w": {\n            "serverUrl": "https://mcp.example.com/mcp",\n            "disabled": false\n        }\n    }\n}',
  ],
];

const serversOf = (text: string) => {
  const doc = parse(text, [], { allowTrailingComma: true }) as Record<string, Record<string, Record<string, unknown>>>;
  return doc.mcpServers ?? doc.servers!;
};

describe.each(FORMATS)('wrap, then --undo: %s', (_name, file, original) => {
  const wrapped = wrapConfigText(original, file, { lock: '/abs/mcp-tools.lock', onChange: 'fail' }).text;

  it('gives the original bytes back', () => {
    expect(wrapped).not.toBe(original);
    const undone = unwrapConfigText(wrapped, file);
    expect(undone.changed).toEqual(Object.keys(serversOf(original)));
    expect(undone.text).toBe(original);
  });

  it('also after wrapping again with other options (the first original is kept)', () => {
    const rewrapped = wrapConfigText(wrapped, file, { lock: '/other.lock' }).text;
    expect(unwrapConfigText(rewrapped, file).text).toBe(original);
  });

  it('twin: an entry edited after wrap keeps the edit (rebuilt key by key, not reverted)', () => {
    const [id] = Object.keys(serversOf(original));
    const edited = wrapped.replace(`"${WRAPPED_KEY}"`, `"addedLater": 1, "${WRAPPED_KEY}"`);
    expect(serversOf(edited)[id!]!.addedLater ?? Object.values(serversOf(edited)).find((e) => e.addedLater)).toBeDefined();
    const undone = unwrapConfigText(edited, file).text;
    const entry = Object.values(serversOf(undone)).find((e) => e.addedLater === 1);
    expect(entry).toBeDefined();
    expect(undone).not.toContain(WRAPPED_KEY);
    // The other entries still come back as they were.
    const { addedLater: _a, ...rest } = entry!;
    expect(Object.values(serversOf(original))).toContainEqual(rest);
  });
});

describe('a stash whose text was changed by hand (hostile)', () => {
  it("is not put back: the entry is rebuilt from the stash's keys", () => {
    const original = '{"mcpServers": {"a": {"command": "good", "args": []}}}';
    const wrapped = wrapConfigText(original, 'x.json', { lock: '/l' }).text;
    // The text now says another command than the stash's "command": it is not what wrap replaced.
    const tampered = wrapped.replace('{\\"command\\": \\"good\\"', '{\\"command\\": \\"evil\\"');
    expect(tampered).not.toBe(wrapped);
    const undone = unwrapConfigText(tampered, 'x.json').text;
    expect(serversOf(undone).a).toEqual({ command: 'good', args: [] });
    expect(undone).not.toContain('evil');
  });

  it('twin: a stash from a toolseal that kept no text still restores the servers', () => {
    const wrapped = wrapConfigText('{"mcpServers": {"a": {"command": "good"}}}', 'x.json', { lock: '/l' }).text;
    const old = wrapped.replace(/,?\s*"originalText": "(?:[^"\\]|\\.)*"/, '');
    expect(old).not.toContain('originalText');
    expect(serversOf(unwrapConfigText(old, 'x.json').text).a).toEqual({ command: 'good' });
  });
});
