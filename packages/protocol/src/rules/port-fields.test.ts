import { describe, expect, it } from 'vitest';
import {
  effectiveMultiChannel,
  groupPortsByInterface,
  groupsAvailable,
  inputGainAvailable,
  interfaceGroupOf,
  interfaceIconRank,
  multiChannelHidden,
  outputGainAvailable,
} from './port-fields';

const port = (type: string, config = type) => ({
  audioInterfaceType_shortName: type,
  port_config_type: config,
});

describe('interface groups', () => {
  // ports spec §2: "Ports are listed grouped by interface type: 2W, 4W, 4WG, IVC, E1, SIP."
  it.each([
    ['2W', '2W'],
    ['4W', '4W'],
    ['4WG', '4WG'],
    ['IVC', 'IVC'],
    ['SIP', 'SIP'],
    ['E1', 'E1'],
    ['PGM', 'E1'],
    ['SA', 'E1'],
    ['HS', 'E1'],
    ['XYZ', undefined],
  ])('%s belongs to %s', (type, group) => expect(interfaceGroupOf(type)).toBe(group));

  it('groups in the spec order, or alphabetically', () => {
    const ports = [
      { port_id: 7, audioInterfaceType_shortName: 'SIP' },
      { port_id: 3, audioInterfaceType_shortName: '4W' },
      { port_id: 2, audioInterfaceType_shortName: '2W' },
      { port_id: 5, audioInterfaceType_shortName: 'PGM' },
      { port_id: 4, audioInterfaceType_shortName: 'IVC' },
      { port_id: 1, audioInterfaceType_shortName: '2W' },
    ];
    const order = groupPortsByInterface(ports).map((g) => [g.group, g.ports.map((p) => p.port_id)]);
    expect(order).toEqual([
      ['2W', [1, 2]],
      ['4W', [3]],
      ['IVC', [4]],
      ['E1', [5]],
      ['SIP', [7]],
    ]);
    expect(groupPortsByInterface(ports, true).map((g) => g.group)).toEqual([
      '2W',
      '4W',
      'E1',
      'IVC',
      'SIP',
    ]);
  });

  // ports spec §2: "Interface icon ordering: 2W, 4W, 4WG, 1.9, 2.4."
  it.each([
    ['2W', 0],
    ['4W', 1],
    ['4WG', 2],
    ['1.9', 3],
    ['2.4', 4],
    ['other', 5],
  ])('icon %s ranks %i', (icon, rank) => expect(interfaceIconRank(icon)).toBe(rank));
});

describe('capability rules for port fields', () => {
  // ports spec §5: "inputGain unavailable for E1 ports with config type SA or HS; outputGain
  // unavailable for E1 unless SA; groups ... unavailable for E1 PGM"
  it.each([
    { p: port('4W'), input: true, output: true },
    { p: port('2W'), input: true, output: true },
    { p: port('SIP'), input: true, output: true },
    { p: port('PGM'), input: true, output: false },
    { p: port('SA'), input: false, output: true },
    { p: port('HS'), input: false, output: false },
    { p: port('E1', 'SA'), input: false, output: true },
    { p: port('E1', 'PGM'), input: true, output: false },
  ])('$p → input $input, output $output', ({ p, input, output }) => {
    expect(inputGainAvailable(p)).toBe(input);
    expect(outputGainAvailable(p)).toBe(output);
  });

  const withGroups = {
    connections: { types: ['partyline', 'group'] as const, max: {}, dynamic: true },
  };
  const noGroups = { connections: { types: ['partyline'] as const, max: {}, dynamic: true } };
  it.each([
    { p: port('4W'), caps: withGroups, groups: true },
    { p: port('PGM'), caps: withGroups, groups: false },
    { p: port('E1', 'PGM'), caps: withGroups, groups: false },
    { p: port('SA'), caps: withGroups, groups: true },
    { p: port('4W'), caps: noGroups, groups: false },
  ])('$p groups $groups', ({ p, caps, groups }) => {
    expect(
      groupsAvailable(p, {
        connections: { ...caps.connections, types: [...caps.connections.types] },
      }),
    ).toBe(groups);
  });

  // ports spec §5: "the multi-channel setting is hidden when any selected interface is SIP"
  it.each([
    { types: ['4W'], hidden: false },
    { types: ['4W', 'IVC'], hidden: false },
    { types: ['4W', 'SIP'], hidden: true },
    { types: ['SIP'], hidden: true },
  ])('$types hidden $hidden', ({ types, hidden }) =>
    expect(multiChannelHidden(types)).toBe(hidden),
  );

  // ports spec §4: "multiChannel defaults to true, except on main-station (HMS-4X) devices"
  it.each([
    { settings: {}, device: 'LQ-4W2', value: true },
    { settings: {}, device: 'HMS-4X', value: false },
    { settings: { multiChannel: true }, device: 'HMS-4X', value: true },
    { settings: { multiChannel: false }, device: 'LQ-4W2', value: false },
  ])('$settings on $device → $value', ({ settings, device, value }) => {
    expect(effectiveMultiChannel(settings, device)).toBe(value);
  });
});
