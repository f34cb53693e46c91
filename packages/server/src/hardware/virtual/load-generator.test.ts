// issue 4 "Performance": 200 endpoints and 200 endpoint updates a second, deterministic under
// seed + clock (architecture §1); device spec §9 event-log codes 3 (OTA registration) and 4.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import type { HardwareEvent } from '../hardware-gateway';
import { factoryInventory } from './factory-inventory';
import { LoadGenerator } from './load-generator';
import { VirtualHardware } from './virtual-hardware';

function build() {
  const clock = new ManualClock();
  const inventory = factoryInventory('FSII', 1);
  const hardware = new VirtualHardware({
    seed: 7,
    clock,
    endpoints: inventory.endpoints,
    ports: [],
    interfaces: [],
  });
  const events: HardwareEvent[] = [];
  hardware.subscribe((event) => events.push(event));
  return { clock, hardware, events, load: new LoadGenerator(hardware, clock) };
}

describe('LoadGenerator', () => {
  it('fills the device to 200 endpoints, each registration logged with code 3', () => {
    const { hardware, events, load } = build();
    expect(load.start({ endpoints: 200, updatesPerSecond: 0, seed: 1 })).toEqual({ added: 186 });
    expect(hardware.endpoints()).toHaveLength(200);
    const registrations = events.filter((e) => e.kind === 'log' && e.eventCode === 3);
    expect(registrations).toHaveLength(186);
  });

  it('sends 200 link-quality updates a second, the same under the same seed', () => {
    const runs = [build(), build()].map(({ clock, events, load }) => {
      load.start({ endpoints: 50, updatesPerSecond: 200, seed: 3 });
      events.length = 0;
      clock.advance(999); // the normal 1 s simulation tick has not run yet
      const changes = events.filter(
        (e) => e.kind === 'endpointChanged' && e.path === 'liveStatus.linkQuality',
      );
      load.stop();
      return changes;
    });
    const [first, second] = runs;
    // 19 batches of 10 updates in 999 ms, each a new value.
    expect(first).toHaveLength(190);
    expect(first).toEqual(second);
  });
});

// device spec §9: "beltpack 0 status, 2 connection attempt, ... 4 health, 5 status update;
// transceiver 1". A show's half hour writes all of them (roaming is a status update).
describe('a simulated show', () => {
  it('logs status, connection attempts, battery health and roaming with their codes', () => {
    const { hardware, events } = build();
    hardware.setEndpointLiveStatus(1, { batteryLevel: 22 });
    hardware.step(1_800);
    const codes = new Set(events.flatMap((e) => (e.kind === 'log' ? [e.eventCode] : [])));
    expect([...codes].sort()).toEqual(expect.arrayContaining([0, 2, 4, 5]));
    const roams = events.filter((e) => e.kind === 'log' && e.details.startsWith('Roamed to'));
    expect(roams.length).toBeGreaterThan(0);
  });
});
