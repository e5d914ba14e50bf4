import { runCliProcess } from '../../support/run-process.js';

// A usage error says how to do it right. Runs dist/cli.js.
describe('a server command given without --', () => {
  it.each(['snapshot', 'lock', 'check'])('%s node server.mjs: names the argument and says the command goes after --', async (name) => {
    const r = await runCliProcess([name, 'node', 'server.mjs']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `toolseal: USAGE: ${name}: unexpected argument "node"; a server's command goes after --: toolseal ${name} [OPTIONS] -- CMD [ARGS...]\n`,
    );
  });

  it('(twin) with -- given, an extra argument before it gets no such hint; nor does a command that starts no server', async () => {
    const r = await runCliProcess(['snapshot', 'x', '--', 'node', 'server.mjs']);
    expect(r.stderr).toBe('toolseal: USAGE: snapshot: unexpected argument "x"\n');
    const d = await runCliProcess(['digest', 'a.json', 'b.json']);
    expect(d.stderr).toBe('toolseal: USAGE: digest: unexpected argument "b.json"\n');
  });
});
