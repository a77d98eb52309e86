import { Card, Flex, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { Info, Pencil } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardCard as CardData } from '#shared/api-types.ts';
import { href } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { DashboardPreview } from './dashboard-preview.tsx';
import { FavouriteButton } from './favourite-button.tsx';

interface DashboardCardProps {
  dashboard: CardData;
  /** In the grid's first row: its preview is the page's largest paint, so it loads first. */
  firstRow?: boolean;
  canEdit: boolean;
  onToggleFavourite: () => void;
  onInfo: () => void;
}

/**
 * A card of the grid. The name is the one link to the dashboard; its ::after covers the card, so a
 * click anywhere opens it, while the star, info and edit controls sit above that layer.
 */
export function DashboardCard({ dashboard, firstRow = false, canEdit, onToggleFavourite, onInfo }: DashboardCardProps) {
  const { id, name, summary } = dashboard;
  return (
    <Card.Root position="relative" h="full" overflow="hidden" _hover={{ boxShadow: 'md' }} _focusWithin={{ boxShadow: 'md' }}>
      <DashboardPreview name={name} src={dashboard.preview_pic} priority={firstRow} />
      <Card.Body gap="2" p="4">
        <Link
          asChild
          fontWeight="semibold"
          fontSize="lg"
          color="fg"
          overflowWrap="anywhere"
          _after={{ content: '""', position: 'absolute', inset: '0' }}
        >
          <RouterLink to={href('dashboard-show', { id })}>{name}</RouterLink>
        </Link>
        <Text color="fg.muted" fontSize="sm" lineClamp={3} overflowWrap="anywhere">
          {summary || name}
        </Text>
      </Card.Body>
      <Card.Footer p="2" pt="0">
        <Flex w="full" justify="flex-end">
          <HStack gap="1" position="relative" zIndex="1">
            <FavouriteButton name={name} favourite={dashboard.bookmark_id !== null} onToggle={onToggleFavourite} />
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={MESSAGES.dashboards.infoOf(name)}
              title={MESSAGES.dashboards.info}
              onClick={onInfo}
            >
              <Info aria-hidden />
            </IconButton>
            {canEdit && (
              <IconButton asChild variant="ghost" size="sm">
                <RouterLink to={href('dashboard-edit', { id })} aria-label={MESSAGES.dashboards.editOf(name)} title={MESSAGES.dashboards.edit}>
                  <Pencil aria-hidden />
                </RouterLink>
              </IconButton>
            )}
          </HStack>
        </Flex>
      </Card.Footer>
    </Card.Root>
  );
}
