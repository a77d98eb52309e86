import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { NamedItem } from '#shared/api-types.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { searchText } from '#shared/search-text.ts';
import { Checkbox } from '../ui/checkbox.tsx';

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
 * count, a name filter that ignores case and accents, and one checkbox per item.
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

  function toggle(id: string, checked: boolean) {
    // Keeps the order the ids already had; a new id goes last.
    onChange(checked ? [...selectedIds.filter((other) => other !== id), id] : selectedIds.filter((other) => other !== id));
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
        <Stack role="group" aria-label={title} gap="2" maxH="64" overflowY="auto" p="1">
          {visible.map((item) => (
            <Checkbox key={item.id} checked={selected.has(item.id)} onCheckedChange={(checked) => toggle(item.id, checked)} disabled={disabled}>
              {item.name}
            </Checkbox>
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
