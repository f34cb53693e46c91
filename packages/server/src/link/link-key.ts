import { createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Link-protocol credentials (docs/link-protocol.md, decision 0070). Devices of one link group
 * share their admin password; each derives from it the same 32-byte *link key* (scrypt with a
 * fixed, protocol-wide salt), stores only that key, and never sends it: requests carry a
 * single-use token signed with it, and an identity answer carries a proof made with it.
 */
const LINK_KEY_SALT = 'crosspoint-link-key-v1';
const TOKEN_VERSION = 'v1';

/** How far a token's time may be from the receiver's clock. */
export const TOKEN_WINDOW_MS = 60_000;

export function deriveLinkKey(adminPassword: string): Buffer {
  return scryptSync(adminPassword.normalize('NFC'), LINK_KEY_SALT, 32, { N: 16_384 });
}

function mac(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** What a token is good for: one request (method + path with query) to one device (uuid). */
export interface TokenScope {
  method: string;
  path: string;
  audience: string;
}

const signed = (scope: TokenScope, ts: number, nonce: string): string =>
  [TOKEN_VERSION, scope.method.toUpperCase(), scope.path, scope.audience, ts, nonce].join('\n');

/** A token for one call: `v1.<ms>.<nonce>.<hmac>`, sent as the password of the link user. */
export function signToken(key: Buffer, scope: TokenScope, now: number): string {
  const nonce = randomBytes(12).toString('hex');
  return `${TOKEN_VERSION}.${now}.${nonce}.${mac(key, signed(scope, now, nonce))}`;
}

/** The nonce of a token whose signature, scope and time are right, else undefined. */
export function verifyToken(
  key: Buffer,
  token: string,
  scope: TokenScope,
  now: number,
): string | undefined {
  const match = /^v1\.(\d{1,15})\.([0-9a-f]{24})\.([0-9a-f]{64})$/.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  const ts = Number(match[1]);
  if (Math.abs(now - ts) > TOKEN_WINDOW_MS) return undefined;
  return sameHex(match[3], mac(key, signed(scope, ts, match[2]))) ? match[2] : undefined;
}

/** Proof that the answering device holds the key: HMAC of the caller's challenge and its uuid. */
export function identityProof(key: Buffer, challenge: string, uuid: string): string {
  return mac(key, `identity\n${challenge}\n${uuid}`);
}

export function checkIdentityProof(
  key: Buffer,
  challenge: string,
  uuid: string,
  proof: string,
): boolean {
  return sameHex(proof, identityProof(key, challenge, uuid));
}

export function newChallenge(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Remembers the nonces of used tokens for the token window, so that a token seen on the wire
 * cannot be played again.
 */
export class NonceCache {
  private readonly seen = new Map<string, number>();

  /** False when the nonce was already used. */
  use(nonce: string, now: number): boolean {
    for (const [old, at] of this.seen) {
      if (now - at > 2 * TOKEN_WINDOW_MS) this.seen.delete(old);
      else break;
    }
    if (this.seen.has(nonce)) return false;
    this.seen.set(nonce, now);
    return true;
  }
}
