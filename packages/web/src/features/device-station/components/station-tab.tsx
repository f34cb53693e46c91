import { Divider, Stack, Text, Title } from '@mantine/core';
import { MONITORING_LABELS } from '@crosspoint/protocol/constants';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { stationFieldsFor } from '@crosspoint/protocol/rules/device-settings-validation';
import { PinForm } from '../../../components/pin-form';
import { useDevice } from '../../../lib/queries/device';
import {
  useUpdateDeviceField,
  type DeviceFieldBody,
} from '../../../lib/queries/update-device-field';
import { useSetAudioMonitor } from '../api/set-audio-monitor';
import { ChoiceSetting } from './choice-setting';

const MONITOR_OPTIONS = MONITORING_LABELS.map((label, index) => ({ value: String(index), label }));
const MONITOR_VALUES = [0, 1, 2] as const;

/**
 * The Settings tab, labelled Station (device spec §2): admin code, role sorting and the
 * device-specific settings that apply to this device type (decision 0031), and the audio
 * monitor (§9: Off, Port A, Port B).
 */
export function StationTab({ deviceId }: { deviceId: number }) {
  const device = useDevice(deviceId).data;
  const sorting = useUpdateDeviceField(deviceId);
  const dsp = useUpdateDeviceField(deviceId);
  const battery = useUpdateDeviceField(deviceId);
  const antenna = useUpdateDeviceField(deviceId);
  const monitor = useSetAudioMonitor(deviceId);
  if (device === undefined) return null;
  const fields = stationFieldsFor(device.deviceType_name);
  const settings = device.device_settings;
  const put = (mutation: typeof sorting) => (body: DeviceFieldBody) => mutation.mutate(body);
  return (
    <Stack gap="lg" data-testid="station-tab">
      <Title order={2} size="h4">
        Station
      </Title>
      {fields.includes('adminPin') && (
        <PinForm
          deviceId={deviceId}
          field="adminPin"
          label="Admin code"
          current={settings.adminPin ?? ''}
          failureTitle={MESSAGES.failedAdminPin}
        />
      )}
      {fields.includes('roleSorting') && (
        <ChoiceSetting
          label="Role sorting"
          value={settings.roleSorting}
          options={[
            { value: 'RoleNumber', label: 'Role number' },
            { value: 'Alphabetical', label: 'Alphabetical' },
          ]}
          onChange={(roleSorting) => put(sorting)({ roleSorting })}
          pending={sorting.isPending}
          error={sorting.error}
          failureTitle={MESSAGES.failedRoleSorting}
          testId="role-sorting"
        />
      )}
      {fields.includes('dspPlcState') && (
        <ChoiceSetting
          label="DSP packet loss concealment"
          value={
            settings.dspPlcState === undefined ? undefined : settings.dspPlcState ? 'on' : 'off'
          }
          options={[
            { value: 'on', label: 'On' },
            { value: 'off', label: 'Off' },
          ]}
          onChange={(state) => put(dsp)({ dspPlcState: state === 'on' })}
          pending={dsp.isPending}
          error={dsp.error}
          failureTitle={MESSAGES.failedDspPlc}
          testId="dsp-plc"
        />
      )}
      {fields.includes('aaBatteryType') && (
        <ChoiceSetting
          label="AA battery type"
          value={settings.aaBatteryType}
          options={[
            { value: 'Alkaline', label: 'Alkaline' },
            { value: 'NiMH', label: 'NiMH' },
          ]}
          onChange={(aaBatteryType) => put(battery)({ aaBatteryType })}
          pending={battery.isPending}
          error={battery.error}
          failureTitle={MESSAGES.failedAaBattery}
          testId="aa-battery"
        />
      )}
      {fields.includes('antennaPorts') && (
        <ChoiceSetting
          label="Antenna port type"
          value={settings.antennaPorts}
          options={[
            { value: 'rj45', label: 'RJ45' },
            { value: 'fiber', label: 'Fiber' },
          ]}
          onChange={(antennaPorts) => put(antenna)({ antennaPorts })}
          pending={antenna.isPending}
          error={antenna.error}
          failureTitle={MESSAGES.failedAntennaPorts}
          testId="antenna-ports"
        />
      )}
      <Divider />
      <ChoiceSetting
        label="Audio monitor"
        value={String(device.device_liveStatus.monitoring ?? 0)}
        options={MONITOR_OPTIONS}
        onChange={(value) => {
          const monitoring = MONITOR_VALUES[Number(value)];
          if (monitoring !== undefined) monitor.mutate(monitoring);
        }}
        pending={monitor.isPending}
        error={monitor.error}
        failureTitle={MESSAGES.failedAudioMonitor}
        testId="audio-monitor"
      />
      {fields.length === 0 && <Text size="sm">This device has no station settings.</Text>}
    </Stack>
  );
}
