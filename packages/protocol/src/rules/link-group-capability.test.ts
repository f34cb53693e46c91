import { describe, expect, it } from 'vitest';
import type { LinkGroupCapability } from '../entities/capability';
import { mergeLinkGroupCapabilities } from './link-group-capability';

const hms: LinkGroupCapability = {
  connections: { types: ['partyline', 'group'], max: { partyline: 64, group: 64 }, dynamic: true },
  externalSystems: [],
  users: [],
  roles: [{ type: 'HBP-2X', labelLength: 10 }],
  resourceUsage: false,
  deviceTypes: ['HMS-4X'],
};
const fsii: LinkGroupCapability = {
  connections: { types: ['partyline', 'group'], max: { partyline: 12, group: 12 }, dynamic: false },
  externalSystems: [],
  users: [],
  roles: [{ type: 'FSII-BP', labelLength: 10 }],
  resourceUsage: false,
  deviceTypes: ['FSII'],
};
const lq: LinkGroupCapability = {
  connections: {
    types: ['partyline', 'direct', 'group'],
    max: { partyline: 24, direct: 12, group: 24 },
    dynamic: true,
  },
  externalSystems: [{ type: 'SIP' }, { type: 'IVC' }],
  users: ['LQ-AIC'],
  roles: [{ type: 'LQ-AIC', labelLength: 20 }],
  resourceUsage: true,
  deviceTypes: ['LQ-4W2'],
};

describe('mergeLinkGroupCapabilities', () => {
  // ports spec §3: the link group's capabilities.
  it.each([
    { name: 'a group of one', members: [], deviceTypes: ['HMS-4X'], users: [], resource: false },
    {
      name: 'the demo group',
      members: [fsii, lq],
      deviceTypes: ['HMS-4X', 'FSII', 'LQ-4W2'],
      users: ['LQ-AIC'],
      resource: true,
    },
    {
      name: 'the same type twice',
      members: [fsii, fsii],
      deviceTypes: ['HMS-4X', 'FSII'],
      users: [],
      resource: false,
    },
  ])('$name', ({ members, deviceTypes, users, resource }) => {
    const merged = mergeLinkGroupCapabilities(hms, members);
    expect(merged.deviceTypes).toEqual(deviceTypes);
    expect(merged.users).toEqual(users);
    expect(merged.resourceUsage).toBe(resource);
    expect(merged.connections.dynamic).toBe(true);
  });

  it('keeps the highest maximum per connection type and every role and external system', () => {
    const merged = mergeLinkGroupCapabilities(fsii, [hms, lq]);
    expect(merged.connections).toEqual({
      types: ['partyline', 'group', 'direct'],
      max: { partyline: 64, group: 64, direct: 12 },
      dynamic: false,
    });
    expect(merged.roles.map((r) => r.type)).toEqual(['FSII-BP', 'HBP-2X', 'LQ-AIC']);
    expect(merged.externalSystems).toEqual([{ type: 'SIP' }, { type: 'IVC' }]);
  });
});
