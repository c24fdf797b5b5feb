/**
 * Personal data in answers. A phone number is never shown to anyone but its owner, and to the
 * owner only masked: the first three and the last four digits (199****0001).
 */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.trim();
  if (digits.length < 8) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
}

/** The phone of a profile as `viewerId` may see it: masked for the owner, absent for everyone else. */
export function phoneForViewer(
  phone: string | null | undefined,
  ownerId: number,
  viewerId: number | null,
): string | null {
  return viewerId !== null && viewerId === ownerId ? maskPhone(phone) : null;
}
