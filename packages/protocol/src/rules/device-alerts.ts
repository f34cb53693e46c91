// device spec §7: "Alerts: GET /api/1/devices/{deviceId}/alerts/current, only for device types
// containing LQ".
/**
 * Whether a device type serves interface alerts. The console asks only these devices; the
 * server refuses the call on the others (decision 0045).
 */
export function deviceTypeHasAlerts(deviceTypeName: string): boolean {
  return deviceTypeName.includes('LQ');
}
