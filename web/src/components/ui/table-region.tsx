import { Table } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';

interface TableRegionProps {
  /** Names the region and the table (a caption read by screen readers). */
  label: string;
  busy?: boolean;
  /** Rows that open something (with `rowOpener`) light up under the pointer; read-only rows are striped. */
  interactive?: boolean;
  children: ReactNode;
}

/**
 * A table that scrolls inside its own labelled region on a narrow screen; the region takes the focus so
 * the keyboard scrolls it too. `children` are the table's header and body.
 */
export function TableRegion({ label, busy, interactive = false, children }: TableRegionProps) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      bg="bg"
      // The containing block of the table's visually hidden texts (caption, column names): positioned
      // against the page instead, they would widen it past a phone's screen.
      position="relative"
      role="region"
      aria-label={label}
      aria-busy={busy}
      tabIndex={0}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Table.Root size="sm" interactive={interactive} striped={!interactive}>
        <Table.Caption srOnly>{label}</Table.Caption>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * A row click handler that follows the row's own link target: the link itself already navigates (and
 * is what the keyboard and screen readers use), and a drag that selected text is not a click.
 */
export function rowOpener(open: () => void) {
  return (event: MouseEvent) => {
    if ((event.target as Element).closest('a, button') || window.getSelection()?.toString()) return;
    open();
  };
}
