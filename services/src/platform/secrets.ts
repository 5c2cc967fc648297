import { createHash, randomBytes, randomInt } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's Algorithm.Argon2id; a const enum, so spelled out here). */
const ARGON2ID = 2 as Algorithm;

/** Passwords (and till PINs, docs/pos.md) are only ever kept as argon2id hashes (PHC strings with their own salt). */
export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

/** false for a wrong password and for a hash that cannot be read (never throws). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Tokens and codes are random with enough entropy that a fast hash is the right way to keep them. */
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export const newSessionToken = () => randomBytes(32).toString('base64url');

/** No 0/O, 1/I: read aloud or typed on a shop device without mistakes. 32 symbols = 5 bits each. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

/** A one-time sign-in code, shown as XXXXX-XXXXX (50 bits). */
export function newLoginCode(): string {
  let s = '';
  for (let i = 0; i < CODE_LENGTH; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** What the user typed, as it is hashed: upper case, without spaces and dashes. */
export const normalizeLoginCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
