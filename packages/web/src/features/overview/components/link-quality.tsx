import { Text } from '@mantine/core';
import {
  linkQualityBand,
  shouldShowFrameErrorRate,
} from '@crosspoint/protocol/rules/endpoint-status';
import type { LinkQualityBand } from '@crosspoint/protocol/rules/endpoint-status';

const BAND_COLOURS: Record<LinkQualityBand, string> = {
  5: 'green.8',
  4: 'lime.8',
  3: 'yellow.8',
  2: 'orange.8',
  1: 'red.8',
  0: 'red.9',
};

/** Link quality in percent coloured by its band (device spec §9), with a high frame error rate. */
export function LinkQuality({
  percent,
  frameErrorRate,
}: {
  percent: number;
  frameErrorRate?: number;
}) {
  const band = linkQualityBand(percent);
  return (
    <Text size="sm" c={BAND_COLOURS[band]} data-band={band}>
      {Math.round(percent)}%
      {frameErrorRate !== undefined && shouldShowFrameErrorRate(frameErrorRate) && (
        <Text span size="xs" c="red.8" ml={6}>
          FER {frameErrorRate}
        </Text>
      )}
    </Text>
  );
}
