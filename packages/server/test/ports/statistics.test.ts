// ports spec §2 "Statistics", §3 "Port statistics", §7 live socket: `live:statistics` pushed once
// a second while started with `live:update { statistics: 'start' }`, stopped with 'stop'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LiveStatisticsSchema,
  type LiveStatistics,
} from '@crosspoint/protocol/entities/port-statistics';
import { AUTH, connectLive, recordEvents, startTestDevice, type TestDevice } from '../helpers';
import { portByDesc, putPorts } from './port-helpers';

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

function pushes(seen: Array<{ event: string; payload: unknown }>): LiveStatistics[] {
  return seen
    .filter((e) => e.event === 'live:statistics')
    .map((e) => LiveStatisticsSchema.parse(e.payload));
}

describe('live statistics', () => {
  let t: TestDevice;
  beforeAll(async () => {
    t = await startTestDevice({ type: 'LQ-4W2' });
  });
  afterAll(() => t.stop());

  it('pushes one row per port once a second between start and stop', async () => {
    const socket = await connectLive(t.device.url, { auth: AUTH });
    const seen = recordEvents(socket);
    t.clock.advance(2_000);
    await settle();
    expect(pushes(seen)).toHaveLength(0);
    socket.emit('live:update', { statistics: 'start' });
    await settle();
    t.clock.advance(3_000);
    await settle();
    const received = pushes(seen);
    expect(received).toHaveLength(3);
    expect(received[2]?.deviceId).toBe(1);
    expect(received[2]?.audioInterfaces.map((r) => r.portId)).toEqual([
      65536, 65537, 65792, 65793, 66048, 66049,
    ]);
    expect(received[2]?.audioInterfaces[0]?.interfaceId).toBe(256);
    expect(received[2]?.audioInterfaces[0]?.statistics.duration).toBeGreaterThan(
      received[0]?.audioInterfaces[0]?.statistics.duration ?? 0,
    );
    socket.emit('live:update', { statistics: 'stop' });
    await settle();
    t.clock.advance(3_000);
    await settle();
    expect(pushes(seen)).toHaveLength(3);
    socket.close();
  });

  // ports spec §4 network quality: the virtual streams follow the port's quality.
  it('follows the network quality of the port', async () => {
    const [low, high] = [await portByDesc(t, 'SIP 1'), await portByDesc(t, 'SIP 2')];
    expect((await putPorts(t, [low], { networkQuality: { type: 0 } })).status).toBe(200);
    expect((await putPorts(t, [high], { networkQuality: { type: 4 } })).status).toBe(200);
    const socket = await connectLive(t.device.url, { auth: AUTH });
    const seen = recordEvents(socket);
    socket.emit('live:update', { statistics: 'start' });
    await settle();
    t.clock.advance(10_000);
    await settle();
    const last = pushes(seen).at(-1);
    const row = (id: number) => last?.audioInterfaces.find((r) => r.portId === id)?.statistics;
    const [veryLow, veryHigh] = [row(low.port_id), row(high.port_id)];
    // 60 ms packets: 17 a second; 5 ms packets: 200 a second
    expect(veryLow?.pktsTx).toBe(17 * (veryLow?.duration ?? 0));
    expect(veryHigh?.pktsTx).toBe(200 * (veryHigh?.duration ?? 0));
    // the 200-1000 ms buffer holds more audio than the 5-60 ms one
    expect(veryLow?.avgBufferContent).toBeGreaterThanOrEqual(200);
    expect(veryHigh?.avgBufferContent).toBeLessThanOrEqual(60);
    socket.close();
  });
});

describe('statistics of a 64-port device', () => {
  let t: TestDevice;
  beforeAll(async () => {
    t = await startTestDevice({ type: 'LQ-4W2', portCount: 64, seed: 5 });
  });
  afterAll(() => t.stop());

  it('has 64 rows, the same under the same seed and clock', async () => {
    const statistics = () => t.device.hardware.portFeatures.statistics(65536);
    const socket = await connectLive(t.device.url, { auth: AUTH });
    const seen = recordEvents(socket);
    socket.emit('live:update', { statistics: 'start' });
    await settle();
    t.clock.advance(1_000);
    await settle();
    expect(pushes(seen)[0]?.audioInterfaces).toHaveLength(64);
    socket.close();
    const again = await startTestDevice({ type: 'LQ-4W2', portCount: 64, seed: 5 });
    again.clock.advance(1_000);
    expect(again.device.hardware.portFeatures.statistics(65536)).toEqual(statistics());
    await again.stop();
  });
});
