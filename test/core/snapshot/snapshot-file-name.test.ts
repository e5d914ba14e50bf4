import { assertSnapshotFileNames, snapshotFileName } from '../../../src/core/snapshot/snapshot-file-name.js';
import { codeOf, messageOf } from '../../support/thrown.js';

describe('snapshotFileName', () => {
  it('keeps a plain id as it is', () => {
    expect(snapshotFileName('docs')).toBe('docs.snapshot.json');
    expect(snapshotFileName('io.github.acme_docs-2')).toBe('io.github.acme_docs-2.snapshot.json');
  });

  it('percent-encodes what could leave the folder: a slash, "..", a leading dot, a NUL (hostile)', () => {
    expect(snapshotFileName('io.github.acme/docs')).toBe('io.github.acme%2Fdocs.snapshot.json');
    expect(snapshotFileName('..')).toBe('%2E..snapshot.json');
    expect(snapshotFileName('../escape')).toBe('%2E.%2Fescape.snapshot.json');
    expect(snapshotFileName('.hidden')).toBe('%2Ehidden.snapshot.json');
    expect(snapshotFileName('a\u0000b')).toBe('a%00b.snapshot.json');
  });

  it('encodes a non-ASCII id by its UTF-8 bytes, so two ids never share a name', () => {
    expect(snapshotFileName('dоcs')).toBe('d%D0%BEcs.snapshot.json'); // a Cyrillic o
    expect(snapshotFileName('dоcs')).not.toBe(snapshotFileName('docs'));
  });

  it('encodes the first letter of a Windows device name, whatever its case or extension (hostile)', () => {
    expect(snapshotFileName('CON')).toBe('%43ON.snapshot.json');
    expect(snapshotFileName('nul.txt')).toBe('%6Eul.txt.snapshot.json');
    expect(snapshotFileName('com1')).toBe('%63om1.snapshot.json');
  });

  it('twin: a name that only starts like a device is kept', () => {
    expect(snapshotFileName('console')).toBe('console.snapshot.json');
    expect(snapshotFileName('nullable')).toBe('nullable.snapshot.json');
  });
});

describe('assertSnapshotFileNames', () => {
  it('refuses two ids that differ only in letter case (one file on macOS and Windows), naming both (hostile)', () => {
    expect(codeOf(() => assertSnapshotFileNames(['Docs', 'docs'], 'config.json'))).toBe('INVALID_INPUT');
    expect(messageOf(() => assertSnapshotFileNames(['Docs', 'docs'], 'config.json'))).toBe(
      'config.json: server ids "Docs" and "docs" differ only in letter case, so their snapshot files would be one file on a case-insensitive file system; rename one',
    );
  });

  it('refuses an id whose file name is longer than 255 bytes', () => {
    expect(messageOf(() => assertSnapshotFileNames(['x'.repeat(300)], 'here'))).toMatch(
      /^here: server id "x{40}"… is too long for a snapshot file name \(314 bytes, at most 255\); give it a shorter id$/,
    );
  });

  it('twin: distinct ids, the same id twice, and an id just short enough pass', () => {
    expect(() => assertSnapshotFileNames(['docs', 'search', 'docs', 'x'.repeat(241)], 'here')).not.toThrow();
  });
});
