/** A cancellable timer returned by a {@link Clock}. */
export interface TimerHandle {
  cancel(): void;
}

/**
 * Time as the server sees it. Everything that depends on time (the virtual hardware's tick,
 * live-flag coalescing, event-log timestamps) takes a Clock, so tests can drive time with a
 * {@link ManualClock} instead of sleeping.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  setInterval(fn: () => void, ms: number): TimerHandle;
}

/** The real clock. Timers are unref'd so a forgotten timer never keeps a process alive. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout(fn, ms) {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
  setInterval(fn, ms) {
    const timer = setInterval(fn, ms);
    timer.unref();
    return { cancel: () => clearInterval(timer) };
  },
};

interface ManualTimer {
  id: number;
  at: number;
  every: number | undefined;
  fn: () => void;
}

/**
 * A clock that only moves when told to. `advance(ms)` fires due timers in time order (ties in
 * creation order), so a test can replay exactly the same sequence of ticks every run.
 */
export class ManualClock implements Clock {
  private current: number;
  private nextId = 1;
  private timers = new Map<number, ManualTimer>();

  constructor(start = Date.UTC(2025, 0, 1)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    return this.add(fn, ms, undefined);
  }

  setInterval(fn: () => void, ms: number): TimerHandle {
    return this.add(fn, ms, Math.max(1, ms));
  }

  /** Moves time forward by `ms`, running every timer that falls due on the way. */
  advance(ms: number): void {
    const target = this.current + Math.max(0, ms);
    for (;;) {
      const due = this.nextDue(target);
      if (!due) break;
      this.current = due.at;
      if (due.every === undefined) this.timers.delete(due.id);
      else due.at += due.every;
      due.fn();
    }
    this.current = target;
  }

  /** Number of pending timers, for tests that check nothing leaks. */
  pendingTimers(): number {
    return this.timers.size;
  }

  private add(fn: () => void, ms: number, every: number | undefined): TimerHandle {
    const id = this.nextId++;
    this.timers.set(id, { id, at: this.current + Math.max(0, ms), every, fn });
    return { cancel: () => this.timers.delete(id) };
  }

  private nextDue(target: number): ManualTimer | undefined {
    let best: ManualTimer | undefined;
    for (const timer of this.timers.values()) {
      if (timer.at > target) continue;
      if (!best || timer.at < best.at || (timer.at === best.at && timer.id < best.id)) best = timer;
    }
    return best;
  }
}
