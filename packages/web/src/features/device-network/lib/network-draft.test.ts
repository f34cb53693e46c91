// device spec §5: "In DHCP mode the static fields are cleared and not sent"; §7 setupnetwork
// payload; §4 the DHCP-on-host warning.
import { describe, expect, it } from 'vitest';
import { draftOf, isHostSwitchingToDhcp, settingsOf } from './network-draft';

const full = draftOf({
  mode: 'static',
  staticIP: '10.0.0.2',
  netmask: '255.0.0.0',
  gateway: '10.0.0.1',
  dns1: '',
  extip: '',
  extport: '8080',
});

describe('settingsOf', () => {
  it.each([
    {
      mode: 'static' as const,
      sent: {
        mode: 'static',
        staticIP: '10.0.0.2',
        netmask: '255.0.0.0',
        gateway: '10.0.0.1',
        extport: '8080',
      },
    },
    { mode: 'dhcp' as const, sent: { mode: 'dhcp', extport: '8080' } },
    { mode: 'none' as const, sent: { mode: 'none', extport: '8080' } },
  ])('$mode sends $sent', ({ mode, sent }) => {
    expect(settingsOf({ ...full, mode })).toEqual(sent);
  });

  it('sends empty staticIP and netmask in static mode so the rules refuse them', () => {
    expect(settingsOf(draftOf({ mode: 'static' }))).toEqual({
      mode: 'static',
      staticIP: '',
      netmask: '',
    });
  });
});

describe('isHostSwitchingToDhcp', () => {
  it.each([
    { isHost: true, before: 'static' as const, after: 'dhcp' as const, warn: true },
    { isHost: true, before: 'none' as const, after: 'dhcp' as const, warn: true },
    { isHost: true, before: 'dhcp' as const, after: 'dhcp' as const, warn: false },
    { isHost: false, before: 'static' as const, after: 'dhcp' as const, warn: false },
    { isHost: true, before: 'dhcp' as const, after: 'static' as const, warn: false },
  ])('host $isHost, $before → $after: $warn', ({ isHost, before, after, warn }) => {
    expect(isHostSwitchingToDhcp(isHost, before, after)).toBe(warn);
  });
});
