#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  REPOSITORY_URL,
  VERSION
} from "./chunk-B7SMRBTF.js";
import {
  KIND_REVIEW_ORDER,
  failsOn,
  privilegedText
} from "./chunk-BQI3AF34.js";
import "./chunk-HD5YI6OE.js";
import {
  nonToolLabel,
  sha256Digest
} from "./chunk-UKLAMLPA.js";
import "./chunk-C7I7V366.js";
import "./chunk-PTA2LSLX.js";
import "./chunk-NFH5SJ4A.js";
import "./chunk-ASOE4FB5.js";

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_, index) => {
  return " ".repeat(index);
});
var maxCachedValues = 200;
var cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + " ".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + " ".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + " ".repeat(index);
    })
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + "	".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + "	".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + "	".repeat(index);
    })
  }
};

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep, offset, length) => {
      if (currentParent.type === "property") {
        if (sep === ":") {
          currentParent.colonOffset = offset;
        } else if (sep === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  const result = currentParent.children[0];
  if (result) {
    delete result.parent;
  }
  return result;
}
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}

// node_modules/jsonc-parser/lib/esm/main.js
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parseTree2 = parseTree;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));

// src/core/report/sarif-rules.ts
var SARIF_RULES = {
  "privilege-widening": {
    severity: "8.0",
    level: "error",
    name: "PrivilegeWidening",
    short: "A tool widened its own privileges",
    help: "privilege_widening",
    full: "A pinned tool moved an annotation hint to a more trusted value (readOnlyHint false to true, destructiveHint true to false, idempotentHint false to true, or openWorldHint true to false). The server would be choosing its own permission tier: the check blocks, whatever the posture, and none of the server\u2019s tools is approved."
  },
  "privilege-narrowing": {
    severity: "1.0",
    level: "note",
    name: "PrivilegeNarrowing",
    short: "A tool narrowed its privileges",
    help: "toolsealprivilege-narrowing",
    full: "A pinned tool moved an annotation hint to a less trusted value. Allowed and reported."
  },
  "tool-changed": {
    severity: "5.0",
    level: "warning",
    name: "ToolChanged",
    short: "A pinned tool changed",
    help: "toolsealtool-changed",
    full: "A field of a pinned tool (name, title, description, inputSchema, outputSchema, annotations or execution) differs from the lock in a way toolseal does not classify (unclassified: no reviewed snapshot, or a keyword it cannot place; policy treats it as a schema expansion). Review the change, then re-pin with toolseal lock --update."
  },
  "schema-expansion": {
    severity: "6.0",
    level: "warning",
    name: "SchemaExpansion",
    short: "What a caller may send to a tool grew",
    help: "toolsealschema-expansion",
    full: "The inputSchema of a pinned tool accepts more than it did: a property added, required dropped, an enum or const widened or removed, a type broadened, additionalProperties, patternProperties or items opened, a bound, pattern, format or length relaxed or removed, a new anyOf or oneOf branch, or a $ref pointed elsewhere. Review what the tool now accepts, then re-pin with toolseal lock --update."
  },
  "schema-narrowing": {
    severity: "2.0",
    level: "note",
    name: "SchemaNarrowing",
    short: "What a caller may send to a tool shrank",
    help: "toolsealschema-narrowing",
    full: "The inputSchema of a pinned tool accepts less than it did (the reverse of an expansion): calls that worked may now be refused. Re-pin with toolseal lock --update."
  },
  "prose-changed": {
    severity: "4.0",
    level: "warning",
    name: "ProseChanged",
    short: "Text the model reads changed",
    help: "toolsealprose-changed",
    full: "Only text the model reads changed in a pinned tool: a description, title, examples or $comment at any depth, or annotations.title. A sentence can steer the model: read it, then re-pin with toolseal lock --update."
  },
  "output-changed": {
    severity: "3.0",
    level: "warning",
    name: "OutputChanged",
    short: "A tool\u2019s outputSchema changed",
    help: "toolsealoutput-changed",
    full: "The outputSchema of a pinned tool (what it says it returns) changed beyond its prose. Review it, then re-pin with toolseal lock --update."
  },
  "execution-changed": {
    severity: "4.0",
    level: "warning",
    name: "ExecutionChanged",
    short: "A tool\u2019s execution member changed",
    help: "toolsealexecution-changed",
    full: "The execution member of a pinned tool (how a host runs it, for example as a task) changed. Review it, then re-pin with toolseal lock --update."
  },
  "tool-added": {
    severity: "5.0",
    level: "warning",
    name: "ToolAdded",
    short: "A tool was added",
    help: "toolsealtool-added",
    full: "The server offers a tool that is not in the lock. Review it, then re-pin with toolseal lock --update."
  },
  "tool-removed": {
    severity: "3.0",
    level: "warning",
    name: "ToolRemoved",
    short: "A tool was removed",
    help: "toolsealtool-removed",
    full: "A tool in the lock is no longer offered by the server."
  },
  "instructions-changed": {
    severity: "5.0",
    level: "warning",
    name: "InstructionsChanged",
    short: "The server instructions changed",
    help: "toolsealinstructions-changed",
    full: "The instructions of the server\u2019s initialize result, which hosts add to the model\u2019s system prompt, differ from the lock (changed, added or removed). Review them, then re-pin with toolseal lock --update."
  },
  "prompt-changed": {
    severity: "5.0",
    level: "warning",
    name: "PromptChanged",
    short: "A prompt changed",
    help: "toolsealprompt-changed",
    full: "A prompt of the server (its description, arguments or any other member but _meta and icons) differs from the lock, or was added or removed. Review it, then re-pin with toolseal lock --update."
  },
  "resource-template-changed": {
    severity: "5.0",
    level: "warning",
    name: "ResourceTemplateChanged",
    short: "A resource template changed",
    help: "toolsealresource-template-changed",
    full: "A resource template of the server (its description or any other member but _meta and icons) differs from the lock, or was added or removed. Review it, then re-pin with toolseal lock --update."
  },
  "unpinned-package": {
    severity: "5.0",
    level: "warning",
    name: "UnpinnedPackage",
    short: "A server is launched with no exact package version",
    help: "unpinned_package",
    full: "The config starts the server through a launcher (npx, pnpm dlx, bunx, uvx, pipx run, docker run) with no exact version: no version, @latest, a range, or an image tag without a digest. Whatever is newest is fetched at the next start, whatever the lock pins. Pin one version (name@1.2.3, name==1.2.3, image@sha256:\u2026) in the config."
  },
  "package-changed": {
    severity: "7.0",
    level: "warning",
    name: "PackageChanged",
    short: "A pinned package version has another integrity",
    help: "toolsealpackage-changed",
    full: "The package the server is launched from resolved to another integrity (or image digest) than the lock pinned for the same version: what is published under that version was replaced. Review it before re-pinning with toolseal lock --update."
  }
};

