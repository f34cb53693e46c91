import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// architecture §7: passwords hashed with scrypt. N=2^14, r=8, p=1 is the Node default cost,
// about 50 ms here; the parameters are stored with each hash so they can be raised later.
const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const PARAMS = `scrypt:${N}:${R}:${P}:${KEY_LENGTH}`;

export interface PasswordHash {
  passwordHash: string;
  salt: string;
  params: string;
}

function derive(password: string, salt: Buffer, params: string): Promise<Buffer> {
  const [, n, r, p, keyLength] = params.split(':').map(Number);
  if (!n || !r || !p || !keyLength) throw new Error(`Unknown password hash parameters ${params}`);
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { N: n, r, p, maxmem: 256 * n * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return { passwordHash: key.toString('hex'), salt: salt.toString('hex'), params: PARAMS };
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.passwordHash, 'hex');
  const key = await derive(password, Buffer.from(stored.salt, 'hex'), stored.params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A unique admin password for a device's first start (architecture §7): 12 random bytes,
 * base64url, 16 characters, from the operating system's secure random source.
 */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
