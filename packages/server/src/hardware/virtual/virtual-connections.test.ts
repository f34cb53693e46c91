import { describe, expect, it } from 'vitest';
import type { ConnectionHardwareEvent } from '../connection-hardware';
import { JOIN_STATE_PERIOD_TICKS, VirtualConnections } from './virtual-connections';

function run(seed: number) {
  const hw = new VirtualConnections(seed);
  const seen: ConnectionHardwareEvent[] = [];
  hw.subscribe((event) => seen.push(event));
  hw.setMembers(3, [65536, 66048]);
  const states: Array<string | undefined> = [];
  for (let tick = 1; tick <= 4 * JOIN_STATE_PERIOD_TICKS; tick++) {
    hw.step(tick);
    states.push(hw.joinState(3, 65536), hw.joinState(3, 66048));
  }
  return { hw, seen, states };
}

describe('VirtualConnections', () => {
  it('replays the same join states under the same seed', () => {
    expect(run(7).states).toEqual(run(7).states);
    expect(run(7).states).not.toEqual(run(8).states);
  });

  it('reports a change of members at once, and talk when someone talks', () => {
    const { hw, seen } = run(1);
    expect(seen[0]).toEqual({ kind: 'connectionLive', connectionId: 3 });
    const talking = [65536, 66048].some((p) => hw.joinState(3, p) !== 'Listen');
    expect(hw.events(3).talk).toBe(talking);
  });

  it('marks call events while a member port has a call, and ends busy calls', () => {
    const hw = new VirtualConnections(1);
    const seen: ConnectionHardwareEvent[] = [];
    hw.subscribe((event) => seen.push(event));
    hw.setMembers(3, [66048]);
    hw.placeCall(1, 66048, 'sip:busy@pbx');
    expect(hw.events(3).call).toBe(true);
    hw.step(1);
    expect(hw.callInProgress(1)).toBe(false);
    expect(seen).toContainEqual({ kind: 'callEnded', callId: 1, portId: 66048 });
    expect(hw.events(3).call).toBe(false);
  });

  it('forgets a connection without members', () => {
    const hw = new VirtualConnections(1);
    hw.setMembers(3, [1]);
    hw.setMembers(3, []);
    expect(hw.joinState(3, 1)).toBeUndefined();
    expect(hw.events(3)).toEqual({ call: false, control: false, talk: false });
  });
});

describe('VirtualConnections members', () => {
  it('reports nothing when the members do not change', () => {
    const hw = new VirtualConnections(1);
    const seen: ConnectionHardwareEvent[] = [];
    hw.subscribe((event) => seen.push(event));
    hw.setMembers(3, [2, 1]);
    hw.setMembers(3, [1, 2]);
    hw.setMembers(4, []);
    expect(seen).toEqual([{ kind: 'connectionLive', connectionId: 3 }]);
  });
});
