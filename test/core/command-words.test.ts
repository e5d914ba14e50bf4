import { commandWords } from '../../src/core/command-words.js';

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
