/**
 * Where things are in a JSON text, for errors a person can act on: JSON.parse says only "at
 * position 4711" (and some browsers not even that), while someone fixing an edited export wants the
 * line. locateJson walks the text once: for a broken text it answers the line and column of the first
 * mistake and what was expected there; for a valid one, the line on which each value starts, so a
 * schema error found on the parsed value can name its line too.
 */

export type JsonLocation =
  | { ok: true; lineOf: (path: readonly PropertyKey[]) => number }
  | { ok: false; line: number; column: number; message: string };

/** Deeper than any file Folio writes; the walk stops there instead of exhausting the stack. */
const DEPTH_MAX = 64;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

class Mistake {
  constructor(
    readonly at: number,
    readonly message: string,
  ) {}
}

const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('\u0001');

export function locateJson(text: string): JsonLocation {
  const lineStarts = [0];
  for (let index = 0; index < text.length; index += 1) if (text[index] === '\n') lineStarts.push(index + 1);
  const lineAt = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  };

  const starts = new Map<string, number>();
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && ' \t\r\n'.includes(text[at]!)) at += 1;
  };
  const fail = (message: string): never => {
    throw new Mistake(at, at >= text.length ? `the file ends too soon: ${message}` : message);
  };

  const readString = (): string => {
    const opened = at;
    at += 1;
    for (;;) {
      if (at >= text.length) throw new Mistake(opened, 'a text in double quotes is never closed');
      const char = text[at]!;
      if (char === '"') break;
      if (char === '\\') {
        const escape = text[at + 1] ?? '';
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) fail('\\u must be followed by four hex digits');
          at += 6;
        } else if (ESCAPES.has(escape)) at += 2;
        else fail(`"\\${escape}" is not an escape JSON knows (\\n, \\t, \\", \\\\ ...)`);
        continue;
      }
      if (char.charCodeAt(0) < 0x20) fail('a line break or tab inside a text must be written \\n or \\t');
      at += 1;
    }
    at += 1;
    return JSON.parse(text.slice(opened, at)) as string;
  };

  const readValue = (path: PropertyKey[], depth: number): void => {
    skipSpace();
    if (depth > DEPTH_MAX) fail('values are nested too deep');
    starts.set(pathKey(path), at);
    const char = text[at];
    if (char === '{') readObject(path, depth);
    else if (char === '[') readArray(path, depth);
    else if (char === '"') readString();
    else if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      NUMBER.lastIndex = at;
      if (!NUMBER.test(text)) fail('a number is written wrong');
      at = NUMBER.lastIndex;
    } else {
      const word = ['true', 'false', 'null'].find((literal) => text.startsWith(literal, at));
      if (!word) fail('a value is expected: text in double quotes, a number, true, false, null, [ or {');
      at += word!.length;
    }
  };

  const readObject = (path: PropertyKey[], depth: number) => {
    at += 1;
    skipSpace();
    if (text[at] === '}') {
      at += 1;
      return;
    }
    for (;;) {
      skipSpace();
      if (text[at] !== '"') fail(text[at] === '}' ? 'a property is expected after the comma (JSON allows no comma before })' : 'a property name in double quotes is expected');
      const key = readString();
      skipSpace();
      if (text[at] !== ':') fail(`a : is expected after "${key}"`);
      at += 1;
      readValue([...path, key], depth + 1);
      skipSpace();
      if (text[at] === ',') {
        at += 1;
        continue;
      }
      if (text[at] === '}') {
        at += 1;
        return;
      }
      fail('a , or } is expected');
    }
  };

  const readArray = (path: PropertyKey[], depth: number) => {
    at += 1;
    skipSpace();
    if (text[at] === ']') {
      at += 1;
      return;
    }
    for (let index = 0; ; index += 1) {
      skipSpace();
      if (text[at] === ']') fail('a value is expected after the comma (JSON allows no comma before ])');
      readValue([...path, index], depth + 1);
      skipSpace();
      if (text[at] === ',') {
        at += 1;
        continue;
      }
      if (text[at] === ']') {
        at += 1;
        return;
      }
      fail('a , or ] is expected');
    }
  };

  try {
    readValue([], 0);
    skipSpace();
    if (at < text.length) fail('the file goes on after its end: one JSON value is expected');
  } catch (error) {
    if (!(error instanceof Mistake)) throw error;
    const line = lineAt(Math.min(error.at, text.length));
    return { ok: false, line: line + 1, column: Math.min(error.at, text.length) - lineStarts[line]! + 1, message: error.message };
  }
  return {
    ok: true,
    lineOf: (path) => {
      // The value itself, else the nearest enclosing value that exists (a missing property).
      for (let length = path.length; length >= 0; length -= 1) {
        const start = starts.get(pathKey(path.slice(0, length)));
        if (start !== undefined) return lineAt(start) + 1;
      }
      return 1;
    },
  };
}
