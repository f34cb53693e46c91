import { useMutation } from '@tanstack/react-query';
import { ADMIN_USER } from '@crosspoint/protocol/constants';
import { CONTRACT } from '@crosspoint/protocol/contract';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /api/1/users/admin` with `{ oldPassword, newPassword }` (device spec §6, §7). */
export function changeAdminPassword(oldPassword: string, newPassword: string) {
  return apiRequest(CONTRACT.updatePassword, {
    params: { username: ADMIN_USER },
    body: { oldPassword, newPassword },
  });
}

export function useChangeAdminPassword() {
  return useMutation({
    mutationFn: ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) =>
      changeAdminPassword(oldPassword, newPassword),
  });
}
