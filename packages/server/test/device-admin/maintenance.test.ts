// device spec §2 General (snapshot, reboot, reset to default), §4 "Reset and reboot" and
// "Snapshot", §7 (reboot, restartServices, resettodefault?network=keep, snapshot, snapshotinfo).
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SnapshotInfoSchema } from '@crosspoint/protocol/device-admin-contract';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { readGzipTar } from '../../src/files/tar-memory';
import { AUTH, connectLive, PASSWORD, startTestDevice, type TestDevice } from '../helpers';
import { dumpConfiguration, eventually, getHost, refusal, restore } from './admin-helpers';
import { gzipTar } from '../../src/files/tar-memory';

let t: TestDevice;
beforeEach(async () => {
  t = await startTestDevice({ type: 'FSII', rebootDelayMs: 300 });
});
afterEach(() => t.stop());

const post = (action: string, query = '') =>
  t.api(`/api/1/devices/0/${action}${query}`, { method: 'POST' });

async function goesAwayAndComesBack(): Promise<void> {
  await eventually(async () => {
    const down = await t.api('/api/1/version').then(
      () => false,
      () => true,
    );
    if (!down) throw new Error('still up');
  });
  await eventually(async () => {
    expect((await t.api('/api/1/version')).status).toBe(200);
  });
}

