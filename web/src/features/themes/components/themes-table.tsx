import { Box, HStack, Link, Table } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ThemeItem } from '#shared/api-types.ts';
import { href } from '#web/lib/client-routes.ts';
import { THEME_COLOURS } from '#shared/constants.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { rowOpener, TableRegion } from '#web/components/ui/table-region.tsx';

const { columns } = THEME_MESSAGES;

/**
 * The themes, one row each: name and its six colour squares (each named by its colour and hex). The
 * name is the row's link (keyboard and screen readers); a click anywhere else on the row follows it too.
 */
export function ThemesTable({ themes }: { themes: readonly ThemeItem[] }) {
  const navigate = useNavigate();

  return (
    <TableRegion interactive label={THEME_MESSAGES.tableLabel}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{columns.name}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.colours}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {themes.map((theme) => (
          <Table.Row key={theme.id} cursor="pointer" onClick={rowOpener(() => navigate(href('themes-form', { id: theme.id })))}>
            <Table.Cell>
              <Link asChild fontWeight="semibold" color="fg" wordBreak="break-word">
                <RouterLink to={href('themes-form', { id: theme.id })}>{theme.name}</RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell>
              <HStack gap="2" wrap="nowrap">
                {THEME_COLOURS.map((colour) => (
                  <Box
                    key={colour}
                    role="img"
                    aria-label={THEME_MESSAGES.swatchName(THEME_MESSAGES.colours[colour], theme[colour])}
                    title={THEME_MESSAGES.swatchName(THEME_MESSAGES.colours[colour], theme[colour])}
                    boxSize="6"
                    flexShrink="0"
                    rounded="sm"
                    borderWidth="1px"
                    borderColor="border.emphasized"
                    style={{ background: `#${theme[colour]}` }}
                  />
                ))}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </TableRegion>
  );
}
