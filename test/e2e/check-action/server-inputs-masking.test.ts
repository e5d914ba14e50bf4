import { join } from 'node:path';
import { ROOT } from '../../support/paths.js';
import { runAction } from '../../support/run-action.js';

// The runner masks a value in every later log line only once the step registers it (::add-mask::).
// Values inside a server-command (a --key=VALUE argument, a URL's query) are secrets; the command's
// words themselves (paths, package names) stay readable in the log.
describe('action server inputs', () => {
  describe('when server-command carries values', () => {
    it('registers --key=VALUE values and URL query values as secrets, and not the script path', async () => {
      const server = join(ROOT, 'examples', 'server', 'server.mjs');
      const run = await runAction(join(ROOT, 'check'), {
        inputs: {
          'server-command': `node ${server} --api-key=sk_live_SECRET12345 https://h.example/sse?token=tok_ABCDEFGHIJ`,
          comment: 'false',
        },
      });
      expect(run.code).toBe(0);
      const masked = run.commands.filter((c) => c.command === 'add-mask').map((c) => c.message);
      expect(masked).toEqual(expect.arrayContaining(['sk_live_SECRET12345', 'tok_ABCDEFGHIJ']));
      expect(masked).not.toContain(server);
      expect(masked).not.toContain('--api-key=sk_live_SECRET12345');
    });

    it('registers nothing for a command without values (the twin)', async () => {
      const run = await runAction(join(ROOT, 'check'), {
        inputs: { 'server-command': `node ${join(ROOT, 'examples', 'server', 'server.mjs')}`, comment: 'false' },
      });
      expect(run.code).toBe(0);
      expect(run.commands.filter((c) => c.command === 'add-mask')).toEqual([]);
    });
  });
});
