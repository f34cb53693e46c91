// architecture §7: scrypt-hashed passwords with a random salt; a unique generated password.
import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('secret');
    const b = await hashPassword('secret');
    expect(a.salt).not.toBe(b.salt);
    expect(a.passwordHash).not.toBe(b.passwordHash);
    expect(await verifyPassword('secret', a)).toBe(true);
    expect(await verifyPassword('Secret', a)).toBe(false);
  });

  it('generates distinct 16-character passwords', () => {
    const passwords = new Set(Array.from({ length: 20 }, generatePassword));
    expect(passwords.size).toBe(20);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
