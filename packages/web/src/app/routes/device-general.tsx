import { GeneralTab } from '../../features/device-general/components/general-tab';
import { useRouteDeviceId } from '../../lib/route-data';

/** /view/device/{deviceId} and …/general: the General (maintenance) tab. */
export function DeviceGeneralRoute() {
  return <GeneralTab deviceId={useRouteDeviceId()} />;
}
