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

/** Timings of device administration (device spec §4, §9). */
export const DEVICE_ADMIN_TIMINGS = {
  otaWindowMs: 120_000,
  rebootWaitMs: 60_000,
  /** Reset progress: 5 s on a base station (FreeSpeak II), 80 s otherwise. */
  resetWaitBaseStationMs: 5_000,
  resetWaitOtherMs: 80_000,
  networkProgressMs: 5_000,
  netModeProgressHostMs: 10_000,
  netModeProgressOtherMs: 20_000,
  networkRedirectMs: 4_000,
  snapshotPollMs: 1_000,
  clockDriftWarningMs: 15 * 60_000,
} as const;

/** Net modes and their labels (device spec §9). */
export const NET_MODE_LABELS = {
  LAN: 'LAN/WAN Routed Network',
  WAN: 'Internet/NATed Network',
} as const;

/** Audio monitor choices (device spec §9): 0 Off, 1 Port A, 2 Port B. */
export const MONITORING_LABELS = ['Off', 'Port A', 'Port B'] as const;

/** Largest backup file a device accepts for a restore, compressed and expanded. */
export const BACKUP_LIMITS = {
  maxFileBytes: 1024 * 1024,
  maxExpandedBytes: 8 * 1024 * 1024,
} as const;

/** Connection assignment limits (ports spec §2, §4, §9). */
export const CONNECTION_LIMITS = {
  directMaxPorts: 2,
  /** Selection dialog: 120 px per column, 6 columns by default, at least 2 when multiple. */
  selectionColumnWidthPx: 120,
  selectionDefaultColumns: 6,
  multipleSelectionMin: 2,
} as const;
