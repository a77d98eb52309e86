import { Flex, Input } from '@chakra-ui/react';
import { ACTIVITY_MESSAGES } from '#shared/activity-messages.ts';
import type { NamedItem } from '#shared/api-types.ts';
import { ACTIVITY_ENTITY_KINDS, type ActivityEntityKind } from '#shared/insights-api-types.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FilterSelect } from '#web/components/ui/filter-select.tsx';
import type { FilterDraft } from '#web/lib/use-url-filters.ts';
import { earlierDay, invalidPeriod, laterDay, periodNotKept, type ActivityFilters, type KeptDays } from '../utils/activity-search-params.ts';

const M = ACTIVITY_MESSAGES.filters;
const KIND_OPTIONS: NamedItem[] = ACTIVITY_ENTITY_KINDS.map((kind) => ({ id: kind, name: ACTIVITY_MESSAGES.kinds[kind] }));

interface ActivityFilterBarProps {
  draft: FilterDraft<ActivityFilters>;
  onChange: (change: Partial<FilterDraft<ActivityFilters>>) => void;
  /** Whom the person filter offers (from the trail's answer). */
  people: readonly NamedItem[];
  /** The days the trail keeps (from its last answer): the date fields' bounds. */
  kept?: KeptDays;
}

/** The period's error: its ends in the wrong order, or none of its days kept. */
function periodError(draft: FilterDraft<ActivityFilters>, kept: KeptDays | undefined): string | undefined {
  if (invalidPeriod(draft)) return ACTIVITY_MESSAGES.invalidPeriod;
  if (kept && periodNotKept(draft, kept)) return ACTIVITY_MESSAGES.periodNotKept(kept.from, kept.to);
  return undefined;
}

/**
 * Person, kind of item and period (days, inclusive, within the days kept); each wraps to its own line
 * on a phone.
 */
export function ActivityFilterBar({ draft, onChange, people, kept }: ActivityFilterBarProps) {
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
        <Field label={M.from} errorText={periodError(draft, kept)}>
          <Input
            type="date"
            bg="bg"
            value={draft.from}
            min={kept?.from}
            max={earlierDay(draft.to, kept?.to)}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </Field>
      </Flex>
      <Flex flex="1 1 10rem" maxW={{ md: '12rem' }}>
        <Field label={M.to}>
          <Input
            type="date"
            bg="bg"
            value={draft.to}
            min={laterDay(draft.from, kept?.from)}
            max={kept?.to}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </Field>
      </Flex>
    </Flex>
  );
}
