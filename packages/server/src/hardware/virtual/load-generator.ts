import { isAntennaId } from '@crosspoint/protocol/rules/ids';
import type { Clock, TimerHandle } from '../../clock';
import { linkQualityTypeOf } from './endpoint-simulation';
import { createRandom } from './prng';
import type { VirtualHardware } from './virtual-hardware';

/** How often the generator sends its share of updates; 20 batches a second. */
export const LOAD_BATCH_MS = 50;

export interface LoadOptions {
  /** Endpoints the device should have in all; FSII beltpacks are registered to reach it. */
  endpoints: number;
  /** Endpoint live-status updates per second, spread evenly over {@link LOAD_BATCH_MS} batches. */
  updatesPerSecond: number;
  seed: number;
}

/**
 * A show at its busiest, for the overview benchmark (issue 4 "Performance"): fills the device
 * up to a number of endpoints and changes their link quality at a steady rate, on top of the
 * normal simulation. Deterministic under its seed and the clock.
 */
export class LoadGenerator {
  private timer: TimerHandle | undefined;

  constructor(
    private readonly hardware: VirtualHardware,
    private readonly clock: Clock,
  ) {}

  /** Starts (or restarts) the load; returns how many endpoints were registered for it. */
  start(options: LoadOptions): { added: number } {
    this.stop();
    const random = createRandom(options.seed);
    const existing = this.hardware.endpoints();
    let nextId = Math.max(0, ...existing.filter((e) => !isAntennaId(e.id)).map((e) => e.id)) + 1;
    let added = 0;
    for (let count = existing.length; count < options.endpoints; count++, nextId++) {
      const label = `LOAD-${nextId}`;
      const spec = { id: nextId, type: 'FSII-BP' as const, label, model: 'FSII-BP', settings: {} };
      if (this.hardware.addEndpoint(spec)) added++;
    }
    const ids = this.hardware
      .endpoints()
      .filter((e) => e.liveStatus.linkQuality !== undefined)
      .map((e) => e.id);
    const perBatch = options.updatesPerSecond / (1_000 / LOAD_BATCH_MS);
    let owed = 0;
    if (ids.length > 0 && perBatch > 0) {
      this.timer = this.clock.setInterval(() => {
        owed += perBatch;
        for (; owed >= 1; owed--) {
          const id = ids[random.int(0, ids.length - 1)] ?? 0;
          // A random walk, as radio links drift: every update changes the value, and now
          // and then its band (and so `linkQualityType`, a second message).
          const before = this.hardware.endpoint(id)?.liveStatus.linkQuality ?? 70;
          const step = random.int(1, 6) * (random.chance(0.5) ? 1 : -1);
          const linkQuality =
            before + step < 5 || before + step > 100 ? before - step : before + step;
          this.hardware.setEndpointLiveStatus(id, {
            linkQuality,
            linkQualityType: linkQualityTypeOf(linkQuality),
          });
        }
      }, LOAD_BATCH_MS);
    }
    return { added };
  }

  stop(): void {
    this.timer?.cancel();
    this.timer = undefined;
  }
}
