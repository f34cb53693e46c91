import { describe, expect, it } from 'vitest';
import { externalConnectionMessage, portWarnings, sipRegistrationMessage } from './port-warnings';

describe('externalConnectionMessage', () => {
  // ports spec §4 "External connection status" table
  it.each([
    ['unknown', 'Unknown connection state'],
    ['not_connected', 'Disconnected'],
    ['connecting', 'Connecting...'],
    ['connected', 'Connected'],
    ['disconnected', 'IVC host is unreachable or invalid username/password was used'],
    ['auth_failed', 'IVC host is unreachable'],
    ['already_in_use', 'Username already in use'],
    ['wrong_user', 'Username not recognized'],
    ['security_denial', 'Incorrect username/password'],
    [
      'wrong_type',
      'Unable to connect. Unexpected port function type on IVC host. Expecting type "LQ"',
    ],
    ['weird', "No message for connection status code 'weird'"],
    ['toString', "No message for connection status code 'toString'"],
  ])('%s → %s', (status, message) => {
    expect(externalConnectionMessage(status)).toBe(message);
  });
});

describe('sipRegistrationMessage', () => {
  // ports spec §4 "SIP registration codes"
  it.each([
    [-1, 'Unknown connection state'],
    [0, 'Unregistered'],
    [1, 'Registering'],
    [2, 'Unregistering'],
    [3, 'Unable To Create Account'],
    [100, 'Trying to contact the SIP server'],
    [200, 'Online'],
    [401, 'Invalid username/password'],
    [403, 'Invalid username/password'],
    [404, 'User Not Found'],
    [408, 'Request Timeout'],
    [502, 'Bad gateway or proxy'],
    [486, "No message for SIP registration code '486'"],
  ])('%i → %s', (code, message) => {
    expect(sipRegistrationMessage(code)).toBe(message);
  });
});

describe('portWarnings', () => {
  const port = (config: string, liveStatus: object) => ({
    port_desc: 'C',
    port_label: 'Line C',
    port_config_type: config,
    liveStatus: { online: true, ...liveStatus },
  });
  // ports spec §2: "A port warning shows for an SIP port whose registration code is not 200 and
  // for an external connection that is not connected. A main-station port that does not respond
  // shows the warning 'Port {desc} is not responding'."
  it.each([
    { p: port('4W', { responding: true }), w: [] },
    { p: port('4W', { responding: false }), w: ['Port C is not responding'] },
    { p: port('SIP', { sipRegistrationStatusCode: 200 }), w: [] },
    { p: port('SIP', { sipRegistrationStatusCode: 404 }), w: ['Line C: User Not Found'] },
    { p: port('IVC', { externalConnectionStatus: 'connected' }), w: [] },
    { p: port('IVC', { externalConnectionStatus: 'not_connected' }), w: ['Line C: Disconnected'] },
    {
      p: port('IVC', { externalConnectionStatus: 'wrong_user', responding: false }),
      w: ['Port C is not responding', 'Line C: Username not recognized'],
    },
  ])('$p.port_config_type $p.liveStatus → $w', ({ p, w }) => {
    expect(portWarnings(p)).toEqual(w);
  });
});
