// architecture §5 "Live socket" and device spec §7 "Real-time socket": socket.io at the root
// path, authenticated handshake (architecture §7), `live:update` subscriptions, `EndpointInit`
// then incremental `EndpointAdded/Updated/Removed`, `live:<topic> { updated: true }` flags
// coalesced to one per topic per 100 ms.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EndpointChangeSchema,
  EndpointInitSchema,
  LiveFlagSchema,
} from '@crosspoint/protocol/live';
import { basicAuthHeader } from '../src/auth/basic-auth';
import {
  AUTH,
  PASSWORD,
  connectLive,
  nextEvent,
  recordEvents,
  startTestDevice,
  type LiveClient,
  type TestDevice,
} from './helpers';

let t: TestDevice;
const sockets: LiveClient[] = [];
beforeEach(async () => {
  t = await startTestDevice({ type: 'FSII' });
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await t.stop();
});

async function live(
  options: Parameters<typeof connectLive>[1] = { auth: AUTH },
): Promise<LiveClient> {
  const socket = await connectLive(t.device.url, options);
  sockets.push(socket);
  return socket;
}

/** Lets in-flight socket messages arrive (real network, no clock involved). */
async function roundTrip(socket: LiveClient): Promise<void> {
  await new Promise<void>((resolve) => {
    socket.emit('live:update', {});
    setTimeout(resolve, 50);
  });
}

describe('handshake', () => {
  it('refuses a client without or with wrong credentials', async () => {
    await expect(live({})).rejects.toThrow();
    await expect(live({ auth: basicAuthHeader('admin', 'wrong') })).rejects.toThrow();
    await expect(live({ payload: { username: 'admin', password: PASSWORD } })).rejects.toThrow();
  });

  it('challenges an unauthenticated handshake so that a browser retries with its credentials', async () => {
    const response = await fetch(`${t.device.url}/socket.io/?EIO=4&transport=polling`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="Crosspoint"/);
    expect(await response.json()).toEqual({ ok: false, message: 'Authentication required.' });
  });

  it('accepts Engine.IO 3 clients (devices in the field have them, architecture §5)', async () => {
    const response = await t.api('/socket.io/?EIO=3&transport=polling');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"sid"');
  });

  it('refuses a handshake from another origin', async () => {
    const response = await t.api('/socket.io/?EIO=4&transport=polling', {
      headers: { origin: 'http://evil.example', authorization: AUTH },
    });
    expect(response.status).toBe(403);
  });

  it('accepts the Basic header', async () => {
    expect((await live({ auth: AUTH })).connected).toBe(true);
  });
});

