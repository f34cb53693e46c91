import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BACKUP_LIMITS } from '@crosspoint/protocol/constants';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse';
import { parseDeviceId } from './device.routes';
import type { RouteDeps } from './route-deps';

const BackupQuerySchema = z.object({ name: z.string().max(128) }).strict();

/**
 * Backup download and restore upload (device spec §7 "Backup and restore", architecture §9).
 * Multipart parsing is registered in this plugin's own scope, so other uploads (firmware,
 * licence) can choose their own limits.
 */
export async function registerBackupRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { backup } = deps.deviceAdmin;

  app.get<{ Params: { deviceId: string } }>(
    '/api/1/devices/:deviceId/backup',
    async (request, reply) => {
      deps.devices.resolve(parseDeviceId(request.params.deviceId));
      const { name } = parseInput(BackupQuerySchema, request.query, 'backup query');
      const file = backup.backup(name);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.data);
    },
  );

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: BACKUP_LIMITS.maxFileBytes,
        files: 1,
        fields: 0,
        parts: 1,
        fieldSize: 1024,
      },
    });
    scope.post('/api/2/devices/restore', async (request) => {
      if (!request.isMultipart()) {
        throw new HttpError(400, 'A restore needs a multipart upload with the field "file".');
      }
      let part;
      try {
        part = await request.file();
      } catch (error) {
        throw new HttpError(400, `Invalid upload: ${errorMessage(error)}`);
      }
      if (!part || part.fieldname !== 'file') {
        throw new HttpError(400, 'A restore needs a multipart upload with the field "file".');
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch {
        throw new HttpError(
          400,
          `The backup file is too large (over ${BACKUP_LIMITS.maxFileBytes / 1024 / 1024} MB).`,
        );
      }
      await backup.restore(data);
      return { ok: true, message: MESSAGES.restoreSuccess };
    });
  });
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
