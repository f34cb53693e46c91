import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  DIAL_OUT_IDLE,
  dialOutTransition,
  hasActiveLine,
  sipUriProblem,
  type DialOutEvent,
  type DialOutState,
} from './sip-dial-out';

const pending: DialOutState = { status: 'pending', uri: 'sip:1001@pbx' };
const tracking: DialOutState = { status: 'tracking', uri: 'sip:1001@pbx', res: '/calls/1' };

describe('dialOutTransition', () => {
  // ports spec §4: "SIP dial-out: idle, then call initiated (pending), then the call is tracked
  // by res until inProgress turns false; hang-up clears it."
  it.each<{ case: string; from: DialOutState; event: DialOutEvent; to: DialOutState }>([
    {
      case: 'dialing from idle is pending',
      from: DIAL_OUT_IDLE,
      event: { type: 'dial', uri: 'sip:1001@pbx' },
      to: pending,
    },
    {
      case: 'a placed call is tracked by res',
      from: pending,
      event: { type: 'placed', res: '/calls/1' },
      to: tracking,
    },
    {
      case: 'a failed dial returns to idle with the message',
      from: pending,
      event: { type: 'failed', message: 'busy' },
      to: { status: 'idle', error: 'busy' },
    },
    {
      case: 'still in progress: still tracked',
      from: tracking,
      event: { type: 'status', res: '/calls/1', inProgress: true },
      to: tracking,
    },
    {
      case: 'inProgress false: back to idle',
      from: tracking,
      event: { type: 'status', res: '/calls/1', inProgress: false },
      to: DIAL_OUT_IDLE,
    },
    {
      case: 'another call ending changes nothing',
      from: tracking,
      event: { type: 'status', res: '/calls/2', inProgress: false },
      to: tracking,
    },
    { case: 'hang-up clears it', from: tracking, event: { type: 'hungUp' }, to: DIAL_OUT_IDLE },
    {
      case: 'dialing while pending is ignored',
      from: pending,
      event: { type: 'dial', uri: 'sip:2@pbx' },
      to: pending,
    },
    {
      case: 'a late placed reply while idle is ignored',
      from: DIAL_OUT_IDLE,
      event: { type: 'placed', res: '/calls/9' },
      to: DIAL_OUT_IDLE,
    },
  ])('$case', ({ from, event, to }) => {
    expect(dialOutTransition(from, event)).toEqual(to);
  });
});

describe('sipUriProblem', () => {
  it.each([
    { uri: 'sip:1001@pbx.local', problem: null },
    { uri: 'sips:alice@example.com:5061', problem: null },
    { uri: '1001', problem: null },
    { uri: '', problem: MESSAGES.sipUriInvalid },
    { uri: 'sip:a b@pbx', problem: MESSAGES.sipUriInvalid },
    { uri: 'http://x/y', problem: MESSAGES.sipUriInvalid },
  ])('$uri', ({ uri, problem }) => {
    expect(sipUriProblem(uri)).toBe(problem);
  });
});

describe('hasActiveLine', () => {
  // ports spec §2: "an active-line marker for SIP ports with active calls".
  it.each([
    { calls: [], active: false },
    { calls: [{ liveStatus: { inProgress: false } }], active: false },
    {
      calls: [{ liveStatus: { inProgress: false } }, { liveStatus: { inProgress: true } }],
      active: true,
    },
  ])('$calls.length calls → $active', ({ calls, active }) => {
    expect(hasActiveLine(calls)).toBe(active);
  });
});
