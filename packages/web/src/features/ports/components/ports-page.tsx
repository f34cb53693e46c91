import { Alert, Group, Loader, Stack } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { DeviceTypeNameSchema } from '@crosspoint/protocol/entities/device';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { useDevice } from '../../../lib/queries/device';
import { useDevicePorts } from '../../../lib/queries/device-ports';
import { useInterfaces } from '../../../lib/queries/interfaces';
import {
  selectedPortIds,
  selectionParams,
  toggleSelection,
  type InterfaceFilter,
} from '../lib/selection';
import { DevicePicker } from './device-picker';
import { InterfaceIcons } from './interface-icons';
import { PortList } from './port-list';
import { PortSettingsPanel } from './port-settings-panel';

export interface PortsPageProps {
  deviceId: number;
  /** The /interfaces/{list}/4w|4wg|2w pages show only those interfaces' ports of that type. */
  filter?: InterfaceFilter;
}

/**
 * The ports screen (ports spec §2): ports grouped by interface type, one or many selected (the
 * selection is in the URL: `pId`, `ifId`, or `externalDeviceId` with `externalPortId`), and the
 * merged settings of the selection.
 */
export function PortsPage({ deviceId, filter }: PortsPageProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const device = useDevice(deviceId).data;
  const interfaces = useInterfaces(deviceId);
  const shown = (interfaces.data ?? []).filter(
    (i) => filter === undefined || filter.interfaceIds.includes(i.audioInterface_id),
  );
  const {
    ports: all,
    isPending,
    error,
  } = useDevicePorts(
    deviceId,
    shown.map((i) => i.audioInterface_id),
  );
  const ports =
    filter === undefined ? all : all.filter((p) => p.audioInterfaceType_shortName === filter.type);
  const selected = selectedPortIds(params, ports);
  const select = (ids: number[]) => setParams(selectionParams(ids), { replace: true });

  const failure = interfaces.error ?? error;
  if (failure) {
    return (
      <Alert color="red" role="alert" title={MESSAGES.unableToFetchDevice(deviceId)}>
        {failure.message || MESSAGES.noResponse}
      </Alert>
    );
  }
  if (interfaces.isPending || isPending || device === undefined)
    return <Loader aria-label="Loading ports" />;
  const deviceType = DeviceTypeNameSchema.safeParse(device.deviceType_name);
  if (!deviceType.success) {
    return <Alert color="red">Ports of {device.deviceType_name} devices cannot be shown.</Alert>;
  }
  return (
    <Stack gap="md" data-testid="ports-page">
      <Group justify="space-between">
        <DevicePicker
          deviceId={deviceId}
          onChange={(id) => void navigate(`/view/device/${id}/ports`)}
        />
        <InterfaceIcons interfaces={shown} />
      </Group>
      <Group align="flex-start" wrap="nowrap" gap="xl">
        <PortList
          ports={ports}
          selected={selected}
          onSelect={(id) => select([id])}
          onToggle={(id) => select(toggleSelection(selected, id))}
          alphabetical={false}
        />
        <PortSettingsPanel
          key={selected.join(',')}
          deviceId={deviceId}
          deviceType={deviceType.data}
          ports={ports.filter((p) => selected.includes(p.port_id))}
          devicePorts={all}
          interfaces={shown}
        />
      </Group>
    </Stack>
  );
}
