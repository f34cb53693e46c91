import { describe, expect, it } from 'vitest';
import {
  CALL_SIGNAL_TEXT_MAX_LENGTH,
  CallSignalBodySchema,
  ChangeRoleBodySchema,
  ENDPOINT_LABEL_MAX_LENGTH,
  EndpointUpdateBodySchema,
  EmptyBodySchema,
  endpointActionOf,
} from './endpoint-actions';
import { endpointSettingKeys, foreignSettingKey } from './endpoint-settings';

// device spec §7: "Endpoints: PUT update (label or settings); DELETE; POST changerole (body
// id), reboot, resetToDefault, rmk (empty bodies), callSig (body active, text)."
describe('endpoint call bodies', () => {
  it.each([
    { body: { label: 'Stage L' }, ok: true },
    { body: { label: '  Stage L  ' }, ok: true },
    { body: { settings: { sidetoneGain: -6 } }, ok: true },
    { body: { settings: { headphoneLimit: 24, headsetMicType: 'dynamic_10' } }, ok: true },
    { body: { settings: { syncOffset: 23 } }, ok: true },
    { body: { label: 'A', settings: { batteryType: 'NiMH' } }, ok: true },
    { body: {}, ok: false },
    { body: { settings: {} }, ok: false },
    { body: { label: '' }, ok: false },
    { body: { label: '   ' }, ok: false },
    { body: { label: 'x'.repeat(ENDPOINT_LABEL_MAX_LENGTH + 1) }, ok: false },
    { body: { settings: { sidetoneGain: -5 } }, ok: false },
    { body: { settings: { headphoneLimit: 12 } }, ok: false },
    { body: { settings: { syncOffset: 0 } }, ok: false },
    { body: { settings: { syncOffset: 24 } }, ok: false },
    { body: { settings: { batteryType: 'LiIon' } }, ok: false },
    { body: { settings: { colour: 'red' } }, ok: false },
    { body: { type: 'FSII-BP' }, ok: false },
  ])('PUT $body → ok $ok', ({ body, ok }) => {
    expect(EndpointUpdateBodySchema.safeParse(body).success).toBe(ok);
  });

  it('trims the label', () => {
    expect(EndpointUpdateBodySchema.parse({ label: '  Stage L ' })).toEqual({ label: 'Stage L' });
  });

  // ports spec §7: "changerole with body id (role id, 0 clears)".
  it.each([
    { body: { id: 0 }, ok: true },
    { body: { id: 7 }, ok: true },
    { body: { id: -1 }, ok: false },
    { body: { id: 1.5 }, ok: false },
    { body: { id: '3' }, ok: false },
    { body: {}, ok: false },
  ])('changerole $body → ok $ok', ({ body, ok }) => {
    expect(ChangeRoleBodySchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    { body: { active: true, text: 'Go' }, ok: true },
    { body: { active: false }, ok: true },
    { body: { active: true, text: 'x'.repeat(CALL_SIGNAL_TEXT_MAX_LENGTH) }, ok: true },
    { body: { active: true, text: 'x'.repeat(CALL_SIGNAL_TEXT_MAX_LENGTH + 1) }, ok: false },
    { body: { text: 'Go' }, ok: false },
    { body: { active: 'yes', text: '' }, ok: false },
  ])('callSig $body → ok $ok', ({ body, ok }) => {
    expect(CallSignalBodySchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    { body: undefined, ok: true },
    { body: null, ok: true },
    { body: {}, ok: true },
    { body: { now: true }, ok: false },
  ])('empty body $body → ok $ok', ({ body, ok }) => {
    expect(EmptyBodySchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    { segment: 'resetToDefault', action: 'resetToDefault' },
    { segment: 'resettodefault', action: 'resetToDefault' },
    { segment: 'rmk', action: 'rmk' },
    { segment: 'callSig', action: 'callSig' },
    { segment: 'changerole', action: 'changerole' },
    { segment: 'reboot', action: 'reboot' },
    { segment: 'explode', action: undefined },
  ])('/$segment names $action', ({ segment, action }) => {
    expect(endpointActionOf(segment)).toBe(action);
  });
});

// docs/decisions/0040: which settings each endpoint dialog holds.
describe('endpoint settings per type', () => {
  it.each([
    { type: 'FSII-BP' as const, patch: { batteryType: 'NiMH' as const }, foreign: undefined },
    { type: 'FSII-BP' as const, patch: { syncOffset: 3 }, foreign: 'syncOffset' },
    { type: 'FSII-Antenna' as const, patch: { syncOffset: 3 }, foreign: undefined },
    { type: 'FSII-Antenna' as const, patch: { sidetoneGain: 0 as const }, foreign: 'sidetoneGain' },
    { type: 'HBP-2X' as const, patch: { sidetoneGain: -6 as const }, foreign: undefined },
    { type: 'HBP-2X' as const, patch: { batteryType: 'NiMH' as const }, foreign: 'batteryType' },
    { type: 'LQ-AIC' as const, patch: { default_role: 2 }, foreign: undefined },
  ])('$type with $patch → foreign $foreign', ({ type, patch, foreign }) => {
    expect(foreignSettingKey(type, patch)).toBe(foreign);
  });

  it('shows the antenna only its sync offset', () => {
    expect(endpointSettingKeys('FSII-Antenna')).toEqual(['syncOffset']);
  });
});
