import type { NullingStatus } from '@crosspoint/protocol/entities/port-update';

/** Steps of a nulling run after Starting, each one tick (second) of the simulation. */
export const NULLING_STEPS = 5;

interface NullingRun {
  status: NullingStatus['status'];
  step: number;
  message?: string;
}

/**
 * Nulling of the virtual 2-wire ports (ports spec §4 "Nulling"): a run is Starting for one
 * tick, then Nulling with its progress for {@link NULLING_STEPS} ticks, then Idle. A port that
 * does not respond fails with Error, which is reported once and then reads Idle again.
 */
export class NullingSim {
  private readonly runs = new Map<number, NullingRun>();

  start(portId: number, responding: boolean): void {
    this.runs.set(
      portId,
      responding
        ? { status: 'Starting', step: 0 }
        : { status: 'Error', step: 0, message: 'The port did not answer the nulling request.' },
    );
  }

  status(portId: number): NullingStatus {
    const run = this.runs.get(portId);
    if (!run) return { status: 'Idle' };
    if (run.status === 'Error') {
      this.runs.delete(portId);
      return { status: 'Error', message: run.message ?? '' };
    }
    if (run.status === 'Nulling') {
      return { status: 'Nulling', progress: Math.round((run.step / NULLING_STEPS) * 100) };
    }
    return { status: run.status };
  }

  step(): void {
    for (const [portId, run] of this.runs) {
      if (run.status === 'Error') continue;
      if (run.status === 'Starting') {
        this.runs.set(portId, { status: 'Nulling', step: 0 });
      } else if (run.step + 1 >= NULLING_STEPS) {
        this.runs.delete(portId);
      } else {
        this.runs.set(portId, { status: 'Nulling', step: run.step + 1 });
      }
    }
  }
}
