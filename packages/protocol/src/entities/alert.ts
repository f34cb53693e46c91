import { z } from 'zod';

/** An alert raised by a device on one of its interfaces (device spec §3, ports spec §3). */
export const AlertSchema = z.object({
  device_id: z.number().int(),
  interface_id: z.number().int(),
  code: z.string().optional(),
  message: z.string(),
});
export type Alert = z.infer<typeof AlertSchema>;
