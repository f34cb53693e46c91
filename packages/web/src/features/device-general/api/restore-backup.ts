import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEVICE_ADMIN_CONTRACT } from '@crosspoint/protocol/device-admin-contract';
import { uploadFile } from '../../../lib/file-transfer';

/** `POST /api/2/devices/restore`, multipart field `file` (device spec §7). */
export function restoreBackup(file: File) {
  return uploadFile(DEVICE_ADMIN_CONTRACT.restore.path, file);
}

/** Restores roles and channels; their cached lists are stale afterwards. */
export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreBackup,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['roles'] });
      await queryClient.invalidateQueries({ queryKey: ['connections'] });
    },
  });
}
