import { Outlet } from 'react-router';
import { DeviceHeader } from '../../features/device-view/components/device-header';
import { DeviceTabs } from '../../features/device-view/components/device-tabs';
import { useRouteDeviceId } from '../../lib/route-data';

/** /view/device/{deviceId}: the device's header and tabs around the tab's page. */
export function DeviceLayout() {
  const deviceId = useRouteDeviceId();
  return (
    <>
      <DeviceHeader deviceId={deviceId} />
      <DeviceTabs deviceId={deviceId}>
        <Outlet />
      </DeviceTabs>
    </>
  );
}
