import { describe, expect, it } from 'vitest';
import type { LinkGroupCapability } from '../entities/capability';
import { MESSAGES } from '../messages';
import {
  channelAssignmentUsageRefusal,
  connectionAddRefusal,
  connectionDeleteRefusal,
  connectionIdOfTarget,
  connectionTabs,
  connectionsOfTab,
  nextConnectionId,
  selectionAfterDelete,
  showAllForced,
} from './connection-rules';

type Caps = Pick<LinkGroupCapability, 'connections'>;
const lq: Caps = {
  connections: {
    types: ['partyline', 'direct', 'group'],
    max: { partyline: 2, direct: 1, group: 1 },
    dynamic: true,
  },
};
const hms: Caps = {
  connections: { types: ['partyline', 'group'], max: { partyline: 64, group: 64 }, dynamic: true },
};
const fsii: Caps = {
  connections: { types: ['partyline', 'group'], max: { partyline: 12, group: 12 }, dynamic: false },
};
const channelsOnly: Caps = { connections: { types: ['partyline'], max: {}, dynamic: true } };

describe('connectionTabs', () => {
  // ports spec §2: "An All tab is added when two or more tabs exist. The Directs tab is hidden
  // when capabilities offer no direct type."
  it.each([
    { case: 'all three types and All', caps: lq, tabs: ['partyline', 'direct', 'group', 'all'] },
    { case: 'no direct type hides Directs', caps: hms, tabs: ['partyline', 'group', 'all'] },
    { case: 'one tab: no All', caps: channelsOnly, tabs: ['partyline'] },
  ])('$case', ({ caps, tabs }) => {
    expect(connectionTabs(caps)).toEqual(tabs);
  });
});

describe('connectionsOfTab', () => {
  const list = [
    { id: 4, type: 'group' as const },
    { id: 2, type: 'partyline' as const },
    { id: 1, type: 'partyline' as const },
  ];
  it.each([
    { tab: 'partyline' as const, ids: [1, 2] },
    { tab: 'group' as const, ids: [4] },
    { tab: 'direct' as const, ids: [] },
    { tab: 'all' as const, ids: [1, 2, 4] },
  ])('$tab lists its connections by id', ({ tab, ids }) => {
    expect(connectionsOfTab(list, tab).map((c) => c.id)).toEqual(ids);
  });
});

describe('showAllForced', () => {
  // ports spec §2: "Show-all mode is forced on for main-station (HMS) device types."
  it.each([
    { types: ['HMS-4X'], forced: true },
    { types: ['FSII', 'LQ-4W2'], forced: false },
    { types: ['LQ-4W2', 'HMS-4X'], forced: true },
    { types: [], forced: false },
  ])('$types → $forced', ({ types, forced }) => {
    expect(showAllForced(types)).toBe(forced);
  });
});

describe('selectionAfterDelete', () => {
  // ports spec §2: "After deleting, the next connection in the tab is selected (the previous
  // one if the deleted one was last, none if the tab is empty)."
  it.each([
    { case: 'the next one', ids: [1, 2, 3], deleted: 2, selected: 3 },
    { case: 'the first deleted: the next one', ids: [1, 2, 3], deleted: 1, selected: 2 },
    { case: 'the last deleted: the previous one', ids: [1, 2, 3], deleted: 3, selected: 2 },
    { case: 'the only one: none', ids: [7], deleted: 7, selected: null },
    { case: 'not in the tab: the first', ids: [4, 5], deleted: 9, selected: 4 },
  ])('$case', ({ ids, deleted, selected }) => {
    expect(selectionAfterDelete(ids, deleted)).toBe(selected);
  });
});

