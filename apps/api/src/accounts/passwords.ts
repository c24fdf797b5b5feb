import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum (not importable as a value here): 2 is Argon2id.
const argon2id = 2 as Algorithm;

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane).
const argon2idOptions = {
  algorithm: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

// Verified against when the account does not exist, so unknown and known names take the same time.
let decoyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; a missing hash is checked against a decoy and fails. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
