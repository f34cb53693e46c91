import { z } from 'zod';

/** A SIP call placed from a SIP port (ports spec §3 "SIP call"). */
export const SipCallSchema = z.object({
  id: z.number().int(),
  res: z.string(),
  deviceId: z.number().int(),
  audioInterfaceId: z.number().int(),
  portId: z.number().int(),
  uri: z.string(),
  liveStatus: z.object({ inProgress: z.boolean() }),
});
export type SipCall = z.infer<typeof SipCallSchema>;
