import { describe, expect, it } from 'vitest';
import {
  checkIdentityProof,
  deriveLinkKey,
  identityProof,
  NonceCache,
  signToken,
  TOKEN_WINDOW_MS,
  verifyToken,
} from './link-key';

const key = deriveLinkKey('group-secret');
const scope = { method: 'GET', path: '/api/2/devices', audience: 'uuid-a' };
const now = 1_800_000_000_000;

// decision 0070: tokens are bound to method, path, audience and time, signed with the key.
describe('link tokens', () => {
  const token = signToken(key, scope, now);
  it.each([
    { name: 'the same call', k: key, s: scope, at: now, ok: true },
    { name: 'within the window', k: key, s: scope, at: now + TOKEN_WINDOW_MS, ok: true },
    { name: 'after the window', k: key, s: scope, at: now + TOKEN_WINDOW_MS + 1, ok: false },
    { name: 'another method', k: key, s: { ...scope, method: 'POST' }, at: now, ok: false },
    {
      name: 'another path',
      k: key,
      s: { ...scope, path: '/api/2/devices?x=1' },
      at: now,
      ok: false,
    },
    { name: 'another device', k: key, s: { ...scope, audience: 'uuid-b' }, at: now, ok: false },
    { name: 'another key', k: deriveLinkKey('other'), s: scope, at: now, ok: false },
  ])('$name: $ok', ({ k, s, at, ok }) => {
    expect(verifyToken(k, token, s, at) !== undefined).toBe(ok);
  });

  it.each(['', 'v1.x.y.z', `${token}0`, token.replace(/^v1/, 'v2')])('refuses %j', (bad) => {
    expect(verifyToken(key, bad, scope, now)).toBeUndefined();
  });

  it('derives the same key from the same password, another from another', () => {
    expect(deriveLinkKey('group-secret').equals(key)).toBe(true);
    expect(deriveLinkKey('group-secret ').equals(key)).toBe(false);
  });
});

describe('identity proof', () => {
  it.each([
    { challenge: 'c1', uuid: 'u', k: key, ok: true },
    { challenge: 'c2', uuid: 'u', k: key, ok: false },
    { challenge: 'c1', uuid: 'v', k: key, ok: false },
    { challenge: 'c1', uuid: 'u', k: deriveLinkKey('other'), ok: false },
  ])('$challenge/$uuid: $ok', ({ challenge, uuid, k, ok }) => {
    expect(checkIdentityProof(k, challenge, uuid, identityProof(key, 'c1', 'u'))).toBe(ok);
  });
});

describe('NonceCache', () => {
  it('accepts a nonce once, and forgets it after twice the window', () => {
    const cache = new NonceCache();
    expect(cache.use('a', now)).toBe(true);
    expect(cache.use('a', now + 1)).toBe(false);
    expect(cache.use('b', now + 2 * TOKEN_WINDOW_MS + 1)).toBe(true);
    expect(cache.use('a', now + 2 * TOKEN_WINDOW_MS + 2)).toBe(true);
  });
});
