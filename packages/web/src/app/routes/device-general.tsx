import { Divider, Stack } from '@mantine/core';
import { PasswordSection } from '../../features/admin-password/components/password-section';
import { GeneralTab } from '../../features/device-general/components/general-tab';
import { useRouteDeviceId } from '../../lib/route-data';

/** /view/device/{deviceId} and …/general: the General (maintenance) tab and the admin password. */
export function DeviceGeneralRoute() {
  return (
    <Stack gap="lg">
      <GeneralTab deviceId={useRouteDeviceId()} />
      <Divider />
      <PasswordSection />
    </Stack>
  );
}
