import { SegmentedControl, Stack, Text } from '@mantine/core';
import { CallError } from '../../../components/call-error';

/**
 * One setting chosen among a few values, applied as soon as it is chosen (device spec §2
 * Station: each a single-field call), with the spec's failure title.
 */
export function ChoiceSetting<T extends string>({
  label,
  value,
  options,
  onChange,
  pending,
  error,
  failureTitle,
  testId,
}: {
  label: string;
  value: T | undefined;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  pending: boolean;
  error: Error | null;
  failureTitle: string;
  testId: string;
}) {
  return (
    <Stack gap={4} maw={520} data-testid={testId}>
      <Text size="sm" fw={500} id={`${testId}-label`}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={`${testId}-label`}
        value={value ?? ''}
        data={options.map((o) => ({ value: o.value, label: o.label }))}
        onChange={(next) => {
          const chosen = options.find((o) => o.value === next);
          if (chosen && chosen.value !== value) onChange(chosen.value);
        }}
        disabled={pending}
      />
      <CallError title={failureTitle} error={error} testId={`${testId}-error`} />
    </Stack>
  );
}
