import { useMutation } from '@tanstack/react-query';
import { pathFor } from '@crosspoint/protocol/contract';
import { DEVICE_ADMIN_CONTRACT } from '@crosspoint/protocol/device-admin-contract';
import { downloadFile } from '../../../lib/file-transfer';

/** `GET /api/1/devices/{id}/backup?name=NAME`, saved under the device's file name. */
export function downloadBackup(deviceId: number, name: string): Promise<string> {
  const path = pathFor(DEVICE_ADMIN_CONTRACT.backup.path, { deviceId });
  return downloadFile(`${path}?name=${encodeURIComponent(name)}`, `${name}.tar.gz`);
}

export function useDownloadBackup(deviceId: number) {
  return useMutation({ mutationFn: (name: string) => downloadBackup(deviceId, name) });
}
