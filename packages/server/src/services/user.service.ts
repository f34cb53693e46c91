import { createHash } from 'node:crypto';
import { ADMIN_USER } from '@crosspoint/protocol/constants';
import type { Clock } from '../clock';
import type { UserRepository } from '../db/user.repository';
import { generatePassword, hashPassword, verifyPassword } from '../auth/password-hash';
import type { Credentials } from '../auth/basic-auth';
import { HttpError } from '../http/http-error';
import { MESSAGES } from '@crosspoint/protocol/messages';

/**
 * Accounts and authentication. Every request is authenticated (architecture §7) and scrypt
 * costs ~50 ms, so credentials that verified once are remembered by their SHA-256 until the
 * password changes; wrong credentials are never cached and always pay the full cost.
 */
export class UserService {
  private readonly verified = new Set<string>();

  /** Told of every password set (the link key is derived from the admin password, issue 7). */
  onPasswordSet: ((username: string, password: string) => void) | undefined;

  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Makes sure the admin account exists. With no password given, the first start generates one
   * and returns it (to be printed once); a given password is set, on every start, so the
   * command line is also the way to recover a lost password.
   */
  async ensureAdmin(password: string | undefined): Promise<string | undefined> {
    const existing = this.users.find(ADMIN_USER);
    if (existing && password === undefined) return undefined;
    const chosen = password ?? generatePassword();
    await this.setPassword(ADMIN_USER, chosen);
    return password === undefined ? chosen : undefined;
  }

  async verify(credentials: Credentials | undefined): Promise<boolean> {
    if (!credentials) return false;
    const key = cacheKey(credentials);
    if (this.verified.has(key)) return true;
    const user = this.users.find(credentials.username);
    if (!user || !(await verifyPassword(credentials.password, user))) return false;
    this.verified.add(key);
    return true;
  }

  /** The change-password flow (device spec §6): the old password must be right. */
  async changePassword(username: string, oldPassword: string, newPassword: string): Promise<void> {
    const user = this.users.find(username);
    if (!user) throw new HttpError(404, `Cannot find user ${username}`);
    if (!(await verifyPassword(oldPassword, user))) {
      throw new HttpError(400, MESSAGES.wrongOldPassword);
    }
    await this.setPassword(username, newPassword);
  }

  private async setPassword(username: string, password: string): Promise<void> {
    const hash = await hashPassword(password);
    this.users.save({ name: username, ...hash }, this.clock.now());
    this.verified.clear();
    this.onPasswordSet?.(username, password);
  }
}

function cacheKey(credentials: Credentials): string {
  return createHash('sha256')
    .update(`${credentials.username}\u0000${credentials.password}`)
    .digest('hex');
}
