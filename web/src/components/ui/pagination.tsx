import { Button, HStack, IconButton } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Pagination as PaginationData } from '#shared/api-types.ts';
import { PAGINATION_SIDE_PAGES } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { visiblePages } from '#shared/pagination.ts';

interface PaginationProps {
  pagination: PaginationData;
  onPageChange: (page: number) => void;
}

/** The spec's pagination: up to 5 pages each side of the current one; nothing with one page or fewer. */
export function Pagination({ pagination, onPageChange }: PaginationProps) {
  const pages = visiblePages(pagination, PAGINATION_SIDE_PAGES);
  if (pages.length === 0) return null;
  const { current_page: current, prev_page: prev, next_page: next } = pagination;
  return (
    <HStack as="nav" aria-label={MESSAGES.pagination.label} gap="1" justify="center" wrap="wrap">
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={MESSAGES.pagination.previous}
        disabled={prev === null}
        onClick={() => prev !== null && onPageChange(prev)}
      >
        <ChevronLeft aria-hidden />
      </IconButton>
      {pages.map((page) => (
        <Button
          key={page}
          size="sm"
          variant={page === current ? 'solid' : 'ghost'}
          colorPalette="brand"
          aria-label={MESSAGES.pagination.page(page)}
          aria-current={page === current ? 'page' : undefined}
          onClick={() => page !== current && onPageChange(page)}
        >
          {page}
        </Button>
      ))}
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={MESSAGES.pagination.next}
        disabled={next === null}
        onClick={() => next !== null && onPageChange(next)}
      >
        <ChevronRight aria-hidden />
      </IconButton>
    </HStack>
  );
}