describe('reboot', () => {
  it('closes HTTP and the live socket, then comes back on the same port and data', async () => {
    const port = t.device.port;
    expect(
      (await t.api('/api/1/devices/0', { method: 'PUT', json: { adminPin: '2468' } })).status,
    ).toBe(200);
    const socket = await connectLive(t.device.url, { auth: AUTH });
    const dropped = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    expect((await post('reboot')).status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    socket.close();
    await goesAwayAndComesBack();
    expect(t.device.port).toBe(port);
    expect((await getHost(t)).device_settings.adminPin).toBe('2468');
    const again = await connectLive(t.device.url, { auth: AUTH });
    again.close();
  });

  it('keeps a password changed before the reboot', async () => {
    const change = await t.api('/api/1/users/admin', {
      method: 'PUT',
      json: { oldPassword: PASSWORD, newPassword: 'n3w-Secret' },
    });
    expect(change.status).toBe(200);
    const auth = `Basic ${Buffer.from('admin:n3w-Secret').toString('base64')}`;
    expect(
      (await t.api('/api/1/devices/0/reboot', { method: 'POST', headers: { authorization: auth } }))
        .status,
    ).toBe(200);
    await eventually(async () => {
      const response = await t.api('/api/1/version', { headers: { authorization: auth } });
      expect(response.status).toBe(200);
    });
  });

  it('refuses a body and unknown devices', async () => {
    expect(
      await refusal(
        await t.api('/api/1/devices/0/reboot', { method: 'POST', json: { now: true } }),
      ),
    ).toContain('Invalid');
    expect(await refusal(await t.api('/api/2/devices/4/reboot', { method: 'POST' }), 404)).toBe(
      MESSAGES.deviceNotFound,
    );
    expect((await t.api('/api/1/version')).status).toBe(200);
  });
});

describe('restartServices', () => {
  it('restarts the device services without the reboot pause', async () => {
    const socket = await connectLive(t.device.url, { auth: AUTH });
    const dropped = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    expect((await post('restartServices')).status).toBe(200);
    await dropped;
    socket.close();
    await eventually(async () => expect((await t.api('/api/1/version')).status).toBe(200));
  });
});

describe('reset to default', () => {
  async function changeEverything(): Promise<void> {
    const api = (path: string, method: string, json: unknown) => t.api(path, { method, json });
    expect((await api('/api/1/devices/0', 'PUT', { label: 'Changed' })).status).toBe(200);
    expect((await api('/api/1/devices/0', 'PUT', { adminPin: '1357' })).status).toBe(200);
    expect((await api('/api/1/devices/0', 'PUT', { aaBatteryType: 'NiMH' })).status).toBe(200);
    expect((await api('/api/1/devices/0/audiomonitor', 'POST', { monitoring: 2 })).status).toBe(
      200,
    );
    expect((await api('/api/1/devices/0/setnetmode', 'POST', { mode: 'WAN' })).status).toBe(200);
    const network = { mode: 'static', staticIP: '10.1.2.3', netmask: '255.255.0.0' };
    expect((await api('/api/2/devices/0/setupnetwork', 'POST', { network })).status).toBe(200);
    const file = gzipTar(
      [
        {
          path: 'db/connections',
          content: Buffer.from('{"id":1,"type":"partyline","label":"X","settings":{}}\n'),
        },
        { path: 'db/roles', content: Buffer.from('') },
      ],
      new Date(0),
    );
    expect((await restore(t, file)).status).toBe(200);
  }

  it('returns the whole configuration to the factory state, then reboots', async () => {
    const factory = dumpConfiguration(t.dir);
    await changeEverything();
    expect(dumpConfiguration(t.dir)).not.toEqual(factory);
    expect((await post('resettodefault')).status).toBe(200);
    await goesAwayAndComesBack();
    expect(dumpConfiguration(t.dir)).toEqual(factory);
  });

  it('keeps the network settings and net mode with network=keep', async () => {
    const factory = await getHost(t);
    await changeEverything();
    expect((await post('resettodefault', '?network=keep')).status).toBe(200);
    await goesAwayAndComesBack();
    const host = await getHost(t);
    expect(host.device_label).toBe(factory.device_label);
    expect(host.device_settings).toEqual({
      ...factory.device_settings,
      network: { mode: 'static', staticIP: '10.1.2.3', netmask: '255.255.0.0' },
    });
    expect(host.device_netMode).toBe('WAN');
    expect(host.device_liveStatus.monitoring).toBe(0);
  });

  it('refuses another network query value and changes nothing', async () => {
    await changeEverything();
    const before = dumpConfiguration(t.dir);
    expect(await refusal(await post('resettodefault', '?network=drop'))).toContain('Invalid');
    expect(dumpConfiguration(t.dir)).toEqual(before);
  });
});

describe('snapshot', () => {
  it('builds an archive of configuration, recent logs and system information without secrets', async () => {
    expect(
      (await t.api('/api/1/devices/0', { method: 'PUT', json: { adminPin: '8642' } })).status,
    ).toBe(200);
    expect(
      (await t.api('/api/1/devices/0', { method: 'PUT', json: { otaPin: '7531' } })).status,
    ).toBe(200);
    t.device.hardware.step(20);
    expect((await post('snapshot')).status).toBe(200);
    const info = await eventually(async () => {
      const reply = SnapshotInfoSchema.parse(
        await (await t.api('/api/1/devices/0/snapshotinfo')).json(),
      );
      expect(reply.percentComplete).toBe(100);
      return reply;
    });
    expect(info.url).toBe('/api/1/devices/1/snapshot');
    const response = await t.api(info.url);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="FSII_snapshot_\d{8}T\d{6}\.tar\.gz"$/,
    );
    const data = Buffer.from(await response.arrayBuffer());
    const files = await readGzipTar(data, {
      maxExpandedBytes: 1e8,
      allowedPaths: [
        'config/device.json',
        'config/connections.jsonl',
        'config/roles.jsonl',
        'config/interfaces.jsonl',
        'config/ports.jsonl',
        'config/endpoints.jsonl',
        'logs/events.jsonl',
        'system/info.json',
      ],
    });
    expect(files).toHaveLength(8);
    const text = gunzipSync(data).toString('latin1');
    expect(text).not.toContain('8642');
    expect(text).not.toContain('7531');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(/password_hash|salt|scrypt/i);
    const device = JSON.parse(
      files.find((f) => f.path === 'config/device.json')!.content.toString(),
    ) as {
      device_settings: Record<string, unknown>;
    };
    expect(device.device_settings.adminPin).toBe('[redacted]');
    const events = files
      .find((f) => f.path === 'logs/events.jsonl')!
      .content.toString()
      .trim()
      .split('\n');
    expect(events.length).toBeGreaterThan(0);
    const system = JSON.parse(
      files.find((f) => f.path === 'system/info.json')!.content.toString(),
    ) as Record<string, unknown>;
    expect(system).toMatchObject({ deviceType: 'FSII', node: process.version });
  });

  it('reports 0 % and no url before a snapshot, and refuses the download', async () => {
    expect(
      SnapshotInfoSchema.parse(await (await t.api('/api/1/devices/0/snapshotinfo')).json()),
    ).toEqual({
      percentComplete: 0,
      url: '',
    });
    expect((await t.api('/api/1/devices/0/snapshot')).status).toBe(404);
    expect(await refusal(await t.api('/api/1/devices/3/snapshotinfo'), 404)).toBe(
      MESSAGES.deviceNotFound,
    );
  });
});
