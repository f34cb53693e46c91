import { describe, expect, it } from 'vitest';
import { roleConnectionRefs } from './connection-participants';

describe('roleConnectionRefs', () => {
  // ports spec §3: "Keyset: keysetIndex, connections (each a res)".
  it.each([
    { case: 'no keysets', settings: {}, refs: [] },
    { case: 'keysets not a list', settings: { keysets: 3 }, refs: [] },
    {
      case: 'connections of every keyset, each once',
      settings: {
        keysets: [
          { keysetIndex: 0, connections: ['/api/1/connections/1', '/api/1/connections/2'] },
          {
            keysetIndex: 1,
            connections: [{ res: '/api/1/connections/2' }, '/api/1/connections/5'],
          },
        ],
      },
      refs: ['/api/1/connections/1', '/api/1/connections/2', '/api/1/connections/5'],
    },
    {
      case: 'a single connection per keyset',
      settings: { keysets: [{ keysetIndex: 0, connection: '/api/1/connections/3' }] },
      refs: ['/api/1/connections/3'],
    },
    {
      case: 'roles, ports and the special CALL are not connections',
      settings: {
        keysets: [
          {
            connections: [
              '/api/1/roles/2',
              '/api/1/special/call',
              '/api/1/devices/1/interfaces/256/ports/65536',
            ],
          },
        ],
      },
      refs: [],
    },
  ])('$case', ({ settings, refs }) => {
    expect(roleConnectionRefs(settings)).toEqual(refs);
  });
});
