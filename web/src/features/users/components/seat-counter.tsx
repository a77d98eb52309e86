import { Badge } from '@chakra-ui/react';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { seatTone, type SeatTone } from '../utils/user-limit.ts';

const PALETTE: Record<SeatTone, string> = { success: 'green', warning: 'orange', danger: 'red' };

/**
 * "{current} de {limit} usuários no projeto", coloured by how full the project is (spec §9). The
 * colour only repeats what the text says; the palette's `fg` shade keeps the contrast.
 */
export function SeatCounter({ current, limit }: { current: number; limit: number }) {
  const tone = seatTone(current, limit);
  const palette = PALETTE[tone];
  return (
    <Badge ms={{ md: 'auto' }} size="lg" variant="subtle" colorPalette={palette} color={`${palette}.fg`} data-tone={tone} whiteSpace="normal">
      {USER_MESSAGES.counter(current, limit)}
    </Badge>
  );
}
