import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  portAssignability,
  portDisplayState,
  portSelectable,
  settingsCopiedOnJoin,
  type ActiveConnection,
  type AssignmentPort,
} from './port-assignment';

type Refs = Partial<Record<'partyline' | 'direct' | 'group', number[]>>;

function port(
  id: number,
  configType: string,
  options: {
    refs?: Refs;
    online?: boolean;
    pending?: boolean;
    multiChannel?: boolean;
    device?: number;
  } = {},
): AssignmentPort {
  const connections: AssignmentPort['port_connections'] = {};
  for (const [type, ids] of Object.entries(options.refs ?? {}) as Array<[keyof Refs, number[]]>) {
    connections[type] = Object.fromEntries(ids.map((n) => [String(n), { connectionState: 0 }]));
  }
  return {
    port_id: id,
    device_id: options.device ?? 1,
    port_config_type: configType,
    port_settings: options.multiChannel === undefined ? {} : { multiChannel: options.multiChannel },
    port_connections: connections,
    liveStatus: {
      online: options.online ?? true,
      ...(options.pending === undefined ? {} : { pending: options.pending }),
    },
  };
}

const ch3: ActiveConnection = { id: 3, type: 'partyline' };
const direct5: ActiveConnection = { id: 5, type: 'direct' };
const group9: ActiveConnection = { id: 9, type: 'group' };

describe('portDisplayState', () => {
  // ports spec §4: "offline if not online; else pending if pending; else selected if assigned
  // to the active connection; else inuse (used by another)."
  it.each([
    {
      case: 'offline wins over all',
      p: port(1, '4W', { online: false, pending: true, refs: { partyline: [3] } }),
      state: 'offline',
    },
    {
      case: 'pending when online and pending',
      p: port(1, '4W', { pending: true, refs: { partyline: [3] } }),
      state: 'pending',
    },
    {
      case: 'selected when assigned to the active connection',
      p: port(1, '4W', { refs: { partyline: [3] } }),
      state: 'selected',
    },
    {
      case: 'inuse when used by another',
      p: port(1, '4W', { refs: { partyline: [4] } }),
      state: 'inuse',
    },
    {
      case: 'same id, other type is another connection',
      p: port(1, '4W', { refs: { group: [3] } }),
      state: 'inuse',
    },
  ])('$case', ({ p, state }) => {
    expect(portDisplayState(p, ch3)).toBe(state);
  });

  it('is never selected without an active connection', () => {
    expect(portDisplayState(port(1, '4W', { refs: { partyline: [3] } }), undefined)).toBe('inuse');
  });
});

describe('portSelectable', () => {
  // ports spec §4: "A port is marked selectable if it is in use elsewhere and not assigned, or
  // is in two or more connections."
  it.each([
    {
      case: 'in use elsewhere, not assigned',
      p: port(1, 'SIP', { refs: { partyline: [4] } }),
      selectable: true,
    },
    { case: 'in no connection', p: port(1, 'SIP'), selectable: false },
    {
      case: 'assigned to the active one only',
      p: port(1, 'SIP', { refs: { partyline: [3] } }),
      selectable: false,
    },
    {
      case: 'in two connections, one the active one',
      p: port(1, 'SIP', { refs: { partyline: [3, 4] } }),
      selectable: true,
    },
    {
      case: 'in two connections of different types',
      p: port(1, 'SIP', { refs: { partyline: [3], group: [9] } }),
      selectable: true,
    },
  ])('$case', ({ p, selectable }) => {
    expect(portSelectable(p, ch3)).toBe(selectable);
  });
});