describe('endpoints', () => {
  it('sends EndpointInit, then EndpointUpdated after a change in the virtual hardware', async () => {
    const socket = await live();
    const init = nextEvent<unknown>(socket, 'EndpointInit');
    socket.emit('EndpointInit');
    const list = EndpointInitSchema.parse(await init).result;
    expect(list.find((e) => e.id === 2)?.liveStatus?.status).toBe('online');

    const updated = nextEvent<unknown>(
      socket,
      'EndpointUpdated',
      (p) => EndpointChangeSchema.parse(p).endpointId === 2,
    );
    const response = await t.api('/sim/endpoints/2', {
      method: 'POST',
      json: { status: 'offline' },
    });
    expect(response.status).toBe(200);
    expect(EndpointChangeSchema.parse(await updated)).toEqual({
      endpointId: 2,
      path: 'liveStatus.status',
      value: 'offline',
    });
  });

  it('sends no incremental updates before EndpointInit', async () => {
    const socket = await live();
    socket.emit('live:update', { endpoints: 'start' });
    const seen = recordEvents(socket);
    await t.api('/sim/endpoints/2', { method: 'POST', json: { status: 'offline' } });
    await roundTrip(socket);
    expect(seen.filter((e) => e.event.startsWith('Endpoint'))).toEqual([]);
  });

  it('streams simulated changes as the clock advances', async () => {
    const socket = await live();
    const init = nextEvent<unknown>(socket, 'EndpointInit');
    socket.emit('EndpointInit');
    await init;
    const seen = recordEvents(socket);
    await t.api('/sim/tick', { method: 'POST', json: { ms: 5_000 } });
    await roundTrip(socket);
    const changes = seen
      .filter((e) => e.event === 'EndpointUpdated')
      .map((e) => EndpointChangeSchema.parse(e.payload));
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((c) => c.path.startsWith('liveStatus.'))).toBe(true);
  });

  it('sends EndpointAdded and EndpointRemoved for endpoints that register and leave', async () => {
    const socket = await live();
    const init = nextEvent<unknown>(socket, 'EndpointInit');
    socket.emit('EndpointInit');
    await init;
    const added = nextEvent<{ endpointId: number }>(socket, 'EndpointAdded');
    expect(
      (await t.api('/sim/endpoints', { method: 'POST', json: { id: 11, type: 'FSII-BP' } })).status,
    ).toBe(200);
    expect((await added).endpointId).toBe(11);
    expect(
      (await t.api('/sim/endpoints', { method: 'POST', json: { id: 11, type: 'FSII-BP' } })).status,
    ).toBe(409);
    const removed = nextEvent<{ endpointId: number }>(socket, 'EndpointRemoved');
    expect((await t.api('/sim/endpoints/11', { method: 'DELETE' })).status).toBe(200);
    expect((await removed).endpointId).toBe(11);
    expect((await t.api('/sim/endpoints/11', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('live flags', () => {
  const putLabel = (label: string) => t.api('/api/1/devices/0', { method: 'PUT', json: { label } });

  it('coalesces a burst of label changes into one live:devices flag per 100 ms', async () => {
    const subscriber = await live();
    const other = await live();
    subscriber.emit('live:update', { devices: 'start' });
    other.emit('live:update', { ports: 'start' });
    await roundTrip(subscriber);
    const seen = recordEvents(subscriber);
    const otherSeen = recordEvents(other);

    for (let n = 0; n < 5; n++) expect((await putLabel(`Burst ${n}`)).status).toBe(200);
    await roundTrip(subscriber);
    expect(seen.filter((e) => e.event === 'live:devices')).toHaveLength(0);

    await t.api('/sim/tick', { method: 'POST', json: { ms: 99 } });
    await roundTrip(subscriber);
    expect(seen.filter((e) => e.event === 'live:devices')).toHaveLength(0);

    await t.api('/sim/tick', { method: 'POST', json: { ms: 1 } });
    await roundTrip(subscriber);
    const flags = seen.filter((e) => e.event === 'live:devices');
    expect(flags).toHaveLength(1);
    expect(LiveFlagSchema.parse(flags[0]?.payload)).toEqual({ updated: true });

    await putLabel('After');
    await t.api('/sim/tick', { method: 'POST', json: { ms: 100 } });
    await roundTrip(subscriber);
    expect(seen.filter((e) => e.event === 'live:devices')).toHaveLength(2);
    expect(otherSeen.filter((e) => e.event === 'live:devices')).toHaveLength(0);
  });

  it('sends live:ports when a port stops responding, and stops after live:update stop', async () => {
    const socket = await live();
    socket.emit('live:update', { ports: 'start' });
    await roundTrip(socket);
    const seen = recordEvents(socket);
    expect(
      (await t.api('/sim/ports/65536', { method: 'POST', json: { responding: false } })).status,
    ).toBe(200);
    await t.api('/sim/tick', { method: 'POST', json: { ms: 100 } });
    await roundTrip(socket);
    expect(seen.filter((e) => e.event === 'live:ports')).toHaveLength(1);
    const ports = z
      .array(z.object({ port_id: z.number(), liveStatus: z.object({ responding: z.boolean() }) }))
      .parse(await (await t.api('/api/1/devices/0/interfaces/256/ports')).json());
    expect(ports[0]?.liveStatus.responding).toBe(false);

    socket.emit('live:update', { ports: 'stop' });
    await roundTrip(socket);
    await t.api('/sim/ports/65536', { method: 'POST', json: { responding: true } });
    await t.api('/sim/tick', { method: 'POST', json: { ms: 100 } });
    await roundTrip(socket);
    expect(seen.filter((e) => e.event === 'live:ports')).toHaveLength(1);
  });
});
