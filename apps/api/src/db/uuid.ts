const uuidText = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** Whether `text` has a uuid's shape (8-4-4-4-12 hex digits, any case): what a `uuid` column takes. */
export function isUuidText(text: string): boolean {
  return uuidText.test(text);
}

/**
 * A uuid as PostgreSQL writes it (36 characters, lower-case hex) kept as four 32-bit words: the
 * search index holds one per model, 16 bytes instead of a string of about 56.
 */
export function writeUuidWords(text: string, words: Uint32Array, at: number): void {
  if (!isUuidText(text)) throw new Error(`not a uuid: ${text}`);
  const lower = text.toLowerCase();
  const hex = lower.replaceAll('-', '');
  for (let word = 0; word < 4; word += 1)
    words[at + word] = Number.parseInt(hex.slice(word * 8, word * 8 + 8), 16);
}

/** Each byte's two hex digits: a card's uuid is 16 lookups, not number formatting. */
const byteHex = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** The word's 4 bytes as 8 hex digits. */
function wordHex(word: number): string {
  return (
    byteHex[word >>> 24]! +
    byteHex[(word >>> 16) & 0xff]! +
    byteHex[(word >>> 8) & 0xff]! +
    byteHex[word & 0xff]!
  );
}

export function readUuidWords(words: Uint32Array, at: number): string {
  const second = wordHex(words[at + 1]!);
  const third = wordHex(words[at + 2]!);
  return `${wordHex(words[at]!)}-${second.slice(0, 4)}-${second.slice(4)}-${third.slice(0, 4)}-${third.slice(4)}${wordHex(words[at + 3]!)}`;
}
