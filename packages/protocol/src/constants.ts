/** Business constants and limits (device spec §9, ports spec §9). */
export const LIMITS = {
  socketReconnectMs: 1_000,
  livePollMs: 5_000,
  liveFlagCoalesceMs: 100,
  endpointIdPadding: 6,
  antennaIdOffset: 1_000_000,
  reservedRangePrefix: '172.23.',
  defaultManagementPort: 80,
  defaultTunnelPort: 655,
  frameErrorRateShownOver: 2,
  linkQualityBands: [80, 60, 40, 20, 10],
  deviceUsageRefusalPercent: 85,
  hostnameMaxLength: 255,
  hostnameLabelMaxLength: 63,
  labelMaxLength: 64,
} as const;

/** The admin account name of every device (device spec §6). */
export const ADMIN_USER = 'admin';
