/** Ids of the JSON data blocks a server-rendered page carries (read by main.tsx). */
export const SERVER_STATE_ID = 'yunmo-state';
export const ROUTER_DATA_ID = 'yunmo-router-data';

/** The parsed JSON of a data block written by the server render, or undefined. */
export function readDataBlock(id: string): Record<string, unknown> | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object'
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * JSON for a classic `<script>`: `<` is escaped so no text can close the element or open a
 * comment, and U+2028/U+2029 so older parsers do not read them as line ends.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
