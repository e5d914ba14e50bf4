import { commandWords, shellCommands } from '../../../src/core/origin/command-words.js';

describe('commandWords', () => {
  it('splits on white space, quotes grouping words', () => {
    expect(commandWords(`"/opt/my browser/open" --new-tab 'a b'`, 'x')).toEqual(['/opt/my browser/open', '--new-tab', 'a b']);
    expect(commandWords(' node\tserver.mjs \n --port=1 ', 'x')).toEqual(['node', 'server.mjs', '--port=1']);
  });

  it('joins quoted and unquoted parts of one word, and keeps a quoted empty word', () => {
    expect(commandWords(`--name="a b"c ''`, 'x')).toEqual(['--name=a bc', '']);
    expect(commandWords(`"it's" 'say "hi"'`, 'x')).toEqual(["it's", 'say "hi"']);
  });

  it('expands nothing: shell syntax stays words', () => {
    expect(commandWords('firefox $(rm -rf ~) ; x', 'x')).toEqual(['firefox', '$(rm', '-rf', '~)', ';', 'x']);
  });

  it('is no words for an empty or blank line', () => {
    expect(commandWords('', 'x')).toEqual([]);
    expect(commandWords('  ', 'x')).toEqual([]);
  });

  describe('when a quote is not closed', () => {
    it('is USAGE naming the option the line came from', () => {
      expect(() => commandWords('"open', '--oauth-open')).toThrow(
        expect.objectContaining({ code: 'USAGE', message: '--oauth-open has an unclosed quote' }),
      );
      expect(() => commandWords("node 'server.mjs", 'server-command')).toThrow(
        expect.objectContaining({ code: 'USAGE', message: 'server-command has an unclosed quote' }),
      );
    });

    it('is words when the same quote is closed (the twin)', () => {
      expect(commandWords("node 'server.mjs'", 'server-command')).toEqual(['node', 'server.mjs']);
    });
  });
});

describe('shellCommands', () => {
  const texts = (line: string) => {
    const r = shellCommands(line);
    return 'unreadable' in r ? 'unreadable' : r.commands.map((c) => c.map((w) => (w.expands ? `~${w.text}` : w.text)));
  };

  it('reads quotes and escapes as the shell does, and splits at ;, &&, ||, | and new lines', () => {
    expect(texts(`npx -y 'a b' "c\\"d" e\\ f`)).toEqual([['npx', '-y', 'a b', 'c"d', 'e f']]);
    expect(texts('cd /srv && npx -y x; echo done | tee log\nnext')).toEqual([
      ['cd', '/srv'],
      ['npx', '-y', 'x'],
      ['echo', 'done'],
      ['tee', 'log'],
      ['next'],
    ]);
  });

  it('leaves out leading assignments and redirections with their targets', () => {
    expect(texts('A=1 B="2 3" npx -y x 2>&1 >/dev/null < in.txt')).toEqual([['npx', '-y', 'x']]);
  });

  it('marks the words the shell expands ($, `…`, a glob, a leading ~), not those in single quotes', () => {
    expect(texts(`npx "$PKG" '$LITERAL' *.js ~/x \\$ok`)).toEqual([['npx', '~$PKG', '$LITERAL', '~*.js', '~~/x', '$ok']]);
  });

  it.each(['npx -y "x', "npx 'x", 'cat <<EOF', '(npx -y x)', 'if true; then npx -y x; fi', 'for a in b; do npx; done', 'npx >'])(
    '%j is unreadable, not guessed at',
    (line) => expect(texts(line)).toBe('unreadable'),
  );

  it('the twin: a comment and an empty line are nothing', () => {
    expect(texts('# npx -y x\n\n')).toEqual([]);
  });
});
