/** Integer fen to the legacy yuan string with two decimals (e.g. 220 -> "2.20"). */
export function formatYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
