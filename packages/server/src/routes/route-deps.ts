import type { DeviceService } from '../services/device.service';
import type { InterfaceService } from '../services/interface.service';
import type { UserService } from '../services/user.service';
import type { DeviceProfile } from '../profiles/device-profiles';
import type { VirtualHardware } from '../hardware/virtual/virtual-hardware';
import type { Clock } from '../clock';
import type { DeviceAdminServices } from '../services/device-admin';
import type { EndpointService } from '../services/endpoint.service';
import type { EndpointActionService } from '../services/endpoint-actions.service';
import type { RoleList } from '../services/role-lookup';
import type { LinkWiring } from '../link/link-wiring';
import type { ConnectionFeature } from '../services/connection-feature';
import type { PortFeature } from '../services/port-feature';
import type { AlertService } from '../services/alert.service';

/** What the routes need: services only, never repositories (architecture §4). */
export interface RouteDeps {
  devices: DeviceService;
  interfaces: InterfaceService;
  endpoints: EndpointService;
  endpointActions: EndpointActionService;
  roles: RoleList;
  users: UserService;
  /** The link group (issue 7): link credentials, routing to other devices, linking calls. */
  link?: LinkWiring;
  /** Device administration (issue 3): settings, backup, snapshot, maintenance, OTA. */
  deviceAdmin: DeviceAdminServices;
  /** Connections, port assignment and SIP calls (issue 6). */
  connectionFeature: ConnectionFeature;
  /** Port and interface settings, port actions, statistics (issue 5). */
  ports: PortFeature;
  /** Current interface alerts (device spec §7 "Alerts", decision 0045). */
  alerts: AlertService;
  profile: DeviceProfile;
  /** The virtual hardware, for the `/sim` control API. */
  hardware: VirtualHardware;
  clock: Clock;
  /** Folder of the built console, or undefined when it has not been built. */
  webRoot: string | undefined;
}

/** Both API versions serve the device calls alike (device spec §7: `/api/{version}`). */
export const API_VERSIONS = ['1', '2'] as const;
