import { z } from 'zod';
import type { Db } from './database';

const SipCallRowSchema = z.object({
  id: z.number().int(),
  port_id: z.number().int(),
  uri: z.string(),
  in_progress: z.union([z.literal(0), z.literal(1)]),
  started_at: z.number().int(),
  ended_at: z.number().int().nullable(),
});

export interface SipCallRecord {
  id: number;
  portId: number;
  uri: string;
  inProgress: boolean;
  startedAt: number;
  endedAt: number | null;
}

/** Ended calls kept per port, so the dial-out dialog can see a call end (decision 0064). */
export const ENDED_CALLS_KEPT = 10;

/** The `sip_calls` table (migration 6): calls placed from SIP ports (ports spec §3 SIP call). */
export class SipCallRepository {
  constructor(private readonly db: Db) {}

  /** Calls of a port, oldest first. */
  ofPort(portId: number): SipCallRecord[] {
    const rows: unknown[] = this.db
      .prepare('SELECT * FROM sip_calls WHERE port_id = ? ORDER BY id')
      .all(portId);
    return rows.map(toRecord);
  }

  insert(portId: number, uri: string, now: number): number {
    const result = this.db
      .prepare('INSERT INTO sip_calls (port_id, uri, in_progress, started_at) VALUES (?, ?, 1, ?)')
      .run(portId, uri, now);
    this.prune(portId);
    return Number(result.lastInsertRowid);
  }

  /** Marks calls ended; returns how many were in progress. */
  end(callIds: readonly number[], now: number): number {
    const statement = this.db.prepare(
      'UPDATE sip_calls SET in_progress = 0, ended_at = ? WHERE id = ? AND in_progress = 1',
    );
    let ended = 0;
    this.db.transaction(() => {
      for (const id of callIds) ended += statement.run(now, id).changes;
    })();
    return ended;
  }

  /** After a restart no call survives: the hardware starts with none. */
  endAll(now: number): void {
    this.db
      .prepare('UPDATE sip_calls SET in_progress = 0, ended_at = ? WHERE in_progress = 1')
      .run(now);
  }

  private prune(portId: number): void {
    this.db
      .prepare(
        `DELETE FROM sip_calls WHERE port_id = ? AND in_progress = 0 AND id NOT IN (
           SELECT id FROM sip_calls WHERE port_id = ? AND in_progress = 0 ORDER BY id DESC LIMIT ?)`,
      )
      .run(portId, portId, ENDED_CALLS_KEPT);
  }
}

function toRecord(raw: unknown): SipCallRecord {
  const row = SipCallRowSchema.parse(raw);
  return {
    id: row.id,
    portId: row.port_id,
    uri: row.uri,
    inProgress: row.in_progress === 1,
    startedAt: row.started_at,
    endedAt: row.ended_at,
  };
}
