import { isJsonObject } from '../../../src/core/json/json-object.js';
import { parseJsonStrict } from '../../../src/core/json/strict-reader.js';

describe('isJsonObject', () => {
  describe('when a parsed JSON value is an object', () => {
    it('is true for {} and for an object with members', () => {
      expect(isJsonObject(parseJsonStrict('{}', 't'))).toBe(true);
      expect(isJsonObject(parseJsonStrict('{"a":[1]}', 't'))).toBe(true);
    });
  });

  describe('when a parsed JSON value is not an object', () => {
    it('is false for an array, null, a string, a number and a boolean (the values typeof calls object or that look like one)', () => {
      for (const text of ['[]', '[{}]', 'null', '"{}"', '0', 'true']) expect(isJsonObject(parseJsonStrict(text, 't'))).toBe(false);
    });

    it('is false for undefined (an absent member)', () => {
      expect(isJsonObject(undefined)).toBe(false);
    });
  });
});
