import { useParams } from 'react-router';
import { PortsPage } from '../../features/ports/components/ports-page';
import { parseInterfaceFilter } from '../../features/ports/lib/selection';
import { useRouteDeviceId } from '../../lib/route-data';

/** /view/device/{deviceId}/ports (ports spec §2 "Ports screen"). */
export function DevicePortsRoute() {
  const deviceId = useRouteDeviceId();
  // A new device is a new page: an edit in progress on the previous device is dropped.
  return <PortsPage key={deviceId} deviceId={deviceId} />;
}

/** /view/device/{deviceId}/interfaces/{interfaceList}/4w|4wg|2w (ports spec §2). */
export function InterfacePortsRoute({ kind }: { kind: '4w' | '4wg' | '2w' }) {
  const deviceId = useRouteDeviceId();
  const { interfaceList = '' } = useParams();
  return (
    <PortsPage
      key={deviceId}
      deviceId={deviceId}
      filter={parseInterfaceFilter(interfaceList, kind)}
    />
  );
}
