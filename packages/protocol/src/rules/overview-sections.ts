import type { LinkGroupCapability } from '../entities/capability';

/** Which optional sections the overview shows. */
export interface OverviewSections {
  helixnet: boolean;
  freeSpeak: boolean;
  agentIc: boolean;
  resourceUsage: boolean;
}

const HELIXNET_ROLE_TYPES: readonly string[] = ['HMS-4X', 'HRM-4X', 'HKB-2X', 'HBP-2X'];

// device spec §2 "Overview page": "Sections appear only when capabilities allow: SIP ...,
// IVC32, HelixNet, Agent-IC"; ports spec §6: "the Agent-IC section needs a non-empty users
// capability". HelixNet and FreeSpeak follow the group's device types or their role types;
// the resource usage section follows the resource-usage capability (device spec §2).
/** The overview's capability-driven sections for a link group. */
export function overviewSections(capability: LinkGroupCapability): OverviewSections {
  const roleTypes = capability.roles.map((role) => role.type);
  return {
    helixnet:
      capability.deviceTypes.includes('HMS-4X') ||
      roleTypes.some((type) => HELIXNET_ROLE_TYPES.includes(type)),
    freeSpeak: capability.deviceTypes.includes('FSII') || roleTypes.includes('FSII-BP'),
    agentIc: capability.users.length > 0,
    resourceUsage: capability.resourceUsage,
  };
}

/** Key states an endpoint reports (`liveStatus.keyState[].currentState`). */
export const KEY_STATES = ['idle', 'talk', 'listen', 'talklisten', 'call'] as const;
export type KnownKeyState = (typeof KEY_STATES)[number];

// device spec §2 "Overview page": "a key-state colour legend". The colours are ours
// (docs/decisions/0040-endpoint-dialogs.md); every state is also written as text.
/** The legend: each key state with the words and colour the overview uses for it. */
export const KEY_STATE_LEGEND: Record<KnownKeyState, { label: string; colour: string }> = {
  idle: { label: 'Idle', colour: 'gray' },
  talk: { label: 'Talk', colour: 'red' },
  listen: { label: 'Listen', colour: 'green' },
  talklisten: { label: 'Talk + listen', colour: 'orange' },
  call: { label: 'Call', colour: 'yellow' },
};

/** The legend entry of a reported state; unknown states read as themselves, in grey. */
export function keyStateLegendOf(state: string): { label: string; colour: string } {
  return (KEY_STATES as readonly string[]).includes(state)
    ? KEY_STATE_LEGEND[state as KnownKeyState]
    : { label: state, colour: 'gray' };
}
