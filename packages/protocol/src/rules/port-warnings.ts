import type { Port } from '../entities/port';
import { MESSAGES } from '../messages';

// ports spec §4 "External connection status" and "SIP registration codes".

const EXTERNAL_CONNECTION_MESSAGES: Record<string, string> = {
  unknown: 'Unknown connection state',
  not_connected: 'Disconnected',
  connecting: 'Connecting...',
  connected: 'Connected',
  disconnected: 'IVC host is unreachable or invalid username/password was used',
  auth_failed: 'IVC host is unreachable',
  already_in_use: 'Username already in use',
  wrong_user: 'Username not recognized',
  security_denial: 'Incorrect username/password',
  wrong_type: 'Unable to connect. Unexpected port function type on IVC host. Expecting type "LQ"',
};

/** The message shown for an external connection status (ports spec §4 table). */
export function externalConnectionMessage(status: string): string {
  return Object.hasOwn(EXTERNAL_CONNECTION_MESSAGES, status)
    ? (EXTERNAL_CONNECTION_MESSAGES[status] ?? '')
    : `No message for connection status code '${status}'`;
}

const SIP_REGISTRATION_MESSAGES: Record<number, string> = {
  [-1]: 'Unknown connection state',
  0: 'Unregistered',
  1: 'Registering',
  2: 'Unregistering',
  3: 'Unable To Create Account',
  100: 'Trying to contact the SIP server',
  200: 'Online',
  401: 'Invalid username/password',
  403: 'Invalid username/password',
  404: 'User Not Found',
  408: 'Request Timeout',
  502: 'Bad gateway or proxy',
};

/** The message shown for a SIP registration code (ports spec §4). */
export function sipRegistrationMessage(code: number): string {
  return SIP_REGISTRATION_MESSAGES[code] ?? `No message for SIP registration code '${code}'`;
}

/** SIP registration OK code (ports spec §9). */
export const SIP_REGISTRATION_OK = 200;

type WarningPort = Pick<Port, 'port_desc' | 'port_label' | 'port_config_type' | 'liveStatus'>;

/**
 * The warnings of one port (ports spec §2): an SIP port whose registration code is not 200,
 * an external connection that is not connected, a port that does not respond ('Port {desc} is
 * not responding'). Each names the port so that a device-level list reads on its own.
 */
export function portWarnings(port: WarningPort): string[] {
  const warnings: string[] = [];
  const live = port.liveStatus;
  if (live.responding === false) warnings.push(MESSAGES.portNotResponding(port.port_desc));
  if (port.port_config_type === 'SIP') {
    const code = live.sipRegistrationStatusCode;
    if (code !== undefined && code !== SIP_REGISTRATION_OK) {
      warnings.push(`${port.port_label}: ${sipRegistrationMessage(code)}`);
    }
  } else if (
    live.externalConnectionStatus !== undefined &&
    live.externalConnectionStatus !== 'connected'
  ) {
    warnings.push(
      `${port.port_label}: ${externalConnectionMessage(live.externalConnectionStatus)}`,
    );
  }
  return warnings;
}
