/**
 * A uuid as PostgreSQL writes it (36 characters, lower-case hex) kept as four 32-bit words: the
 * search index holds one per model, 16 bytes instead of a string of about 56.
 */
const uuidText = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

export function writeUuidWords(text: string, words: Uint32Array, at: number): void {
  const lower = text.toLowerCase();
  if (!uuidText.test(lower)) throw new Error(`not a uuid: ${text}`);
  const hex = lower.replaceAll('-', '');
  for (let word = 0; word < 4; word += 1)
    words[at + word] = Number.parseInt(hex.slice(word * 8, word * 8 + 8), 16);
}

export function readUuidWords(words: Uint32Array, at: number): string {
  let hex = '';
  for (let word = 0; word < 4; word += 1) hex += words[at + word]!.toString(16).padStart(8, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
