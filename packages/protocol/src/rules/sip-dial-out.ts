import { MESSAGES } from '../messages';

/**
 * The SIP dial-out dialog of one port (ports spec §4 "SIP dial-out: idle, then call initiated
 * (pending), then the call is tracked by res until inProgress turns false; hang-up clears it").
 */
export type DialOutState =
  | { status: 'idle'; error?: string }
  | { status: 'pending'; uri: string }
  | { status: 'tracking'; uri: string; res: string };

export type DialOutEvent =
  | { type: 'dial'; uri: string }
  | { type: 'placed'; res: string }
  | { type: 'failed'; message: string }
  | { type: 'status'; res: string; inProgress: boolean }
  | { type: 'hungUp' };

export const DIAL_OUT_IDLE: DialOutState = { status: 'idle' };

/** The next state of the dial-out dialog. Events that do not apply leave the state as it is. */
export function dialOutTransition(state: DialOutState, event: DialOutEvent): DialOutState {
  switch (event.type) {
    case 'dial':
      return state.status === 'idle' ? { status: 'pending', uri: event.uri } : state;
    case 'placed':
      return state.status === 'pending'
        ? { status: 'tracking', uri: state.uri, res: event.res }
        : state;
    case 'failed':
      return state.status === 'pending' ? { status: 'idle', error: event.message } : state;
    case 'status':
      return state.status === 'tracking' && state.res === event.res && !event.inProgress
        ? DIAL_OUT_IDLE
        : state;
    case 'hungUp':
      return DIAL_OUT_IDLE;
  }
}

const SIP_URI = /^(sips?:)?[A-Za-z0-9._~+!$&'()*,;=%-]+(@[A-Za-z0-9.-]+(:\d{1,5})?)?$/;

/** Why a dial-out URI is refused (e.g. `sip:1001@pbx.local`, `1001`), or null. */
export function sipUriProblem(uri: string): string | null {
  return uri.length > 0 && uri.length <= 256 && SIP_URI.test(uri) ? null : MESSAGES.sipUriInvalid;
}

/** ports spec §2: "an active-line marker for SIP ports with active calls". */
export function hasActiveLine(calls: readonly { liveStatus: { inProgress: boolean } }[]): boolean {
  return calls.some((call) => call.liveStatus.inProgress);
}
