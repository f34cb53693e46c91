import { NetworkTab } from '../../features/device-network/components/network-tab';
import { StationTab } from '../../features/device-station/components/station-tab';
import { WirelessTab } from '../../features/device-wireless/components/wireless-tab';
import { useRouteDeviceId } from '../../lib/route-data';

/** /view/device/{deviceId}/network (device spec §2). */
export function DeviceNetworkRoute() {
  return <NetworkTab deviceId={useRouteDeviceId()} />;
}

/** /view/device/{deviceId}/wireless (device spec §2; FreeSpeak II). */
export function DeviceWirelessRoute() {
  return <WirelessTab deviceId={useRouteDeviceId()} />;
}

/** /view/device/{deviceId}/settings, labelled Station (device spec §2). */
export function DeviceStationRoute() {
  return <StationTab deviceId={useRouteDeviceId()} />;
}
