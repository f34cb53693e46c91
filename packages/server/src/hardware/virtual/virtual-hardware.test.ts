// architecture §1: the virtual hardware is deterministic under a seed and a clock that tests
// drive; issue 2: endpoints change live status over time; device spec §9 event-log codes.
import { describe, expect, it } from 'vitest';
import { EndpointSchema } from '@crosspoint/protocol/entities/endpoint';
import { ManualClock } from '../../clock';
import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import type { HardwareEvent } from '../hardware-gateway';
import { factoryInventory } from './factory-inventory';
import { VirtualHardware } from './virtual-hardware';

function build(type: DeviceTypeName, seed: number) {
  const clock = new ManualClock();
  const inventory = factoryInventory(type, 1);
  const hardware = new VirtualHardware({
    seed,
    clock,
    endpoints: inventory.endpoints,
    ports: inventory.interfaces.flatMap((i) => i.ports),
    interfaces: inventory.interfaces,
  });
  const events: HardwareEvent[] = [];
  hardware.subscribe((event) => events.push(event));
  hardware.start();
  return { clock, hardware, events };
}

describe('VirtualHardware', () => {
  it.each(['HMS-4X', 'FSII', 'LQ-4W2'] as const)(
    'replays %s exactly under the same seed',
    (type) => {
      const a = build(type, 42);
      const b = build(type, 42);
      for (let n = 0; n < 30; n++) {
        a.clock.advance(1_000);
        b.clock.advance(1_000);
        expect(a.hardware.endpoints()).toEqual(b.hardware.endpoints());
      }
      expect(a.events).toEqual(b.events);
      expect(a.hardware.tickCount()).toBe(30);
    },
  );

  it('differs under another seed', () => {
    const a = build('FSII', 1);
    const b = build('FSII', 2);
    a.clock.advance(20_000);
    b.clock.advance(20_000);
    expect(a.hardware.endpoints()).not.toEqual(b.hardware.endpoints());
  });

  it('ticks once per second of the clock, and not while paused', () => {
    const { clock, hardware } = build('FSII', 1);
    clock.advance(999);
    expect(hardware.tickCount()).toBe(0);
    clock.advance(1);
    expect(hardware.tickCount()).toBe(1);
    hardware.pause();
    clock.advance(5_000);
    expect(hardware.tickCount()).toBe(1);
    hardware.resume();
    clock.advance(2_000);
    expect(hardware.tickCount()).toBe(3);
    hardware.stop();
    clock.advance(5_000);
    expect(hardware.tickCount()).toBe(3);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('keeps live status valid and within ranges over a long run', () => {
    const { clock, hardware, events } = build('FSII', 7);
    clock.advance(600_000);
    for (const endpoint of hardware.endpoints()) {
      const parsed = EndpointSchema.shape.liveStatus.parse(endpoint.liveStatus);
      if (endpoint.type === 'FSII-BP') {
        expect(parsed?.antennaIndex).toBeGreaterThanOrEqual(0);
        expect(parsed?.antennaIndex).toBeLessThan(4);
        expect(['1.9', '2.4']).toContain(parsed?.frequencyType);
      }
    }
    const paths = new Set(events.flatMap((e) => (e.kind === 'endpointChanged' ? [e.path] : [])));
    for (const path of [
      'status',
      'linkQuality',
      'linkQualityType',
      'batteryLevel',
      'keyState',
      'antennaIndex',
      'connectedBeltpacks',
    ]) {
      expect(paths).toContain(`liveStatus.${path}`);
    }
    const codes = new Set(
      events.flatMap((e) => (e.kind === 'log' ? [`${e.entityType}:${e.eventCode}`] : [])),
    );
    expect(codes).toContain('0:0');
    expect(codes).toContain('0:2');
    expect(codes).toContain('0:5');
  });

  it('counts the online beltpacks of each antenna', () => {
    const { hardware } = build('FSII', 3);
    const online = hardware
      .endpoints()
      .filter((e) => e.type === 'FSII-BP' && e.liveStatus.status === 'online');
    const antennas = hardware.endpoints().filter((e) => e.type === 'FSII-Antenna');
    const total = antennas.reduce((sum, a) => sum + (a.liveStatus.connectedBeltpacks ?? 0), 0);
    expect(total).toBe(online.length);
    const first = online[0];
    if (!first) throw new Error('expected an online beltpack');
    const antennaId = 1_000_000 + (first.liveStatus.antennaIndex ?? -1);
    const before = hardware.endpoint(antennaId)?.liveStatus.connectedBeltpacks ?? 0;
    hardware.setEndpointLiveStatus(first.id, { status: 'offline' });
    expect(hardware.endpoint(antennaId)?.liveStatus.connectedBeltpacks).toBe(before - 1);
  });

  it('reports forced changes at the finest path, and ports that stop responding', () => {
    const { hardware, events } = build('HMS-4X', 1);
    expect(hardware.setEndpointLiveStatus(99, { status: 'offline' })).toBe(false);
    expect(hardware.setEndpointLiveStatus(1, { status: 'offline' })).toBe(true);
    expect(events).toContainEqual({
      kind: 'endpointChanged',
      endpointId: 1,
      path: 'liveStatus.status',
      value: 'offline',
    });
    expect(hardware.setPortLiveStatus(65_536, { responding: false })).toBe(true);
    expect(events).toContainEqual({
      kind: 'portChanged',
      portId: 65_536,
      path: 'liveStatus.responding',
      value: false,
    });
    expect(hardware.portLiveStatus(65_536)).toEqual({ online: true, responding: false });
    expect(hardware.setPortLiveStatus(1, { online: false })).toBe(false);
  });
});
