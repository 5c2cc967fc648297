/** Passwords and tokens: the platform's secrets module (till PINs are hashed the same way). */
export { hashPassword, newLoginCode, newSessionToken, normalizeLoginCode, sha256, verifyPassword } from '../platform/secrets.js';
