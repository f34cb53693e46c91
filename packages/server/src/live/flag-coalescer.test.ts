// architecture §5: a burst of changes gives one flag per topic per 100 ms.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { FlagCoalescer } from './flag-coalescer';

describe('FlagCoalescer', () => {
  it('sends one flag per topic per window, never losing the last change', () => {
    const clock = new ManualClock(0);
    const sent: string[] = [];
    const coalescer = new FlagCoalescer<string>(clock, 100, (topic) =>
      sent.push(`${topic}@${clock.now()}`),
    );
    coalescer.flag('devices');
    clock.advance(50);
    coalescer.flag('devices');
    coalescer.flag('ports');
    clock.advance(50);
    expect(sent).toEqual(['devices@100']);
    coalescer.flag('devices');
    clock.advance(100);
    expect(sent).toEqual(['devices@100', 'ports@150', 'devices@200']);
    coalescer.flag('devices');
    coalescer.stop();
    clock.advance(1_000);
    expect(sent).toHaveLength(3);
  });
});
