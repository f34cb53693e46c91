import { memo } from 'react';
import {
  linkQualityBand,
  shouldShowFrameErrorRate,
} from '@crosspoint/protocol/rules/endpoint-status';
import type { LinkQualityBand } from '@crosspoint/protocol/rules/endpoint-status';
import classes from './link-quality.module.css';

const BAND_COLOURS: Record<LinkQualityBand, string> = {
  5: 'var(--mantine-color-green-7)',
  4: 'var(--mantine-color-lime-7)',
  3: 'var(--mantine-color-yellow-7)',
  2: 'var(--mantine-color-orange-7)',
  1: 'var(--mantine-color-red-7)',
  0: 'var(--mantine-color-red-9)',
};
const LEVELS = [1, 2, 3, 4, 5] as const;

/**
 * The link quality gauge (device spec §4 "Link quality types 0-5 give a gauge"): the
 * hardware's type lights that many bars, coloured by the percent's band (§9: 80, 60, 40, 20,
 * 10); the percent is written beside it, and the frame error rate when it is over 2 (§9).
 * Plain elements: it is the cell that changes most often under live load.
 */
export const LinkQuality = memo(function LinkQuality({
  percent,
  type,
  frameErrorRate,
}: {
  percent: number;
  type?: number | undefined;
  frameErrorRate?: number | undefined;
}) {
  const band = linkQualityBand(percent);
  const level = type ?? band;
  const colour = BAND_COLOURS[band];
  return (
    <span className={classes.gauge} data-band={band} data-level={level}>
      <span className={classes.bars} aria-hidden>
        {LEVELS.map((bar) => (
          <span
            key={bar}
            className={classes.bar}
            style={{ height: 4 + bar * 2, background: bar <= level ? colour : undefined }}
          />
        ))}
      </span>
      <span>{Math.round(percent)}%</span>
      {frameErrorRate !== undefined && shouldShowFrameErrorRate(frameErrorRate) && (
        <span className={classes.fer} data-testid="frame-error-rate">
          FER {frameErrorRate}
        </span>
      )}
    </span>
  );
});
