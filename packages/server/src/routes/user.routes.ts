import type { FastifyInstance } from 'fastify';
import { PasswordChangeBodySchema } from '@crosspoint/protocol/contract';
import { parseInput } from '../http/parse';
import type { RouteDeps } from './route-deps';

/** `PUT /api/1/users/{username}` changes a password (device spec §6, §7). */
export function registerUserRoutes(app: FastifyInstance, { users }: RouteDeps): void {
  app.put<{ Params: { username: string } }>('/api/1/users/:username', async (request) => {
    const body = parseInput(PasswordChangeBodySchema, request.body, 'password change');
    await users.changePassword(request.params.username, body.oldPassword, body.newPassword);
    return { ok: true };
  });
}
