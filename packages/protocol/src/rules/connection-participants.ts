import { z } from 'zod';

const ConnectionRefSchema = z.union([
  z.string(),
  z.object({ res: z.string() }).transform((r) => r.res),
]);
const KeysetRefsSchema = z.object({
  keysets: z.array(
    z
      .object({
        connections: z.array(z.unknown()).optional(),
        connection: z.unknown().optional(),
      })
      .loose(),
  ),
});

// ports spec §3 "Keyset: keysetIndex, connections (each a res)": an endpoint takes part in the
// connections its role's keysets name (decision 0063).
/**
 * The connection paths (`/api/1/connections/N`) a role's keysets refer to, each once, in
 * order. Settings that are not keysets, and entries that are not connection paths, are left out.
 */
export function roleConnectionRefs(settings: Record<string, unknown>): string[] {
  const parsed = KeysetRefsSchema.safeParse(settings);
  if (!parsed.success) return [];
  const refs: string[] = [];
  for (const keyset of parsed.data.keysets) {
    for (const raw of [...(keyset.connections ?? []), keyset.connection]) {
      const ref = ConnectionRefSchema.safeParse(raw);
      if (
        ref.success &&
        /^\/api\/[12]\/connections\/\d+$/.test(ref.data) &&
        !refs.includes(ref.data)
      ) {
        refs.push(ref.data);
      }
    }
  }
  return refs;
}
