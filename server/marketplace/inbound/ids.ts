import { mix32 } from '../deriveBook';

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A marketplace id: a prefix and 12 characters hashed from what it names, the same every time. */
export function inboundId(prefix: string, ...parts: readonly (string | number)[]): string {
  let hash = 0x811c9dc5;
  for (const character of parts.join('|')) hash = mix32(hash ^ character.charCodeAt(0));
  let id = prefix;
  for (let index = 0; index < 12; index++) {
    hash = mix32(hash + index);
    id += ID_ALPHABET[hash % ID_ALPHABET.length];
  }
  return id;
}

export const addMs = (at: Date, ms: number) => new Date(at.getTime() + ms).toISOString();
