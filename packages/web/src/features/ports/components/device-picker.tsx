import { Select } from '@mantine/core';
import { useDevices } from '../../../lib/queries/devices';

/**
 * The device whose ports are shown. Choosing another device shows its ports and drops any
 * edit in progress (ports spec §2: "Selecting a device cancels a pending new-port form").
 */
export function DevicePicker({
  deviceId,
  onChange,
}: {
  deviceId: number;
  onChange: (deviceId: number) => void;
}) {
  const devices = useDevices().data ?? [];
  if (devices.length < 2) return null;
  // Device 0 in a route means the host (device spec §2): show the host's own entry.
  const selected = deviceId === 0 ? devices.find((d) => d.isHost)?.device_id : deviceId;
  return (
    <Select
      label="Device"
      data={devices.map((d) => ({ value: String(d.device_id), label: d.device_label }))}
      value={selected === undefined ? null : String(selected)}
      allowDeselect={false}
      onChange={(value) => value !== null && onChange(Number(value))}
      data-testid="ports-device-picker"
      maw={260}
    />
  );
}
