import { describe, expect, it } from 'vitest';
import type { Port } from '@crosspoint/protocol/entities/port';
import {
  parseInterfaceFilter,
  selectedPortIds,
  selectionParams,
  toggleSelection,
} from './selection';

const port = (id: number, ifId: number, ext?: [number, number]): Port => ({
  port_id: id,
  res: `/api/1/devices/1/interfaces/${ifId}/ports/${id}`,
  port_label: `P${id}`,
  port_desc: `P${id}`,
  port_config_type: '4W',
  port_hwIndex: 0,
  device_id: 1,
  audioInterface_id_AudioInterface: ifId,
  audioInterfaceType_shortName: '4W',
  audioInterfaceType_longName: '4-Wire',
  ...(ext ? { port_externalDeviceId: ext[0], port_externalPortId: ext[1] } : {}),
  port_settings: {},
  port_connections: {},
  liveStatus: { online: true },
});
const PORTS = [port(1, 256), port(2, 256), port(3, 257, [5, 9])];

describe('selectedPortIds', () => {
  // ports spec §2: "Optional selection parameters: pId, ifId, or externalDeviceId plus externalPortId"
  it.each([
    ['pId=2', [2]],
    ['pId=1,3', [1, 3]],
    ['pId=99', []],
    ['ifId=256', [1, 2]],
    ['externalDeviceId=5&externalPortId=9', [3]],
    ['externalDeviceId=5', []],
    ['', []],
  ])('%s → %j', (query, ids) => {
    expect(selectedPortIds(new URLSearchParams(query), PORTS)).toEqual(ids);
  });
});

describe('selection helpers', () => {
  it('writes pId sorted and toggles ids', () => {
    expect(selectionParams([3, 1]).toString()).toBe('pId=1%2C3');
    expect(selectionParams([]).toString()).toBe('');
    expect(toggleSelection([1, 2], 2)).toEqual([1]);
    expect(toggleSelection([1], 2)).toEqual([1, 2]);
  });

  it('parses interface lists', () => {
    expect(parseInterfaceFilter('256,257', '4w')).toEqual({ interfaceIds: [256, 257], type: '4W' });
    expect(parseInterfaceFilter('x', '2w')).toEqual({ interfaceIds: [], type: '2W' });
  });
});
