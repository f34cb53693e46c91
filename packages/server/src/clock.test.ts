import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock';

describe('ManualClock', () => {
  it('fires timers in time order and only when due', () => {
    const clock = new ManualClock(0);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => fired.push(`a@${clock.now()}`), 100);
    const every = clock.setInterval(() => fired.push(`i@${clock.now()}`), 150);
    clock.advance(99);
    expect(fired).toEqual([]);
    clock.advance(251);
    expect(fired).toEqual(['a@100', 'i@150', 'b@200', 'i@300']);
    every.cancel();
    clock.advance(1_000);
    expect(fired).toHaveLength(4);
    expect(clock.now()).toBe(1_350);
  });
});
