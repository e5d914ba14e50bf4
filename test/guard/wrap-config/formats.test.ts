import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import { WRAPPED_KEY, isWrappedEntry, unwrapConfigText, wrapConfigText } from '../../../src/guard/wrap-config.js';
import { launchedPackageOf } from '../../../src/core/origin/package-launch.js';
import { readMcpConfig } from '../../../src/mcp/config/config-file.js';
import { VERSION } from '../../../src/version.js';
import { tempDir } from '../guard-support.js';

// wrapConfigText and unwrapConfigText on the four config formats: wrapped, unwrapped and wrapped again
// (the command that runs them is test/cli/commands/wrap.test.ts).

const CLAUDE_CODE = `{
  "mcpServers": {
    "docs": {
      "command": "npx",
      "args": ["-y", "@example/docs-server", "--root", "\${HOME}/docs"],
      "env": { "DOCS_TOKEN": "\${DOCS_TOKEN}" }
    },
    "remote": {
      "type": "http",
      "url": "https://mcp.example.com/mcp",
      "headers": { "Authorization": "Bearer \${API_KEY}" }
    }
  }
}
`;

const VSCODE = `// Project MCP servers (VS Code reads this file as JSONC)
{
  "inputs": [],
  "servers": {
    // the docs server, pinned in mcp-tools.lock
    "docs": {
      "type": "stdio",
      "command": "node",
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
`;

const CLAUDE_DESKTOP = `{
  "globalShortcut": "",
  "mcpServers": {
    "memory": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-memory"]
    },
    "bare": { "command": "/usr/local/bin/bare-server" }
  }
}
`;

const CURSOR = `{
\t"mcpServers": {
\t\t"web": {
\t\t\t"url": "https://mcp.example.com/mcp",
\t\t\t"headers": { "Authorization": "Bearer \${env:TOKEN}" }
\t\t},
\t\t"local": { "command": "uvx", "args": ["local-server"], "env": { "A": "1" } }
\t}
}
`;

const FORMATS: Array<[string, string, string]> = [
  ['.mcp.json (Claude Code)', '.mcp.json', CLAUDE_CODE],
  ['.vscode/mcp.json (VS Code, JSONC)', '.vscode/mcp.json', VSCODE],
  ['claude_desktop_config.json (Claude Desktop)', 'claude_desktop_config.json', CLAUDE_DESKTOP],
  ['.cursor/mcp.json (Cursor)', '.cursor/mcp.json', CURSOR],
];

const serversOf = (text: string) => {
  const doc = parse(text, [], { allowTrailingComma: true }) as Record<string, Record<string, Record<string, unknown>>>;
  return doc.mcpServers ?? doc.servers!;
};

