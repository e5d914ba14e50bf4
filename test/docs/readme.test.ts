import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/paths.js';

// The README is the first page: short (the long sections are guides in docs/), with the two commands a
// newcomer runs first exactly as they are, and a link to each guide. (Links resolving: test/docs/docs.test.ts.)
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

describe('README.md', () => {
  it('is at most 350 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(350);
  });

  it('starts with the two commands, as they were', () => {
    const first = /```sh\n([\s\S]*?)```/.exec(readme)![1]!;
    expect(
      first
        .split('\n')
        .map((l) => l.split(/\s+#/)[0]!.trim())
        .filter(Boolean),
    ).toEqual(['npm ci && npm run demo', 'npm test']);
  });

  it('links every guide, the threat model, and the security and contributing pages', () => {
    for (const doc of ['publishing', 'verifying', 'pinning-and-checking', 'guard', 'reviewing', 'oauth', 'performance', 'threat-model']) {
      expect({ doc, linked: readme.includes(`](docs/${doc}.md)`) }).toEqual({ doc, linked: true });
    }
    for (const page of ['SECURITY.md', 'CONTRIBUTING.md', 'CHANGELOG.md']) expect(readme).toContain(`](${page})`);
  });

  it('installs before npm: from a release tarball and from a commit, then the npm command', () => {
    expect(readme).toContain('npm i -D https://github.com/OWNER/toolseal/releases/download/vX/toolseal-X.tgz');
    expect(readme).toMatch(/npm i -D github:OWNER\/toolseal#<full commit sha>/);
    expect(readme).toContain('`npm i -D toolseal`');
  });

  it('has one quick start per role: publisher, consumer, host, reviewer', () => {
    const quick = /## Quick starts\n([\s\S]*?)\n## /.exec(readme)![1]!;
    for (const role of ['**Publishers**', '**Consumers**', '**At run time**', '**Reviewers**'])
      expect({ role, there: quick.includes(role) }).toEqual({ role, there: true });
  });

  it('has a row in the commands table for each command', async () => {
    const { COMMANDS } = await import('../../src/cli/main.js');
    for (const name of Object.keys(COMMANDS)) expect({ name, row: readme.includes(`| \`toolseal ${name}`) }).toEqual({ name, row: true });
  });
});
