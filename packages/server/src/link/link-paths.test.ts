import { describe, expect, it } from 'vitest';
import { deviceScopedPath, isLinkGroupPath } from './link-paths';

// architecture §2: link-group resources live on the master; others' resources are routed.
describe('isLinkGroupPath', () => {
  it.each([
    { path: '/api/1/capabilities/linkgroup', yes: true },
    { path: '/api/1/connections', yes: true },
    { path: '/api/1/connections/3', yes: true },
    { path: '/api/2/roles/4/reset', yes: true },
    { path: '/api/1/externalDevices/2/ports', yes: true },
    { path: '/api/1/ivpusers', yes: true },
    { path: '/api/1/special/call', yes: true },
    { path: '/api/1/connectionsX', yes: false },
    { path: '/api/1/devices/0/interfaces', yes: false },
    { path: '/api/1/capabilities/devices/FSII', yes: false },
    { path: '/api/1/version', yes: false },
    { path: '/sim/state', yes: false },
  ])('$path: $yes', ({ path, yes }) => {
    expect(isLinkGroupPath(path)).toBe(yes);
  });
});

describe('deviceScopedPath', () => {
  it.each([
    { path: '/api/1/devices/2/interfaces', result: { deviceId: 2, rest: '/interfaces' } },
    { path: '/api/2/devices/3', result: { deviceId: 3, rest: '' } },
    { path: '/api/2/devices/0/linkingslots', result: { deviceId: 0, rest: '/linkingslots' } },
    { path: '/api/2/devices', result: undefined },
    { path: '/api/2/devices/1234', result: undefined },
    { path: '/api/2/devices/x/interfaces', result: undefined },
  ])('$path', ({ path, result }) => {
    expect(deviceScopedPath(path)).toEqual(result);
  });
});
