import { Flex, Input } from '@chakra-ui/react';
import { ACTIVITY_MESSAGES } from '#shared/activity-messages.ts';
import type { NamedItem } from '#shared/api-types.ts';
import { ACTIVITY_ENTITY_KINDS, type ActivityEntityKind } from '#shared/insights-api-types.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FilterSelect } from '#web/components/ui/filter-select.tsx';
import type { FilterDraft } from '#web/lib/use-url-filters.ts';
import { invalidPeriod, type ActivityFilters } from '../utils/activity-search-params.ts';

const M = ACTIVITY_MESSAGES.filters;
const KIND_OPTIONS: NamedItem[] = ACTIVITY_ENTITY_KINDS.map((kind) => ({ id: kind, name: ACTIVITY_MESSAGES.kinds[kind] }));

interface ActivityFilterBarProps {
  draft: FilterDraft<ActivityFilters>;
  onChange: (change: Partial<FilterDraft<ActivityFilters>>) => void;
  /** Whom the person filter offers (from the trail's answer). */
  people: readonly NamedItem[];
}

/** Person, kind of item and period (days, inclusive); each wraps to its own line on a phone. */
export function ActivityFilterBar({ draft, onChange, people }: ActivityFilterBarProps) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end">
      <Flex flex="1 1 14rem" maxW={{ md: '18rem' }} bg="bg" rounded="l2">
        <FilterSelect
          label={M.person}
          placeholder={M.anyPerson}
          options={people}
          value={draft.person}
          onChange={(person) => onChange({ person })}
        />
      </Flex>
      <Flex flex="1 1 14rem" maxW={{ md: '18rem' }} bg="bg" rounded="l2">
        <FilterSelect
          label={M.kind}
          placeholder={M.anyKind}
          options={KIND_OPTIONS}
          value={draft.kind}
          onChange={(kind) => onChange({ kind: kind as ActivityEntityKind | '' })}
        />
      </Flex>
      <Flex flex="1 1 10rem" maxW={{ md: '12rem' }}>
        <Field label={M.from} errorText={invalidPeriod(draft) ? ACTIVITY_MESSAGES.invalidPeriod : undefined}>
          <Input
            type="date"
            bg="bg"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </Field>
      </Flex>
      <Flex flex="1 1 10rem" maxW={{ md: '12rem' }}>
        <Field label={M.to}>
          <Input type="date" bg="bg" value={draft.to} min={draft.from || undefined} onChange={(event) => onChange({ to: event.target.value })} />
        </Field>
      </Flex>
    </Flex>
  );
}
