import { parseArgs } from 'node:util';
import { parse } from 'jsonc-parser';
import { command as guardCommand } from '../../../src/cli/commands/guard.js';
import { wrapConfigText } from '../../../src/guard/wrap-config.js';

// A config key (or a header, a URL) that begins with `-` is a value the guard's parser would take for an
// option: wrap writes it as `--server-id=-files`, which the guard reads as that id. The twin, an ordinary
// key, keeps the two words `--server-id files`.

/** The guard's own arguments of the one wrapped server, and what the guard's parser makes of them. */
function guardRead(config: Record<string, unknown>) {
  const text = wrapConfigText(JSON.stringify({ mcpServers: config }), 'c.json', {
    toolseal: ['toolseal'],
    lock: '/abs/mcp-tools.lock',
  }).text;
  const entry = Object.values((parse(text) as { mcpServers: Record<string, { args: string[] }> }).mcpServers)[0]!;
  const args = entry.args;
  const dashdash = args.indexOf('--');
  const own = (dashdash < 0 ? args : args.slice(0, dashdash)).slice(1);
  return { args, values: parseArgs({ args: own, options: guardCommand.options, allowPositionals: false, strict: true }).values };
}

describe('wrap: option values that begin with -', () => {
  it('a config key "-files" is written --server-id=-files, and the guard reads that id', () => {
    const { args, values } = guardRead({ '-files': { command: 'node', args: ['s.mjs'] } });
    expect(args).toContain('--server-id=-files');
    expect(values['server-id']).toBe('-files');
  });

  it('the twin, "files": --server-id files, two words, read the same way', () => {
    const { args, values } = guardRead({ files: { command: 'node', args: ['s.mjs'] } });
    expect(args.slice(0, 3)).toEqual(['guard', '--server-id', 'files']);
    expect(values['server-id']).toBe('files');
  });

  it('the two words for "-files" are what the guard would refuse (the rule above is needed)', () => {
    expect(() =>
      parseArgs({ args: ['--server-id', '-files'], options: guardCommand.options, allowPositionals: false, strict: true }),
    ).toThrow();
  });

  it('a URL server: a header that begins with - is one word too, the URL and the id read back', () => {
    const { values } = guardRead({ '-remote': { type: 'http', url: 'https://mcp.example.com/mcp', headers: { '-X-Key': 'v' } } });
    expect(values).toMatchObject({ 'server-id': '-remote', url: 'https://mcp.example.com/mcp', header: ['-X-Key: v'] });
  });
});
