import { z } from 'zod';
import { EndpointSettingsPatchSchema } from '../entities/endpoint-settings';

/** Longest endpoint label: what a beltpack display shows (docs/decisions/0041). */
export const ENDPOINT_LABEL_MAX_LENGTH = 20;
/** Longest call-signal text: one line of a beltpack display (docs/decisions/0041). */
export const CALL_SIGNAL_TEXT_MAX_LENGTH = 32;
/** The remote-mic-kill indicator shows for 3 seconds (device spec §2 "Overview page"). */
export const RMK_INDICATOR_MS = 3_000;
/** Endpoint dialogs close 1.5 s after an endpoint reset or reboot (device spec §4). */
export const ENDPOINT_DIALOG_CLOSE_MS = 1_500;

// device spec §7 and ports spec §7: "PUT update (label or settings)".
/** `PUT …/endpoints/{id}`: a new label, settings to change, or both; never nothing. */
export const EndpointUpdateBodySchema = z
  .object({
    label: z.string().trim().min(1).max(ENDPOINT_LABEL_MAX_LENGTH).optional(),
    settings: EndpointSettingsPatchSchema.optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.label !== undefined ||
      (body.settings !== undefined && Object.keys(body.settings).length > 0),
    { message: 'Give a label or settings to change' },
  );
export type EndpointUpdateBody = z.infer<typeof EndpointUpdateBodySchema>;

// ports spec §7: "Endpoint role change: POST endpoint action changerole with body id (role id,
// 0 clears)".
export const ChangeRoleBodySchema = z.object({ id: z.number().int().min(0) }).strict();
export type ChangeRoleBody = z.infer<typeof ChangeRoleBodySchema>;

// device spec §7: "callSig (body active, text)".
export const CallSignalBodySchema = z
  .object({
    active: z.boolean(),
    text: z.string().max(CALL_SIGNAL_TEXT_MAX_LENGTH).default(''),
  })
  .strict();
export type CallSignalBody = z.infer<typeof CallSignalBodySchema>;

/** Body-less actions: "reboot, resetToDefault, rmk (empty bodies)" (device spec §7). */
export const EmptyBodySchema = z.union([z.undefined(), z.null(), z.object({}).strict()]);

/** Endpoint actions of `POST …/endpoints/{id}/{action}`, as the wire spells them. */
export const ENDPOINT_ACTIONS = [
  'changerole',
  'reboot',
  'resetToDefault',
  'rmk',
  'callSig',
] as const;
export type EndpointAction = (typeof ENDPOINT_ACTIONS)[number];

/**
 * The action a path segment names. Case-insensitive, so `resettodefault` (the device spelling
 * of the same call, device spec §7) reaches `resetToDefault`.
 */
export function endpointActionOf(segment: string): EndpointAction | undefined {
  const wanted = segment.toLowerCase();
  return ENDPOINT_ACTIONS.find((action) => action.toLowerCase() === wanted);
}
