import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_PROTOCOL_VERSION, LINK_USER } from '@crosspoint/protocol/link-protocol';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { deriveLinkKey, signToken } from '../../src/link/link-key';
import { AUTH, PASSWORD, type TestDevice } from '../helpers';
import { deviceWhere, startMaster, startMember } from './link-helpers';

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

/** A plain HTTP server that records what it is sent and answers `[]`. */
async function recorder(): Promise<{ server: Server; port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((request, reply) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    reply.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, port, seen };
}

const basic = (user: string, password: string): string =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

// Issue 7 "Security": the link protocol authenticates both ends; proxytarget and master
// addresses cannot be turned against arbitrary hosts or leak credentials.
describe('link protocol security', () => {
  let master: TestDevice;
  let member: TestDevice;
  let masterUuid: string;
  const key = deriveLinkKey(PASSWORD);

  beforeAll(async () => {
    master = await startMaster();
    member = await startMember(master, 'FSII', 2);
    const own = await deviceWhere(master, 1, () => true);
    masterUuid = own.device_uuid;
    await deviceWhere(master, 2, (d) => d.device_isReachable);
  });

  afterAll(async () => {
    await member?.stop();
    await master?.stop();
  });

  it('the identity probe is public and answers public fields and a proof only', async () => {
    const reply = await fetch(
      `${master.device.url}/api/link/identity?challenge=${'ab'.repeat(16)}`,
    );
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'protocol',
        'uuid',
        'slotId',
        'type',
        'label',
        'versionSW',
        'linkingVersion',
        'mode',
        'isMaster',
        'maxDevices',
        'proof',
      ].sort(),
    );
    expect(JSON.stringify(body)).not.toContain(PASSWORD);
    // Everything else still needs credentials.
    expect((await fetch(`${master.device.url}/api/2/devices`)).status).toBe(401);
  });

  it('a link token is good for one call, to one path, on one device', async () => {
    const scope = { method: 'GET', path: '/api/2/devices', audience: masterUuid };
    const token = basic(LINK_USER, signToken(key, scope, Date.now()));
    const first = await fetch(`${master.device.url}/api/2/devices`, {
      headers: { authorization: token },
    });
    expect(first.status).toBe(200);
    const again = await fetch(`${master.device.url}/api/2/devices`, {
      headers: { authorization: token },
    });
    expect(again.status).toBe(401);
    const other = basic(LINK_USER, signToken(key, scope, Date.now()));
    const elsewhere = await fetch(`${master.device.url}/api/1/capabilities/linkgroup`, {
      headers: { authorization: other },
    });
    expect(elsewhere.status).toBe(401);
    const wrongKey = basic(LINK_USER, signToken(deriveLinkKey('other'), scope, Date.now()));
    expect(
      (await fetch(`${master.device.url}/api/2/devices`, { headers: { authorization: wrongKey } }))
        .status,
    ).toBe(401);
    const stale = basic(LINK_USER, signToken(key, scope, Date.now() - 120_000));
    expect(
      (await fetch(`${master.device.url}/api/2/devices`, { headers: { authorization: stale } }))
        .status,
    ).toBe(401);
  });

  it('joining needs link credentials, not the admin password', async () => {
    const reply = await master.api('/api/link/join', { method: 'POST', json: {} });
    expect(reply.status).toBe(403);
  });

  it('proxytarget does not call a host that fails the identity probe, and sends it no credentials', async () => {
    const fake = await recorder();
    try {
      const reply = await member.api(`/api/2/devices?proxytarget=127.0.0.1:${fake.port}`);
      expect(reply.status).toBe(502);
      expect(await reply.json()).toEqual({ ok: false, message: MESSAGES.linkMasterRefused });
      expect(fake.seen).toHaveLength(1);
      expect(fake.seen[0]?.url).toMatch(/^\/api\/link\/identity\?challenge=[0-9a-f]{32}$/);
      expect(fake.seen[0]?.headers.authorization).toBeUndefined();
    } finally {
      fake.server.close();
    }
  });

  it.each([
    { target: '224.0.0.1', message: MESSAGES.linkMasterIpInvalid },
    { target: '172.23.1.2:80', message: MESSAGES.ipReserved },
    { target: 'http://evil.example/', message: MESSAGES.linkMasterIpInvalid },
    { target: '127.0.0.1:99999', message: MESSAGES.linkMasterIpInvalid },
  ])('proxytarget=$target is refused by the address rule', async ({ target, message }) => {
    const reply = await member.api(`/api/2/devices?proxytarget=${encodeURIComponent(target)}`);
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ ok: false, message });
  });

  /** Registers a fake member at `url` with a join signed like a real member's. */
  async function joinFake(slotId: number, url: string): Promise<void> {
    const body = {
      protocol: LINK_PROTOCOL_VERSION,
      slotId,
      uuid: `fake-member-${slotId}`,
      type: 'LQ-4W2',
      label: 'Fake',
      versionSW: (await deviceWhere(master, 1, () => true)).versionSW,
      linkingVersion: 1,
      url,
    };
    const scope = { method: 'POST', path: '/api/link/join', audience: masterUuid };
    const joined = await fetch(`${master.device.url}/api/link/join`, {
      method: 'POST',
      headers: {
        authorization: basic(LINK_USER, signToken(key, scope, Date.now())),
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    expect(await joined.json()).toMatchObject({ status: 'joined' });
  }

  // decision 0071: a member that accepts the call and stays silent gives a 504.
  it('answers 504 when a member does not answer a routed call in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await joinFake(3, `127.0.0.1:${port}`);
      const started = Date.now();
      const reply = await master.api('/api/1/devices/3/interfaces');
      expect(reply.status).toBe(504);
      expect(await reply.json()).toEqual({ ok: false, message: MESSAGES.linkMemberTimeout });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await master.api('/api/2/devices/3', { method: 'DELETE' })).status).toBe(200);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it("routing a call to a member never forwards the browser's credentials", async () => {
    const fake = await recorder();
    try {
      const body = {
        protocol: LINK_PROTOCOL_VERSION,
        slotId: 4,
        uuid: 'fake-member',
        type: 'LQ-4W2',
        label: 'Fake',
        versionSW: (await deviceWhere(master, 1, () => true)).versionSW,
        linkingVersion: 1,
        url: `127.0.0.1:${fake.port}`,
      };
      const scope = { method: 'POST', path: '/api/link/join', audience: masterUuid };
      const joined = await fetch(`${master.device.url}/api/link/join`, {
        method: 'POST',
        headers: {
          authorization: basic(LINK_USER, signToken(key, scope, Date.now())),
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      expect(await joined.json()).toMatchObject({ status: 'joined' });
      const routed = await master.api('/api/1/devices/4/interfaces?x=1', {
        headers: { authorization: AUTH, cookie: 'session=secret', origin: master.device.url },
      });
      expect(routed.status).toBe(200);
      const call = fake.seen.find((s) => s.url === '/api/1/devices/4/interfaces?x=1');
      expect(call).toBeDefined();
      const authorization = call?.headers.authorization ?? '';
      expect(authorization).not.toBe(AUTH);
      const decoded = Buffer.from(authorization.replace(/^Basic /, ''), 'base64').toString();
      expect(decoded.startsWith(`${LINK_USER}:v1.`)).toBe(true);
      expect(decoded).not.toContain(PASSWORD);
      expect(call?.headers.cookie).toBeUndefined();
      expect(call?.headers.origin).toBeUndefined();
      const removed = await master.api('/api/2/devices/4', { method: 'DELETE' });
      expect(removed.status).toBe(200);
    } finally {
      fake.server.close();
    }
  });
});
