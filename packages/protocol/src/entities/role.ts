import { z } from 'zod';

export const ROLE_TYPES = ['HMS-4X', 'HRM-4X', 'HKB-2X', 'HBP-2X', 'FSII-BP', 'LQ-AIC'] as const;
export const RoleTypeSchema = z.enum(ROLE_TYPES);
export type RoleType = z.infer<typeof RoleTypeSchema>;

/** A role: an editable key and audio profile per device kind (ports spec §3, §6). */
export const RoleSchema = z.object({
  id: z.number().int(),
  res: z.string(),
  type: RoleTypeSchema,
  label: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
  /** Keysets, gpios, gains…: an object for now; its fields are typed by the roles work. */
  settings: z.record(z.string(), z.unknown()),
});
export type Role = z.infer<typeof RoleSchema>;