describe('connectionAddRefusal', () => {
  // ports spec §8 "Maximum connections: 'The maximum number of Channels has been reached.',
  // 'The maximum number of 4W Direct Channels has been reached.'; other types name the type";
  // §6 "Connection types, maximum counts […] come from link-group capabilities".
  const two = [{ type: 'partyline' as const }, { type: 'partyline' as const }];
  it.each([
    {
      case: 'channels under the maximum',
      type: 'partyline' as const,
      existing: [{ type: 'partyline' as const }],
      caps: lq,
      message: null,
    },
    {
      case: 'channels at the maximum',
      type: 'partyline' as const,
      existing: two,
      caps: lq,
      message: 'The maximum number of Channels has been reached.',
    },
    {
      case: 'directs at the maximum',
      type: 'direct' as const,
      existing: [{ type: 'direct' as const }],
      caps: lq,
      message: 'The maximum number of 4W Direct Channels has been reached.',
    },
    {
      case: 'groups at the maximum',
      type: 'group' as const,
      existing: [{ type: 'group' as const }],
      caps: lq,
      message: 'The maximum number of Groups has been reached.',
    },
    {
      case: 'other types do not count',
      type: 'group' as const,
      existing: two,
      caps: lq,
      message: null,
    },
    {
      case: 'a type the link group does not offer',
      type: 'direct' as const,
      existing: [],
      caps: hms,
      message: MESSAGES.connectionTypeUnsupported('direct'),
    },
    {
      case: 'no maximum given',
      type: 'partyline' as const,
      existing: two,
      caps: channelsOnly,
      message: null,
    },
  ])('$case', ({ type, existing, caps, message }) => {
    expect(connectionAddRefusal(type, existing, caps)).toBe(message);
  });
});

describe('connectionDeleteRefusal', () => {
  // ports spec §5: "Deleting a connection requires a reachable master and no ports ('Ports
  // must be removed before deleting this channel.')."
  it.each([
    { case: 'no ports, master reachable', portCount: 0, masterReachable: true, message: null },
    {
      case: 'ports assigned',
      portCount: 1,
      masterReachable: true,
      message: 'Ports must be removed before deleting this channel.',
    },
    {
      case: 'master unreachable',
      portCount: 0,
      masterReachable: false,
      message: MESSAGES.masterLostFeatureDisabled,
    },
  ])('$case', ({ portCount, masterReachable, message }) => {
    expect(connectionDeleteRefusal({ portCount, masterReachable })).toBe(message);
  });
});

describe('channelAssignmentUsageRefusal', () => {
  // ports spec §5: "a device whose usage exceeds 85 percent is refused: […] for connections
  // 'Device resource usage limits exceeded. (Channel assignment refused)'."
  it.each([
    { usage: 0, message: null },
    { usage: 85, message: null },
    { usage: 85.5, message: 'Device resource usage limits exceeded. (Channel assignment refused)' },
    { usage: 100, message: 'Device resource usage limits exceeded. (Channel assignment refused)' },
  ])('$usage %', ({ usage, message }) => {
    expect(channelAssignmentUsageRefusal(usage)).toBe(message);
  });
});

describe('nextConnectionId', () => {
  // architecture §9: "On a FreeSpeak II base, partylines take ids 1–12 and groups 13–24."
  it.each([
    {
      case: 'dynamic: one more than the highest',
      type: 'group' as const,
      ids: [1, 2, 7],
      caps: hms,
      id: 8,
    },
    { case: 'dynamic: the first is 1', type: 'partyline' as const, ids: [], caps: hms, id: 1 },
    {
      case: 'fixed: lowest free channel',
      type: 'partyline' as const,
      ids: [1, 2, 4],
      caps: fsii,
      id: 3,
    },
    {
      case: 'fixed: groups start at 13',
      type: 'group' as const,
      ids: [1, 2, 3],
      caps: fsii,
      id: 13,
    },
    {
      case: 'fixed: a full block has none',
      type: 'partyline' as const,
      ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      caps: fsii,
      id: null,
    },
  ])('$case', ({ type, ids, caps, id }) => {
    expect(nextConnectionId(type, ids, caps)).toBe(id);
  });
});

describe('connectionIdOfTarget', () => {
  // architecture §9: "A join body is { "target": "/api/1/connections/3" }".
  it.each([
    { target: '/api/1/connections/3', id: 3 },
    { target: '/api/2/connections/12', id: 12 },
    { target: '/api/1/connections/x', id: null },
    { target: '/api/1/roles/3', id: null },
    { target: '/api/1/connections/3/extra', id: null },
  ])('$target', ({ target, id }) => {
    expect(connectionIdOfTarget(target)).toBe(id);
  });
});
