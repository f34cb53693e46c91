import { z } from 'zod';
import { ConnectionTypeSchema } from './capability';

/** How a participant is joined to a connection right now (ports spec §3). */
export const JoinStateSchema = z.enum(['Talk', 'Listen', 'Talk-Listen']);
export type JoinState = z.infer<typeof JoinStateSchema>;

/** A channel (partyline), direct or group (ports spec §3). */
export const ConnectionSchema = z.object({
  id: z.number().int(),
  res: z.string(),
  label: z.string(),
  type: ConnectionTypeSchema,
});
export type Connection = z.infer<typeof ConnectionSchema>;

export const ConnectionLiveStatusSchema = z.object({
  id: z.number().int(),
  events: z.object({ call: z.boolean(), control: z.boolean(), talk: z.boolean() }),
  participants: z.array(
    z.object({
      res: z.string(),
      device_id: z.number().int(),
      label: z.string(),
      /** Talk and listen join state reported by the hardware (ports spec §3, decision 0063). */
      joinState: JoinStateSchema.optional(),
    }),
  ),
});
export type ConnectionLiveStatus = z.infer<typeof ConnectionLiveStatusSchema>;
