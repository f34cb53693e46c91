import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse';
import { OtaRefusal } from '../hardware/virtual/ota-registration';
import type { RouteDeps } from './route-deps';

const BeltpackSchema = z
  .object({
    otaPin: z.string().max(16).optional(),
    label: z.string().trim().min(1).max(64).optional(),
  })
  .strict();

/**
 * `/sim` control of over-the-air registration (issue 3): `POST /sim/ota/beltpacks` switches a
 * beltpack on in registration mode; it pairs if the window is open (409 otherwise).
 * `GET /sim/ota` tells whether the window is open and for how long.
 */
export function registerOtaSimRoutes(app: FastifyInstance, { deviceAdmin }: RouteDeps): void {
  const ota = (): NonNullable<typeof deviceAdmin.ota> => {
    if (!deviceAdmin.ota) throw new HttpError(404, 'This device has no wireless system.');
    return deviceAdmin.ota;
  };
  app.get('/sim/ota', async () => ({ remainingMs: ota().remainingMs() }));
  app.post('/sim/ota/beltpacks', async (request) => {
    const body = parseInput(BeltpackSchema, request.body ?? {}, 'beltpack');
    try {
      const beltpack: { otaPin?: string; label?: string } = {};
      if (body.otaPin !== undefined) beltpack.otaPin = body.otaPin;
      if (body.label !== undefined) beltpack.label = body.label;
      return { ok: true, id: ota().register(beltpack) };
    } catch (error) {
      if (error instanceof OtaRefusal) throw new HttpError(409, error.message);
      throw error;
    }
  });
}