describe('wrapConfigText', () => {
  describe.each(FORMATS)('%s', (_name, file, original) => {
    const wrapped = wrapConfigText(original, file, { lock: '/abs/mcp-tools.lock', onChange: 'fail' }).text;

    it('starts every server through toolseal guard, the original after -- or as --url, ${VAR} unexpanded', () => {
      const before = serversOf(original);
      const after = serversOf(wrapped);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const [id, entry] of Object.entries(after)) {
        const was = before[id]!;
        expect(entry.command).toBe('npx');
        const args = entry.args as string[];
        expect(args.slice(0, 5)).toEqual(['-y', `toolseal@${VERSION}`, 'guard', '--server-id', id]);
        expect(args).toEqual(expect.arrayContaining(['--lock', '/abs/mcp-tools.lock', '--on-change', 'fail']));
        if (was.url !== undefined) {
          expect(args[args.indexOf('--url') + 1]).toBe(was.url);
          for (const [k, v] of Object.entries((was.headers as Record<string, string>) ?? {})) expect(args).toContain(`${k}: ${v}`);
          expect(entry.url).toBeUndefined();
          expect(entry.headers).toBeUndefined();
        } else {
          expect(args.slice(args.indexOf('--') + 1)).toEqual([was.command, ...((was.args as string[]) ?? [])]);
        }
        // Every other key stays as written.
        for (const k of Object.keys(was)) if (!['type', 'command', 'args', 'url', 'headers'].includes(k)) expect(entry[k]).toEqual(was[k]);
        if (was.type !== undefined) expect(entry.type).toBe('stdio');
        expect(isWrappedEntry(entry)).toBe(true);
      }
      if (original.includes('${')) expect(wrapped).toContain('${');
    });

    it('is idempotent: wrapping again changes nothing', () => {
      const again = wrapConfigText(wrapped, file, { lock: '/abs/mcp-tools.lock', onChange: 'fail' });
      expect(again.text).toBe(wrapped);
      expect(again.changed).toEqual([]);
    });

    it('wrapping with other options rewrites the guard from the original, not around the guard', () => {
      const other = wrapConfigText(wrapped, file, { lock: '/other.lock' });
      expect(other.changed).toEqual(Object.keys(serversOf(original)));
      for (const entry of Object.values(serversOf(other.text))) {
        const args = entry.args as string[];
        expect(args.filter((a) => a === 'guard')).toHaveLength(1);
        expect(args).toContain('/other.lock');
        expect(args).not.toContain('/abs/mcp-tools.lock');
      }
      expect(serversOf(unwrapConfigText(other.text, file).text)).toEqual(serversOf(original));
    });

    it('--undo restores the original servers exactly; wrapping again gives the same wrapped file', () => {
      const undone = unwrapConfigText(wrapped, file).text;
      expect(serversOf(undone)).toEqual(serversOf(original));
      expect(undone).not.toContain(WRAPPED_KEY);
      expect(wrapConfigText(undone, file, { lock: '/abs/mcp-tools.lock', onChange: 'fail' }).text).toBe(wrapped);
      expect(unwrapConfigText(undone, file).changed).toEqual([]);
    });

    it('keeps comments and the rest of the file', () => {
      for (const comment of original.match(/\/\/[^\n]*|\/\*.*?\*\//g) ?? []) expect(wrapped).toContain(comment);
      const rest = (t: string) => {
        const doc = parse(t, [], { allowTrailingComma: true }) as Record<string, unknown>;
        delete doc.mcpServers;
        delete doc.servers;
        return doc;
      };
      expect(rest(wrapped)).toEqual(rest(original));
    });

    it('the wrapped file reads as the servers behind the guards, as the original does (toolseal check --config reads it)', () => {
      const env = { HOME: '/home/u', DOCS_TOKEN: 'x', API_KEY: 'k', TOKEN: 't' };
      const servers = readMcpConfig(writeTemp(file, wrapped), env);
      expect(servers.every((s) => s.guard !== undefined && s.error === undefined)).toBe(true);
      const before = readMcpConfig(writeTemp(file, original), env);
      expect(servers.map((s) => [s.name, s.spec])).toEqual(before.map((s) => [s.name, s.spec]));
    });
  });

  it('a server entry that is not an object is refused (INVALID_CONFIG), nothing half-written', () => {
    expect(() => wrapConfigText('{"mcpServers": {"a": 1}}', 'x.json')).toThrow(expect.objectContaining({ code: 'INVALID_CONFIG' }));
  });

  it('a file without servers is refused', () => {
    expect(() => wrapConfigText('{"other": {}}', 'x.json')).toThrow(expect.objectContaining({ code: 'INVALID_CONFIG' }));
  });

  it("Windsurf's serverUrl is a URL server too, and comes back on --undo", () => {
    const original = '{"mcpServers": {"w": {"serverUrl": "https://mcp.example.com/mcp"}}}';
    const wrapped = wrapConfigText(original, 'mcp_config.json').text;
    const args = serversOf(wrapped).w!.args as string[];
    expect(args.slice(args.indexOf('--url'), args.indexOf('--url') + 2)).toEqual(['--url', 'https://mcp.example.com/mcp']);
    expect(serversOf(wrapped).w!.serverUrl).toBeUndefined();
    expect(serversOf(unwrapConfigText(wrapped, 'mcp_config.json').text)).toEqual(serversOf(original));
  });

  it('by default the guard is started at this exact version, so the entry is read as the server it guards (not an unpinned toolseal)', () => {
    const out = serversOf(wrapConfigText(CLAUDE_CODE, '.mcp.json').text);
    expect((out.docs!.args as string[]).slice(0, 2)).toEqual(['-y', `toolseal@${VERSION}`]);
    expect(launchedPackageOf(out.docs!.command as string, out.docs!.args as string[])).toEqual(
      expect.objectContaining({ name: '@example/docs-server', unpinned: expect.stringMatching(/no version/) }),
    );
    // The twin: an entry whose guard is npx -y toolseal with no version is that finding, about toolseal itself.
    const unpinnedGuard = serversOf(wrapConfigText(CLAUDE_CODE, '.mcp.json', { toolseal: ['npx', '-y', 'toolseal'] }).text);
    expect(launchedPackageOf(unpinnedGuard.docs!.command as string, unpinnedGuard.docs!.args as string[])).toEqual(
      expect.objectContaining({ name: 'toolseal', unpinned: expect.stringMatching(/the guard itself/) }),
    );
  });

  it('--toolseal-command names how toolseal runs', () => {
    const out = serversOf(wrapConfigText(CLAUDE_DESKTOP, 'c.json', { toolseal: ['toolseal'] }).text);
    expect(out.memory!.command).toBe('toolseal');
    expect((out.memory!.args as string[]).slice(0, 3)).toEqual(['guard', '--server-id', 'memory']);
  });
});

let temp: ReturnType<typeof tempDir> | undefined;
function writeTemp(file: string, text: string): string {
  temp ??= tempDir();
  const path = join(temp.dir, 'formats', file.replace(/\//g, '_'));
  mkdirSync(join(temp.dir, 'formats'), { recursive: true });
  writeFileSync(path, text);
  return path;
}
afterAll(() => temp?.remove());