describe('portAssignability', () => {
  const sipA = port(20, 'SIP', { multiChannel: false, refs: { direct: [5] }, device: 1 });
  const fourWOther = port(30, '4W', { multiChannel: false, refs: { direct: [5] }, device: 2 });
  // ports spec §4 "Port assignability to the active connection" and §5 "Port-unavailable
  // reasons".
  it.each([
    {
      case: 'no active connection: create a channel or direct first',
      p: port(1, '4W'),
      active: undefined,
      participants: [],
      type: 'LQ-4W2',
      reason: MESSAGES.portNeedsConnection,
    },
    {
      case: 'partyline takes any online unassigned port',
      p: port(1, '2W'),
      active: ch3,
      participants: [],
      type: 'HMS-4X',
      reason: null,
    },
    {
      case: 'partyline takes PGM',
      p: port(1, 'PGM'),
      active: ch3,
      participants: [],
      type: 'HMS-4X',
      reason: null,
    },
    {
      case: 'group takes any port except PGM',
      p: port(1, 'PGM'),
      active: group9,
      participants: [],
      type: 'HMS-4X',
      reason: MESSAGES.groupNoProgram,
    },
    {
      case: 'group takes SA',
      p: port(1, 'SA'),
      active: group9,
      participants: [],
      type: 'HMS-4X',
      reason: null,
    },
    {
      case: 'offline port',
      p: port(1, '4W', { online: false }),
      active: ch3,
      participants: [],
      type: 'LQ-4W2',
      reason: MESSAGES.portOffline,
    },
    {
      case: 'already assigned',
      p: port(1, '4W', { refs: { partyline: [3] } }),
      active: ch3,
      participants: [],
      type: 'LQ-4W2',
      reason: MESSAGES.portAlreadyAssigned,
    },
    {
      case: 'multichannel port in another connection',
      p: port(1, '4W', { refs: { partyline: [4] } }),
      active: ch3,
      participants: [],
      type: 'LQ-4W2',
      reason: null,
    },
    {
      case: 'single-channel port in another connection',
      p: port(1, '4W', { multiChannel: false, refs: { partyline: [4] } }),
      active: ch3,
      participants: [],
      type: 'LQ-4W2',
      reason: MESSAGES.portInOtherConnection,
    },
    {
      case: 'HMS-4X default is single channel (absent setting)',
      p: port(1, '4W', { refs: { partyline: [4] } }),
      active: ch3,
      participants: [],
      type: 'HMS-4X',
      reason: MESSAGES.portInOtherConnection,
    },
    {
      case: 'direct: no multichannel port',
      p: port(1, '4W', { multiChannel: true }),
      active: direct5,
      participants: [],
      type: 'LQ-4W2',
      reason: MESSAGES.directNoMultiChannel,
    },
    {
      case: 'direct: absent setting means multichannel off HMS',
      p: port(1, 'IVC'),
      active: direct5,
      participants: [],
      type: 'LQ-4W2',
      reason: MESSAGES.directNoMultiChannel,
    },
    {
      case: 'direct: single-channel 4W port',
      p: port(1, '4W', { multiChannel: false }),
      active: direct5,
      participants: [],
      type: 'LQ-4W2',
      reason: null,
    },
    {
      case: 'direct: limited to 2 ports',
      p: port(1, '4W', { multiChannel: false }),
      active: direct5,
      participants: [port(2, '4W'), port(3, '4W')],
      type: 'LQ-4W2',
      reason: MESSAGES.directTwoPorts,
    },
    {
      case: 'direct: SIP with 4W on another device',
      p: port(1, 'SIP', { multiChannel: false, device: 1 }),
      active: direct5,
      participants: [fourWOther],
      type: 'LQ-4W2',
      reason: MESSAGES.directSipSameDevice,
    },
    {
      case: 'direct: IVC with SIP on another device',
      p: port(1, 'IVC', { multiChannel: false, device: 2 }),
      active: direct5,
      participants: [sipA],
      type: 'LQ-4W2',
      reason: MESSAGES.directSipSameDevice,
    },
    {
      case: 'direct: SIP with 4W on the same device',
      p: port(1, 'SIP', { multiChannel: false, device: 2 }),
      active: direct5,
      participants: [fourWOther],
      type: 'LQ-4W2',
      reason: null,
    },
    {
      case: 'direct: a SIP line is single-channel without the setting',
      p: port(1, 'SIP'),
      active: direct5,
      participants: [],
      type: 'LQ-4W2',
      reason: null,
    },
    {
      case: 'a SIP line already in another connection',
      p: port(1, 'SIP', { refs: { partyline: [4] } }),
      active: ch3,
      participants: [],
      type: 'LQ-4W2',
      reason: MESSAGES.portInOtherConnection,
    },
    {
      case: 'direct: 4W with 4W on another device',
      p: port(1, '4W', { multiChannel: false, device: 1 }),
      active: direct5,
      participants: [fourWOther],
      type: 'LQ-4W2',
      reason: null,
    },
    {
      case: 'direct: a 2W port is not a direct port',
      p: port(1, '2W', { multiChannel: false }),
      active: direct5,
      participants: [],
      type: 'HMS-4X',
      reason: MESSAGES.portTypeNotInDirect('2W'),
    },
  ])('$case', ({ p, active, participants, type, reason }) => {
    const result = portAssignability(p, { active, participants, deviceType: type });
    expect(result).toEqual(reason === null ? { ok: true } : { ok: false, reason });
  });
});

describe('settingsCopiedOnJoin', () => {
  const quality = { type: 4, bitrate: 64, packetSize: 10, jitter: 100 };
  const first = { port_id: 10, port_settings: { networkQuality: quality, silenceSupp: true } };
  const second = {
    port_id: 11,
    port_settings: { networkQuality: { ...quality, type: 0 }, silenceSupp: false },
  };
  // ports spec §4: "After a port is added to a partyline it copies networkQuality and
  // silenceSupp from the first port already assigned."
  it.each([
    {
      case: 'partyline copies from the first port',
      type: 'partyline' as const,
      participants: [second, first],
      copied: { networkQuality: quality, silenceSupp: true },
    },
    {
      case: 'first port without the settings copies nothing',
      type: 'partyline' as const,
      participants: [{ port_id: 1, port_settings: {} }],
      copied: {},
    },
    {
      case: 'nothing to copy into an empty partyline',
      type: 'partyline' as const,
      participants: [],
      copied: {},
    },
    { case: 'groups do not copy', type: 'group' as const, participants: [first], copied: {} },
    { case: 'directs do not copy', type: 'direct' as const, participants: [first], copied: {} },
  ])('$case', ({ type, participants, copied }) => {
    expect(settingsCopiedOnJoin({ port_id: 50 }, type, participants)).toEqual(copied);
  });
});
