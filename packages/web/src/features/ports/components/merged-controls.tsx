import { Checkbox, Select } from '@mantine/core';
import { mergeValues } from '@crosspoint/protocol/rules/merge-values';

/** Shown where the selected ports differ (ports spec §2 "multiple-values marker"). */
export const MULTIPLE_VALUES = 'Multiple values';

export interface MergedOption<T extends number | string> {
  value: T;
  label: string;
}

export interface MergedSelectProps<T extends number | string> {
  label: string;
  testId: string;
  options: ReadonlyArray<MergedOption<T>>;
  /** The field's value on each selected port. */
  values: ReadonlyArray<T | undefined>;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/**
 * A choice shared by the selected ports: their common value, or the multiple-values marker
 * when they differ; choosing applies the value to all of them.
 */
export function MergedSelect<T extends number | string>(props: MergedSelectProps<T>) {
  const { label, testId, options, values, onChange, disabled = false } = props;
  const merged = mergeValues(values);
  const multiple = merged.kind === 'multiple';
  return (
    <Select
      label={label}
      data={options.map((o) => ({ value: String(o.value), label: o.label }))}
      value={merged.kind === 'same' ? String(merged.value) : null}
      placeholder={multiple ? MULTIPLE_VALUES : undefined}
      description={multiple ? MULTIPLE_VALUES : undefined}
      allowDeselect={false}
      disabled={disabled}
      data-testid={testId}
      data-multiple={multiple || undefined}
      comboboxProps={{ withinPortal: true }}
      onChange={(raw) => {
        const option = options.find((o) => String(o.value) === raw);
        if (option !== undefined) onChange(option.value);
      }}
      maw={260}
    />
  );
}

export interface MergedCheckboxProps {
  label: string;
  testId: string;
  values: ReadonlyArray<boolean | undefined>;
  onChange: (value: boolean) => void;
  disabled?: boolean;
}

/** An on/off setting of the selected ports; indeterminate when they differ. */
export function MergedCheckbox({
  label,
  testId,
  values,
  onChange,
  disabled = false,
}: MergedCheckboxProps) {
  const merged = mergeValues(values);
  const multiple = merged.kind === 'multiple';
  return (
    <Checkbox
      label={multiple ? `${label} (${MULTIPLE_VALUES})` : label}
      checked={merged.kind === 'same' && merged.value}
      indeterminate={multiple}
      disabled={disabled}
      data-testid={testId}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
