import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import fc from 'fast-check';
import { NATIVE_AFTER, Sha256Hashing } from '../../src/core/sha256.js';
import { CLI } from '../support/paths.js';
import { runNode } from '../support/run-process.js';

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
  const jsOnly = () => new Sha256Hashing(Number.POSITIVE_INFINITY);
  const nativeOnly = () => new Sha256Hashing(-1);

  describe.each([
    ['@noble/hashes computes the hash (a process that has hashed little)', jsOnly, false],
    ['node:crypto computes the hash', nativeOnly, true],
  ] as const)('when %s', (_side, hashing, native) => {
    it.each(inputs.map((x, i) => [i, x] as const))('input %i: the digest OpenSSL gives, as hex, as 32 one-byte characters and fed in parts', (_i, data) => {
      const h = hashing();
      expect(h.hex(data)).toBe(opensslHex(data));
      if (typeof data !== 'string') expect(Buffer.from(h.latin1(data), 'latin1').toString('hex')).toBe(opensslHex(data));
      expect(h.create().update(data).hex()).toBe(opensslHex(data));
      expect(h.usesNodeCrypto).toBe(native);
    });

    it('the known answer for "abc" (FIPS 180-2)', () => {
      expect(hashing().hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    });
  });

  it('gives one digest for any split of the parts, strings and bytes mixed, on either side', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.uint8Array({ maxLength: 90 })), { maxLength: 8 }), (parts) => {
        const whole = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));
        for (const h of [jsOnly(), nativeOnly()]) {
          const s = h.create();
          for (const p of parts) s.update(p);
          expect(s.hex()).toBe(opensslHex(whole));
        }
      }),
      { numRuns: 300 },
    );
  });

  describe('which side computes', () => {
    it('stays with @noble/hashes up to the bound', () => {
      const h = new Sha256Hashing(100);
      h.hex(new Uint8Array(60));
      h.create().update(new Uint8Array(40)).hex();
      expect(h.usesNodeCrypto).toBe(false);
    });

    it('passes to node:crypto for good once more than the bound was hashed, parts counted as they are added', () => {
      const h = new Sha256Hashing(100);
      h.create().update(new Uint8Array(60)).update(new Uint8Array(41)).hex();
      expect(h.usesNodeCrypto).toBe(false); // decided by the next hash
      expect(h.hex('x')).toBe(opensslHex('x'));
      expect(h.usesNodeCrypto).toBe(true);
      expect(h.create().update('abc').hex()).toBe(opensslHex('abc'));
      expect(h.usesNodeCrypto).toBe(true);
    });
  });

  describe('toolseal digest as a process', () => {
    // What the split is for: a small command never loads node:crypto; a large one does, for speed.
    const dir = mkdtempSync(join(tmpdir(), 'toolseal-sha256-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const loadsCrypto = async (file: string) => {
      const probe = join(dir, 'probe.mjs');
      writeFileSync(probe, "process.on('exit', () => process.stderr.write(process.moduleLoadList.includes('NativeModule crypto') ? 'CRYPTO\\n' : 'NO_CRYPTO\\n'));\n");
      const r = await runNode('--import', [probe, CLI, 'digest', '--json', file]);
      expect(r.code).toBe(0);
      const said = /^(NO_CRYPTO|CRYPTO)$/m.exec(r.stderr)?.[1];
      expect(said).toBeDefined();
      return { crypto: said === 'CRYPTO', digest: JSON.parse(r.stdout).manifestDigest as string };
    };

    it('of a one-tool file loads no node:crypto', async () => {
      const file = join(dir, 'one.json');
      writeFileSync(file, '{"tools":[{"name":"search","description":"Search the docs."}]}');
      expect((await loadsCrypto(file)).crypto).toBe(false);
    });

    it(`of a file with more than ${NATIVE_AFTER} bytes of tools loads it, and gives the digest node:crypto gives`, async () => {
      const tools = Array.from({ length: 400 }, (_, i) => ({ name: `t${i}`, description: 'x'.repeat(1000) }));
      const file = join(dir, 'many.json');
      writeFileSync(file, JSON.stringify({ tools }));
      const r = await loadsCrypto(file);
      expect(r.crypto).toBe(true);
      const { digestTools } = await import('../../src/core/surface.js');
      expect(r.digest).toBe(digestTools(tools).manifestDigest);
    });
  });
});
