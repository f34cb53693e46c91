// architecture §7 "Security": Basic authentication on every route and on the socket
// handshake, scrypt-hashed password, a unique admin password on first start, the spec's
// change-password flow (device spec §6, §7: PUT /api/1/users/{username}), unsafe methods from
// another origin refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorReplySchema } from '@crosspoint/protocol/contract';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { basicAuthHeader } from '../src/auth/basic-auth';
import { createDevice } from '../src/create-device';
import { ManualClock } from '../src/clock';
import { AUTH, PASSWORD, startTestDevice, tempDataDir, type TestDevice } from './helpers';

describe('authentication', () => {
  let t: TestDevice;
  beforeEach(async () => {
    t = await startTestDevice();
  });
  afterEach(() => t.stop());

  it.each(['/api/1/version', '/api/2/devices', '/', '/view/devices', '/sim/state', '/api/nothing'])(
    'answers 401 with WWW-Authenticate for %s without credentials',
    async (path) => {
      const response = await fetch(`${t.device.url}${path}`);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="Crosspoint"/);
      expect(ErrorReplySchema.parse(await response.json()).message).toBe(MESSAGES.unauthorized);
    },
  );

  it('answers 401 to wrong credentials (the console logs out that way)', async () => {
    for (const auth of [
      basicAuthHeader('admin', 'wrong'),
      basicAuthHeader('root', PASSWORD),
      'Basic !!!',
    ]) {
      const response = await t.api('/api/1/version', { headers: { authorization: auth } });
      expect(response.status).toBe(401);
    }
    expect((await t.api('/api/1/version')).status).toBe(200);
  });

  it('changes the password: a wrong old one is refused, then only the new one works', async () => {
    const wrong = await t.api('/api/1/users/admin', {
      method: 'PUT',
      json: { oldPassword: 'nope', newPassword: 'second-password' },
    });
    expect(wrong.status).toBe(400);
    expect(ErrorReplySchema.parse(await wrong.json()).message).toBe(MESSAGES.wrongOldPassword);
    expect((await t.api('/api/1/version')).status).toBe(200);

    const unknown = await t.api('/api/1/users/nobody', {
      method: 'PUT',
      json: { oldPassword: PASSWORD, newPassword: 'x' },
    });
    expect(unknown.status).toBe(404);

    const bad = await t.api('/api/1/users/admin', { method: 'PUT', json: { newPassword: 'x' } });
    expect(bad.status).toBe(400);

    const ok = await t.api('/api/1/users/admin', {
      method: 'PUT',
      json: { oldPassword: PASSWORD, newPassword: 'second-password' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    expect((await t.api('/api/1/version')).status).toBe(401);
    const fresh = basicAuthHeader('admin', 'second-password');
    expect((await t.api('/api/1/version', { headers: { authorization: fresh } })).status).toBe(200);
  });

  it('refuses a cross-origin PUT with 403 and changes nothing', async () => {
    const before = await (await t.api('/api/1/devices/0')).json();
    const crossOrigin: Array<Record<string, string>> = [
      { origin: 'http://evil.example', authorization: AUTH },
      { 'sec-fetch-site': 'cross-site', authorization: AUTH },
    ];
    for (const headers of crossOrigin) {
      const response = await t.api('/api/1/devices/0', {
        method: 'PUT',
        headers,
        json: { label: 'Hacked' },
      });
      expect(response.status).toBe(403);
      expect(ErrorReplySchema.parse(await response.json()).message).toBe(MESSAGES.crossOrigin);
    }
    expect(await (await t.api('/api/1/devices/0')).json()).toEqual(before);

    const sameOrigin = await t.api('/api/1/devices/0', {
      method: 'PUT',
      headers: { origin: t.device.url, authorization: AUTH },
      json: { label: 'Allowed' },
    });
    expect(sameOrigin.status).toBe(200);
  });
});

describe('admin password on first start', () => {
  it('generates a unique password once, keeps it, and resets it when one is given', async () => {
    const { dir, remove } = await tempDataDir();
    const other = await tempDataDir();
    try {
      const clock = new ManualClock();
      const first = await createDevice({ type: 'FSII', dataDir: dir, port: 0, clock });
      const elsewhere = await createDevice({ type: 'FSII', dataDir: other.dir, port: 0, clock });
      const generated = first.adminPassword ?? '';
      expect(first.adminPasswordGenerated).toBe(true);
      expect(generated).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(elsewhere.adminPassword).not.toBe(generated);
      await elsewhere.close();
      const ok = await fetch(`${first.url}/api/1/version`, {
        headers: { authorization: basicAuthHeader('admin', generated) },
      });
      expect(ok.status).toBe(200);
      await first.close();

      const second = await createDevice({ type: 'FSII', dataDir: dir, port: 0, clock });
      expect(second.adminPassword).toBeUndefined();
      expect(second.adminPasswordGenerated).toBe(false);
      await second.close();

      const reset = await createDevice({
        type: 'FSII',
        dataDir: dir,
        port: 0,
        clock,
        adminPassword: 'reset',
      });
      const old = await fetch(`${reset.url}/api/1/version`, {
        headers: { authorization: basicAuthHeader('admin', generated) },
      });
      expect(old.status).toBe(401);
      const fresh = await fetch(`${reset.url}/api/1/version`, {
        headers: { authorization: basicAuthHeader('admin', 'reset') },
      });
      expect(fresh.status).toBe(200);
      await reset.close();
    } finally {
      await remove();
      await other.remove();
    }
  });
});
