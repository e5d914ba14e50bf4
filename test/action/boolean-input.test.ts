import { booleanInput } from '../../src/action/boolean-input.js';
import { codeOf, messageOf } from '../support/thrown.js';

// The Actions runner hands an input over as INPUT_<NAME> in the environment; @actions/core reads it there.
const NAME = 'show-text';
const ENV = 'INPUT_SHOW-TEXT';

afterEach(() => {
  delete process.env[ENV];
});
const withInput = (value: string) => (process.env[ENV] = value);

describe('booleanInput', () => {
  it('reads the YAML 1.2 core booleans in their three spellings', () => {
    for (const v of ['true', 'True', 'TRUE']) {
      withInput(v);
      expect(booleanInput(NAME, false)).toBe(true);
    }
    for (const v of ['false', 'False', 'FALSE']) {
      withInput(v);
      expect(booleanInput(NAME, true)).toBe(false);
    }
  });

  it('an input not given (or empty) is the fallback', () => {
    expect(booleanInput(NAME, true)).toBe(true);
    withInput('');
    expect(booleanInput(NAME, false)).toBe(false);
  });

  it('refuses what YAML 1.1 or a shell would read as true (yes, on, 1, tRUE) as USAGE, naming the input (hostile)', () => {
    for (const v of ['yes', 'on', '1', 'tRUE', 'true,']) {
      withInput(v);
      expect(codeOf(() => booleanInput(NAME, false))).toBe('USAGE');
    }
    withInput('yes');
    expect(messageOf(() => booleanInput(NAME, false))).toBe('show-text must be true or false, not "yes"');
  });

  it('twin: surrounding spaces are trimmed as @actions/core trims every input, so " true " is true', () => {
    withInput(' true ');
    expect(booleanInput(NAME, false)).toBe(true);
  });
});