// src/core/report/report-sarif.ts
var SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
function sarifHelpUri(id) {
  return `${REPOSITORY_URL}/blob/main/docs/troubleshooting.md#${SARIF_RULES[id].help}`;
}
var KIND_RULE = {
  "annotation-widening": "privilege-widening",
  "annotation-narrowing": "privilege-narrowing",
  "schema-expansion": "schema-expansion",
  "schema-narrowing": "schema-narrowing",
  prose: "prose-changed",
  output: "output-changed",
  execution: "execution-changed",
  added: "tool-added",
  removed: "tool-removed",
  unclassified: "tool-changed"
};
function sarifRulesOf(c) {
  return KIND_REVIEW_ORDER.filter((k) => c.kinds.includes(k)).map((kind) => ({ rule: KIND_RULE[kind], kind }));
}
function renderCheckSarif(result, options) {
  const ruleIds = Object.keys(SARIF_RULES);
  const rules = ruleIds.map((id) => {
    const r = SARIF_RULES[id];
    return {
      id: `toolseal/${id}`,
      name: r.name,
      shortDescription: { text: r.short },
      fullDescription: { text: r.full },
      defaultConfiguration: { level: r.level },
      help: { text: r.full },
      helpUri: sarifHelpUri(id),
      // GitHub shows security-severity (0.0-10.0) as the alert's severity.
      properties: { tags: ["security", "mcp"], "security-severity": r.severity }
    };
  });
  const lineOf = options.configText !== void 0 ? configLineIndex(options.configText) : lockLineIndex(options.lockText);
  const failOn = new Set(result.failOn ?? []);
  const results = result.servers.flatMap((s) => [
    ...s.changes.flatMap((c) => sarifRulesOf(c).map((r) => ({ c, ...r }))).map(({ c, rule, kind }) => {
      const level = rule === "privilege-widening" || failsOn([kind], failOn) || rule !== "privilege-narrowing" && rule !== "schema-narrowing" && result.onChange === "fail" ? "error" : SARIF_RULES[rule].level;
      return {
        ruleId: `toolseal/${rule}`,
        ruleIndex: ruleIds.indexOf(rule),
        level,
        message: { text: messageOf(s, c) },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: options.artifactUri },
              region: { startLine: lineOf(s.serverId, c.tool) }
            }
          }
        ],
        // The surface is part of the fingerprint: code scanning keeps a dismissed alert closed for every later
        // result with its fingerprint, and a dismissed change must not hide the next change to the same tool.
        partialFingerprints: {
          "toolsealChange/v2": sha256Digest(`${s.serverId}\0${c.tool}\0${rule}\0${s.manifestDigest ?? ""}`).slice(7)
        },
        properties: { server: s.serverId, tool: c.tool, change: c.change, kinds: c.kinds, fields: c.fields, pointers: c.pointers }
      };
    }),
    ...s.carrierChanges.map((c) => nonToolResult(s, c, result.onChange, ruleIds, options.artifactUri, lineOf(s.serverId, ""))),
    ...packageResults(s, result.onChange, ruleIds, options.artifactUri, lineOf(s.serverId, ""))
  ]);
  return {
    $schema: SARIF_SCHEMA_URI,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "toolseal", version: VERSION, informationUri: REPOSITORY_URL, rules } },
        results
      }
    ]
  };
}
var NON_TOOL_RULE = {
  instructions: "instructions-changed",
  prompt: "prompt-changed",
  resourceTemplate: "resource-template-changed"
};
function nonToolResult(s, c, onChange, ruleIds, uri, line) {
  const rule = NON_TOOL_RULE[c.carrier];
  const what = nonToolLabel(c);
  return {
    ruleId: `toolseal/${rule}`,
    ruleIndex: ruleIds.indexOf(rule),
    level: onChange === "fail" ? "error" : SARIF_RULES[rule].level,
    message: {
      text: `The ${what} of MCP server ${JSON.stringify(s.serverId)} ${c.change === "changed" ? "changed" : c.change === "added" ? "was added (not in the lock)" : "was removed"}.`
    },
    locations: [{ physicalLocation: { artifactLocation: { uri }, region: { startLine: line } } }],
    partialFingerprints: {
      "toolsealChange/v2": sha256Digest(`${s.serverId}\0${what}\0${rule}\0${s.surfaceDigest ?? ""}`).slice(7)
    },
    properties: { server: s.serverId, carrier: c.carrier, ...c.name === void 0 ? {} : { name: c.name }, change: c.change }
  };
}
function packageResults(s, onChange, ruleIds, uri, line) {
  const p = s.package;
  if (!p || p.state !== "unpinned" && p.state !== "integrity-changed") return [];
  const rule = p.state === "unpinned" ? "unpinned-package" : "package-changed";
  const what = p.name === "" ? "a package" : JSON.stringify(p.name);
  const text = p.code === "UNREADABLE_LAUNCHER" ? `MCP server ${JSON.stringify(s.serverId)} is started by a command line toolseal cannot read (${p.why}): its package is not checked (UNREADABLE_LAUNCHER).` : p.state === "unpinned" ? `MCP server ${JSON.stringify(s.serverId)} is launched by ${p.launcher} with ${what} at no exact version (${p.why}).` : p.why !== void 0 ? `The package ${what} of MCP server ${JSON.stringify(s.serverId)}: ${p.why}.` : `The package ${what} of MCP server ${JSON.stringify(s.serverId)} resolved to integrity ${p.resolved.integrity} for version ${JSON.stringify(p.resolved.version)}; the lock pinned ${p.locked.integrity}.`;
  return [
    {
      ruleId: `toolseal/${rule}`,
      ruleIndex: ruleIds.indexOf(rule),
      level: onChange === "fail" ? "error" : SARIF_RULES[rule].level,
      message: { text },
      locations: [{ physicalLocation: { artifactLocation: { uri }, region: { startLine: line } } }],
      partialFingerprints: {
        "toolsealChange/v2": sha256Digest(
          `${s.serverId}\0${p.name}\0${rule}\0${p.requested ?? ""}\0${p.resolved?.integrity ?? ""}`
        ).slice(7)
      },
      properties: {
        server: s.serverId,
        launcher: p.launcher,
        ecosystem: p.ecosystem,
        package: p.name,
        ...p.requested === void 0 ? {} : { requested: p.requested }
      }
    }
  ];
}
function messageOf(s, c) {
  const tool = `Tool ${JSON.stringify(c.tool)} of MCP server ${JSON.stringify(s.serverId)}`;
  const widened = c.hints.filter((h) => h.class === "widening");
  const narrowed = c.hints.filter((h) => h.class === "narrowing");
  const parts = [];
  if (c.change === "added") parts.push(`${tool} was added (not in the lock)`);
  else if (c.change === "removed") parts.push(`${tool} was removed`);
  else parts.push(`${tool} changed: ${c.fields.join(", ")} (kinds: ${c.kinds.join(", ")})`);
  if (widened.length)
    parts.push(
      `privilege widening: ${widened.map((h) => `${h.hint} ${h.from} -> ${h.to}`).join(", ")}; the server's tools are not approved`
    );
  if (narrowed.length) parts.push(`narrowing: ${narrowed.map((h) => `${h.hint} ${h.from} -> ${h.to}`).join(", ")}`);
  if (c.renamedFrom !== void 0) parts.push(`renamed from ${JSON.stringify(c.renamedFrom)}?`);
  if (c.privilegedHints?.length) parts.push(`more privileged than the MCP defaults: ${privilegedText(c)}`);
  if (c.pointers.length) {
    const shown = c.pointers.slice(0, 10).map((p) => JSON.stringify(p));
    const more = c.pointers.length - shown.length + c.pointersOmitted;
    parts.push(`at ${shown.join(", ")}${more > 0 ? ` and ${more} more` : ""}`);
  }
  return parts.join("; ") + ".";
}
function lockLineIndex(lockText) {
  if (lockText === void 0) return () => 1;
  const servers = /* @__PURE__ */ new Map();
  let current;
  const lines = lockText.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const m = /^( {4}| {8})("(?:[^"\\]|\\.)*"): \{$/.exec(l);
    if (!m) continue;
    let key;
    try {
      key = JSON.parse(m[2]);
    } catch {
      continue;
    }
    if (m[1].length === 4) {
      current = { line: i + 1, tools: /* @__PURE__ */ new Map() };
      servers.set(key, current);
    } else if (current) {
      current.tools.set(key, i + 1);
    }
  }
  return (serverId, tool) => {
    const s = servers.get(serverId);
    return s ? s.tools.get(tool) ?? s.line : 1;
  };
}
function configLineIndex(configText) {
  const lines = /* @__PURE__ */ new Map();
  const root = parseTree2(configText, [], { allowTrailingComma: true, disallowComments: false });
  const member = (node, key) => node?.type === "object" ? node.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1] : void 0;
  const mcp = member(root, "mcp");
  const settings = mcp?.type === "object" && member(root, "mcpServers") === void 0 && member(root, "servers") === void 0;
  const servers = settings ? member(mcp, "servers") : member(root, "mcpServers") ?? member(root, "servers");
  if (servers?.type === "object") {
    const starts = [0];
    for (let i = configText.indexOf("\n"); i >= 0; i = configText.indexOf("\n", i + 1)) starts.push(i + 1);
    const lineAt = (offset) => {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = lo + hi + 1 >> 1;
        if (starts[mid] <= offset) lo = mid;
        else hi = mid - 1;
      }
      return lo + 1;
    };
    for (const p of servers.children ?? []) {
      const key = p.children?.[0];
      if (typeof key?.value === "string" && !lines.has(key.value)) lines.set(key.value, lineAt(key.offset));
    }
  }
  return (serverId) => lines.get(serverId) ?? 1;
}
export {
  SARIF_RULES,
  renderCheckSarif
};
