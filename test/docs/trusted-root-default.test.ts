// The trusted-root default is said the same way by verify's and guard's help and by the docs: verify goes
// through TUF (the shipped root as its offline fallback), guard uses the shipped root and fetches nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/paths.js';
import { runInProcess } from '../support/run-cli-in-process.js';

const doc = (name: string) => readFileSync(join(ROOT, 'docs', name), 'utf8').replace(/\s+/g, ' ');

describe('the trusted-root default', () => {
  it('verify: through TUF, the shipped root as the fallback, in its help and in the docs', async () => {
    const help = (await runInProcess(['verify', '--help'])).stdout.replace(/\s+/g, ' ');
    expect(help).toMatch(/default: through TUF/);
    expect(doc('verifying.md')).toMatch(/fetched through TUF/);
    expect(doc('formats.md')).toMatch(/else `verify` takes Sigstore public-good's through TUF/);
    // The old sentence said the shipped root was verify's default.
    expect(doc('formats.md')).not.toMatch(/`--trusted-root FILE`, else the public-good root shipped with toolseal/);
  });

  it('guard: the shipped root, nothing fetched, in its help and in the docs', async () => {
    const help = (await runInProcess(['guard', '--help'])).stdout.replace(/\s+/g, ' ');
    expect(help).toMatch(/default: the public-good root shipped with toolseal, nothing fetched/);
    expect(doc('guard.md')).toMatch(/public-good root shipped with toolseal, with nothing fetched/);
    expect(doc('formats.md')).toMatch(/`guard --bundle`, which starts with the host and fetches nothing, uses the shipped root/);
  });
});
