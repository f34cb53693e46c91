import { useMutation } from '@tanstack/react-query';
import { postDeviceAction } from '../../../lib/device-action';

/** `POST reboot` (device spec §7). */
export function rebootDevice(deviceId: number) {
  return postDeviceAction(deviceId, 'reboot');
}

/** `POST resettodefault`, with `?network=keep` to keep the network settings (device spec §7). */
export function resetDevice(deviceId: number, keepNetwork: boolean) {
  return postDeviceAction(
    deviceId,
    'resettodefault',
    undefined,
    keepNetwork ? '?network=keep' : '',
  );
}

/** `POST restartServices` (device spec §7). */
export function restartServices(deviceId: number) {
  return postDeviceAction(deviceId, 'restartServices');
}

export function useRebootDevice(deviceId: number) {
  return useMutation({ mutationFn: () => rebootDevice(deviceId) });
}

export function useResetDevice(deviceId: number) {
  return useMutation({ mutationFn: (keepNetwork: boolean) => resetDevice(deviceId, keepNetwork) });
}

export function useRestartServices(deviceId: number) {
  return useMutation({ mutationFn: () => restartServices(deviceId) });
}
