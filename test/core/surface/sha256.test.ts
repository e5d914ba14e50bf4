import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import fc from 'fast-check';
import { Sha256Hashing } from '../../../src/core/surface/sha256.js';
import { SMALL_DOCUMENT } from '../../../src/cli/commands/digest.js';
import { digestTools } from '../../../src/core/surface/surface.js';
import { CLI } from '../../support/paths.js';
import { runNode } from '../../support/run-process.js';

const opensslHex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

// Block edges (55, 56, 63, 64, 65 bytes), empty, multi-block, and text beyond ASCII.
const inputs: Array<string | Uint8Array> = [
  '',
  'abc',
  'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
  'é\u{1f600}\u2028 "name": "search"',
  ...[1, 55, 56, 63, 64, 65, 127, 128, 1000, 70_000].map((n) => new Uint8Array(randomBytes(n))),
];

describe('Sha256Hashing', () => {
  describe.each([
    ['@noble/hashes computes the hash', true],
    ['node:crypto computes the hash', false],
  ] as const)('when %s', (_side, inJavaScript) => {
    const hashing = () => new Sha256Hashing(inJavaScript);

    it.each(inputs.map((x, i) => [i, x] as const))(
      'input %i: the digest OpenSSL gives, as hex, as 32 one-byte characters and fed in parts',
      (_i, data) => {
        const h = hashing();
        expect(h.hex(data)).toBe(opensslHex(data));
        if (typeof data !== 'string') expect(Buffer.from(h.latin1(data), 'latin1').toString('hex')).toBe(opensslHex(data));
        expect(h.create().update(data).hex()).toBe(opensslHex(data));
      },
    );

    it('the known answer for "abc" (FIPS 180-2)', () => {
      expect(hashing().hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    });

    it('gives one digest for any split of the parts, strings and bytes mixed', () => {
      fc.assert(
        fc.property(
          fc.array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.uint8Array({ maxLength: 90 })), { maxLength: 8 }),
          (parts) => {
            const whole = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));
            const s = hashing().create();
            for (const p of parts) s.update(p);
            expect(s.hex()).toBe(opensslHex(whole));
          },
        ),
        { numRuns: 300 },
      );
    });
  });

  describe('toolseal digest as a process', () => {
    // What the JavaScript side is for: a small document never loads node:crypto; a larger one keeps OpenSSL.
    const dir = mkdtempSync(join(tmpdir(), 'toolseal-sha256-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const digestOf = async (file: string) => {
      const probe = join(dir, 'probe.mjs');
      writeFileSync(
        probe,
        "process.on('exit', () => process.stderr.write(process.moduleLoadList.includes('NativeModule crypto') ? 'CRYPTO\\n' : 'NO_CRYPTO\\n'));\n",
      );
      const r = await runNode('--import', [probe, CLI, 'digest', '--json', file]);
      expect(r.code).toBe(0);
      const said = /^(NO_CRYPTO|CRYPTO)$/m.exec(r.stderr)?.[1];
      expect(said).toBeDefined();
      return { loadsCrypto: said === 'CRYPTO', manifestDigest: JSON.parse(r.stdout).manifestDigest as string };
    };
    const toolsOf = (n: number, size: number) => Array.from({ length: n }, (_, i) => ({ name: `t${i}`, description: 'é'.repeat(size) }));

    it(`of a document of at most ${SMALL_DOCUMENT} characters loads no node:crypto, and gives the digest OpenSSL gives`, async () => {
      const tools = toolsOf(10, 1000);
      const file = join(dir, 'small.json');
      writeFileSync(file, JSON.stringify({ tools }));
      expect(JSON.stringify({ tools }).length).toBeLessThanOrEqual(SMALL_DOCUMENT);
      expect(await digestOf(file)).toEqual({ loadsCrypto: false, manifestDigest: digestTools(tools).manifestDigest });
    });

    it('of a larger document hashes with node:crypto, to the same digest', async () => {
      const tools = toolsOf(40, 1000);
      const file = join(dir, 'larger.json');
      writeFileSync(file, JSON.stringify({ tools }));
      expect(JSON.stringify({ tools }).length).toBeGreaterThan(SMALL_DOCUMENT);
      expect(await digestOf(file)).toEqual({ loadsCrypto: true, manifestDigest: digestTools(tools).manifestDigest });
    });
  });
});
