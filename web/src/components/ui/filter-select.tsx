import { NativeSelect } from '@chakra-ui/react';
import type { NamedItem } from '#shared/api-types.ts';

interface FilterSelectProps {
  /** Accessible name (the placeholder is an option, not a label). */
  label: string;
  /** The first option, meaning "no filter" (value ''). */
  placeholder: string;
  options: readonly NamedItem[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The spec's filter dropdown: a native select whose first option is the placeholder. */
export function FilterSelect({ label, placeholder, options, value, onChange, disabled }: FilterSelectProps) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
