import { describe, expect, it } from 'vitest';
import type { LinkGroupCapability } from '../entities/capability';
import { keyStateLegendOf, overviewSections } from './overview-sections';

function capability(overrides: Partial<LinkGroupCapability>): LinkGroupCapability {
  return {
    connections: { types: ['partyline'], max: {}, dynamic: false },
    externalSystems: [],
    users: [],
    roles: [],
    resourceUsage: false,
    deviceTypes: [],
    ...overrides,
  };
}

// device spec §2: "Sections appear only when capabilities allow: ... HelixNet, Agent-IC";
// ports spec §6: "the Agent-IC section needs a non-empty users capability".
describe('overview sections', () => {
  it.each([
    {
      what: 'a HelixNet group',
      cap: capability({ deviceTypes: ['HMS-4X'], roles: [{ type: 'HBP-2X', labelLength: 10 }] }),
      sections: { helixnet: true, freeSpeak: false, agentIc: false, resourceUsage: false },
    },
    {
      what: 'a FreeSpeak base',
      cap: capability({ deviceTypes: ['FSII'] }),
      sections: { helixnet: false, freeSpeak: true, agentIc: false, resourceUsage: false },
    },
    {
      what: 'an LQ with agents and resource usage',
      cap: capability({ deviceTypes: ['LQ-4W2'], users: ['LQ-AIC'], resourceUsage: true }),
      sections: { helixnet: false, freeSpeak: false, agentIc: true, resourceUsage: true },
    },
    {
      what: 'HelixNet roles in a mixed group',
      cap: capability({ deviceTypes: ['LQ-4W2'], roles: [{ type: 'HRM-4X', labelLength: 10 }] }),
      sections: { helixnet: true, freeSpeak: false, agentIc: false, resourceUsage: false },
    },
  ])('$what → $sections', ({ cap, sections }) => {
    expect(overviewSections(cap)).toEqual(sections);
  });

  it.each([
    { state: 'talk', label: 'Talk' },
    { state: 'listen', label: 'Listen' },
    { state: 'talklisten', label: 'Talk + listen' },
    { state: 'idle', label: 'Idle' },
    { state: 'call', label: 'Call' },
    { state: 'forced', label: 'forced' },
  ])('key state $state reads $label', ({ state, label }) => {
    expect(keyStateLegendOf(state).label).toBe(label);
  });
});
