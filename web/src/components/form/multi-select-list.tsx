import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { NamedItem } from '#shared/api-types.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { searchText } from '#shared/search-text.ts';

export interface MultiSelectListProps {
  /** The header, e.g. "Associar usuários"; also names the group of checkboxes. */
  title: string;
  /** A line under the header saying what the choice does. */
  details?: ReactNode;
  items: readonly NamedItem[];
  selectedIds: readonly string[];
  onChange: (selectedIds: string[]) => void;
  defaultExpanded?: boolean;
  errorText?: ReactNode;
  disabled?: boolean;
}

/**
 * The spec's expandable multi-select list: a disclosure button (the header) with the selection
 * count, a name filter that ignores case and accents, and one checkbox per item. Built for thousands
 * of items (a role may hold every dashboard and user of a business): the items are drawn only while
 * the list is open, each row is a native checkbox that redraws only when its own state changes, and
 * "Marcar todos" / "Desmarcar todos" act on the items the filter shows.
 */
export function MultiSelectList(props: MultiSelectListProps) {
  const { title, details, items, selectedIds, onChange, defaultExpanded = false, errorText, disabled } = props;
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [filter, setFilter] = useState('');
  const panelId = useId();
  const detailsId = useId();
  const errorId = useId();
  const countId = useId();

  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const visible = useMemo(() => {
    const wanted = searchText(filter);
    return wanted ? items.filter((item) => searchText(item.name).includes(wanted)) : items;
  }, [items, filter]);

  // The latest selection and handler, so the rows' toggle stays one stable function (rows skip redrawing).
  const latest = useRef({ selectedIds, onChange });
  useLayoutEffect(() => {
    latest.current = { selectedIds, onChange };
  });
  const toggle = useCallback((id: string, checked: boolean) => {
    const { selectedIds: current, onChange: change } = latest.current;
    // Keeps the order the ids already had; a new id goes last.
    change(checked ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id));
  }, []);
  function markVisible(checked: boolean) {
    const shown = new Set(visible.map((item) => item.id));
    const kept = selectedIds.filter((id) => !shown.has(id));
    onChange(checked ? [...kept, ...visible.map((item) => item.id)] : kept);
  }

  // The header button is described by the count (and details, error), so it is heard with it.
  const describedBy = [countId, details ? detailsId : null, errorText ? errorId : null].filter(Boolean).join(' ');
  return (
    <Box borderWidth="1px" borderRadius="md" borderColor={errorText ? 'border.error' : 'border'} p="3">
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <Button
          variant="ghost"
          size="sm"
          px="1"
          fontWeight="semibold"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-describedby={describedBy}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
          {title}
        </Button>
        <Text id={countId} fontSize="sm" color="fg.muted">
          {MANAGEMENT_MESSAGES.forms.multiSelect.count(selectedIds.length)}
        </Text>
      </Flex>
      {details && (
        <Text id={detailsId} fontSize="sm" color="fg.muted" mt="1">
          {details}
        </Text>
      )}
      {errorText && (
        <Text id={errorId} fontSize="sm" color="fg.error" mt="1" aria-live="polite">
          {errorText}
        </Text>
      )}
      {/* `display` too: the stack's own display:flex would beat the `hidden` attribute's display:none. */}
      <Stack id={panelId} hidden={!expanded} display={expanded ? 'flex' : 'none'} gap="3" mt="3">
        <Input
          type="search"
          size="sm"
          aria-label={MANAGEMENT_MESSAGES.forms.multiSelect.filterOf(title)}
          placeholder={MANAGEMENT_MESSAGES.forms.multiSelect.filterPlaceholder}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        {expanded && visible.length > 1 && (
          <Flex gap="2" wrap="wrap">
            <Button size="xs" variant="outline" disabled={disabled} onClick={() => markVisible(true)}>
              {MANAGEMENT_MESSAGES.forms.multiSelect.markAll}
            </Button>
            <Button size="xs" variant="outline" disabled={disabled} onClick={() => markVisible(false)}>
              {MANAGEMENT_MESSAGES.forms.multiSelect.unmarkAll}
            </Button>
          </Flex>
        )}
        <Stack role="group" aria-label={title} gap="2" maxH="64" overflowY="auto" p="1" css={OPTION_ROWS_CSS}>
          {expanded &&
            visible.map((item) => (
              <OptionRow key={item.id} id={item.id} name={item.name} checked={selected.has(item.id)} disabled={disabled} onToggle={toggle} />
            ))}
          {visible.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              {MANAGEMENT_MESSAGES.forms.multiSelect.empty}
            </Text>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

interface OptionRowProps {
  id: string;
  name: string;
  checked: boolean;
  disabled?: boolean;
  onToggle: (id: string, checked: boolean) => void;
}

/**
 * One item: a plain label and native checkbox (no per-row styles: the group styles them all once), so a
 * list of thousands draws fast; redrawn only when its own props change.
 */
const OptionRow = memo(function OptionRow({ id, name, checked, disabled, onToggle }: OptionRowProps) {
  return (
    <label>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onToggle(id, event.target.checked)}
      />
      {name}
    </label>
  );
});

/** The rows' styles, given once by their group. */
const OPTION_ROWS_CSS = {
  // A long name without spaces breaks rather than running out of the scrolling list's width.
  '& > label': { display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer', overflowWrap: 'anywhere' },
  '& > label:has(input:disabled)': { cursor: 'not-allowed', color: 'fg.muted' },
  '& input': { width: '4', height: '4', flexShrink: 0, accentColor: 'brand.solid' },
  '& input:focus-visible': { outline: '2px solid', outlineColor: 'brand.fg', outlineOffset: '2px' },
} as const;
