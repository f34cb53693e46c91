import { z } from 'zod';
import type { Db } from './database';

const UserRowSchema = z.object({
  name: z.string(),
  password_hash: z.string(),
  salt: z.string(),
  params: z.string(),
});

/** A stored account: never the password, only its scrypt hash, salt and parameters. */
export interface UserRecord {
  name: string;
  passwordHash: string;
  salt: string;
  params: string;
}

/** The `users` table. */
export class UserRepository {
  constructor(private readonly db: Db) {}

  find(name: string): UserRecord | undefined {
    const raw: unknown = this.db.prepare('SELECT * FROM users WHERE name = ?').get(name);
    if (raw === undefined) return undefined;
    const row = UserRowSchema.parse(raw);
    return { name: row.name, passwordHash: row.password_hash, salt: row.salt, params: row.params };
  }

  save(user: UserRecord, now: number): void {
    this.db
      .prepare(
        `INSERT INTO users (name, password_hash, salt, params, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(name) DO UPDATE SET password_hash = excluded.password_hash,
           salt = excluded.salt, params = excluded.params, updated_at = excluded.updated_at`,
      )
      .run(user.name, user.passwordHash, user.salt, user.params, now);
  }
}
