import { z } from 'zod';

/** An audio interface of a device (ports spec §3). Interface id = device<<8 | n. */
export const AudioInterfaceSchema = z.object({
  audioInterface_id: z.number().int(),
  res: z.string(),
  device_id_Device: z.number().int(),
  type: z.string(),
  longName: z.string(),
  portCount: z.number().int(),
  hwIndex: z.number().int(),
  externalDeviceId: z.number().int().optional(),
  settings: z.object({ power: z.boolean().optional(), termination: z.boolean().optional() }),
  liveStatus: z.object({ powerSense: z.boolean().optional() }),
});
export type AudioInterface = z.infer<typeof AudioInterfaceSchema>;
