import { LinkingTab } from '../../features/device-linking/components/linking-tab';
import { useRouteDeviceId } from '../../lib/route-data';

/** /view/device/{deviceId}/linking (device spec §2). */
export function DeviceLinkingRoute() {
  return <LinkingTab deviceId={useRouteDeviceId()} />;
}
