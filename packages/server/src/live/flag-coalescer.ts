import type { Clock, TimerHandle } from '../clock';

/**
 * Turns bursts of "list changed" notices into one flag per topic per window (architecture §5:
 * one `live:<topic>` per 100 ms). The first notice opens a window; notices inside it are
 * absorbed; the flag is sent when the window closes, so flags of one topic are always at
 * least a window apart and never lost.
 */
export class FlagCoalescer<Topic extends string> {
  private readonly pending = new Map<Topic, TimerHandle>();

  constructor(
    private readonly clock: Clock,
    private readonly windowMs: number,
    private readonly emit: (topic: Topic) => void,
  ) {}

  flag(topic: Topic): void {
    if (this.pending.has(topic)) return;
    const timer = this.clock.setTimeout(() => {
      this.pending.delete(topic);
      this.emit(topic);
    }, this.windowMs);
    this.pending.set(topic, timer);
  }

  /** Drops pending flags (on shutdown). */
  stop(): void {
    for (const timer of this.pending.values()) timer.cancel();
    this.pending.clear();
  }
}
