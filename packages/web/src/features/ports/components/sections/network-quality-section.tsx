import { Group, Progress, Stack, Text } from '@mantine/core';
import type { NetworkQuality } from '@crosspoint/protocol/entities/port';
import type { PortSettingsPatch } from '@crosspoint/protocol/entities/port-update';
import { mergeValues } from '@crosspoint/protocol/rules/merge-values';
import {
  BITRATE_OPTIONS,
  CUSTOM_NETWORK_QUALITY,
  JITTER_BUFFERS,
  NETWORK_QUALITY_TYPES,
  audioBandwidthKHz,
  latencyText,
  packetSizeOptions,
} from '@crosspoint/protocol/rules/network-quality';
import { MergedCheckbox, MergedSelect, MULTIPLE_VALUES } from '../merged-controls';
import { commonOptions, type SectionProps } from './section-props';
import { PortSection } from './port-section';

type Port = SectionProps['ports'][number];

const qualityOf = (p: Port): NetworkQuality | undefined => p.port_settings.networkQuality;

/** The packet sizes every selected port allows with the given changes (ports spec §5). */
function allowedSizes(
  ports: readonly Port[],
  change: { fec?: boolean; silenceSupp?: boolean; bitrate?: number },
) {
  return commonOptions(
    ports.map((p) =>
      packetSizeOptions({
        fec: change.fec ?? p.port_settings.fec ?? false,
        silenceSupp: change.silenceSupp ?? p.port_settings.silenceSupp ?? false,
        bitrate: change.bitrate ?? qualityOf(p)?.bitrate ?? 32,
      }),
    ),
  );
}

/**
 * A change of FEC, silence suppression or bitrate on custom quality keeps the packet size when
 * it stays allowed, else moves it to the nearest allowed size, so the edit is valid (§5).
 */
function withFittingSize(
  ports: readonly Port[],
  change: { fec?: boolean; silenceSupp?: boolean; bitrate?: number },
): PortSettingsPatch {
  const { bitrate, ...flags } = change;
  const custom = ports.every((p) => qualityOf(p)?.type === CUSTOM_NETWORK_QUALITY);
  if (!custom)
    return bitrate === undefined
      ? flags
      : { ...flags, networkQuality: { type: CUSTOM_NETWORK_QUALITY, bitrate } };
  const sizes = allowedSizes(ports, change);
  const current = mergeValues(ports.map((p) => qualityOf(p)?.packetSize));
  const size = current.kind === 'same' ? current.value : 0;
  const packetSize = sizes.includes(size)
    ? size
    : sizes.reduce(
        (best, s) => (Math.abs(s - size) < Math.abs(best - size) ? s : best),
        sizes[0] ?? 20,
      );
  return {
    ...flags,
    networkQuality: {
      type: CUSTOM_NETWORK_QUALITY,
      packetSize,
      ...(bitrate === undefined ? {} : { bitrate }),
    },
  };
}

/**
 * Network quality of IP ports (ports spec §4: types 0-5, presets set bitrate, packet size and
 * jitter; §5 packet size options; §9 latency and audio bandwidth shown).
 */
export function NetworkQualitySection({ ports, onPatch, busy }: SectionProps) {
  if (!ports.every((p) => qualityOf(p) !== undefined)) return null;
  const type = mergeValues(ports.map((p) => qualityOf(p)?.type));
  const jitter = mergeValues(ports.map((p) => qualityOf(p)?.jitter));
  const bitrate = mergeValues(ports.map((p) => qualityOf(p)?.bitrate));
  const custom = type.kind === 'same' && type.value === CUSTOM_NETWORK_QUALITY;
  const label = type.kind === 'same' ? NETWORK_QUALITY_TYPES[type.value]?.label : MULTIPLE_VALUES;
  return (
    <PortSection title="Network quality" testId="section-network-quality">
      <Stack gap="xs">
        <Group align="flex-end">
          <MergedSelect
            label="Quality"
            testId="network-quality-type"
            options={NETWORK_QUALITY_TYPES.map((t) => ({ value: t.type, label: t.label }))}
            values={ports.map((p) => qualityOf(p)?.type)}
            onChange={(value) => onPatch({ networkQuality: { type: value } })}
            disabled={busy}
          />
          <Stack gap={2} w={160}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Progress
              value={
                type.kind === 'same' ? ((type.value + 1) / NETWORK_QUALITY_TYPES.length) * 100 : 0
              }
              aria-label="Network quality gauge"
              data-testid="network-quality-gauge"
            />
          </Stack>
        </Group>
        {custom && (
          <Group>
            <MergedSelect
              label="Bitrate"
              testId="network-bitrate"
              options={BITRATE_OPTIONS.map((value) => ({ value, label: `${value} Kbps` }))}
              values={ports.map((p) => qualityOf(p)?.bitrate)}
              onChange={(value) => onPatch(withFittingSize(ports, { bitrate: value }))}
              disabled={busy}
            />
            <MergedSelect
              label="Packet size"
              testId="network-packet-size"
              options={allowedSizes(ports, {}).map((value) => ({ value, label: `${value} ms` }))}
              values={ports.map((p) => qualityOf(p)?.packetSize)}
              onChange={(value) =>
                onPatch({ networkQuality: { type: CUSTOM_NETWORK_QUALITY, packetSize: value } })
              }
              disabled={busy}
            />
            <MergedSelect
              label="Jitter buffer"
              testId="network-jitter"
              options={JITTER_BUFFERS.map((b) => ({ value: b.min, label: `${b.min}-${b.max} ms` }))}
              values={ports.map((p) => qualityOf(p)?.jitter)}
              onChange={(value) =>
                onPatch({ networkQuality: { type: CUSTOM_NETWORK_QUALITY, jitter: value } })
              }
              disabled={busy}
            />
          </Group>
        )}
        <Group>
          <MergedCheckbox
            label="Forward error correction (FEC)"
            testId="network-fec"
            values={ports.map((p) => p.port_settings.fec)}
            onChange={(fec) => onPatch(withFittingSize(ports, { fec }))}
            disabled={busy}
          />
          <MergedCheckbox
            label="Silence suppression"
            testId="network-silence-supp"
            values={ports.map((p) => p.port_settings.silenceSupp)}
            onChange={(silenceSupp) => onPatch(withFittingSize(ports, { silenceSupp }))}
            disabled={busy}
          />
        </Group>
        <Group gap="xl">
          <Text size="sm" data-testid="network-latency">
            Latency: {jitter.kind === 'same' ? latencyText(jitter.value) : MULTIPLE_VALUES}
          </Text>
          <Text size="sm" data-testid="network-bandwidth">
            Audio bandwidth:{' '}
            {bitrate.kind === 'same' ? `${audioBandwidthKHz(bitrate.value)} kHz` : MULTIPLE_VALUES}
          </Text>
        </Group>
      </Stack>
    </PortSection>
  );
}
