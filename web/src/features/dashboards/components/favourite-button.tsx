import { IconButton } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { MESSAGES } from '#shared/messages.ts';

interface FavouriteButtonProps {
  name: string;
  favourite: boolean;
  onToggle: () => void;
}

/** The card's star: a toggle button whose state is announced by `aria-pressed`. */
export function FavouriteButton({ name, favourite, onToggle }: FavouriteButtonProps) {
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={MESSAGES.dashboards.favouriteToggle(name)}
      aria-pressed={favourite}
      title={favourite ? MESSAGES.dashboards.removeFavourite : MESSAGES.dashboards.addFavourite}
      color={favourite ? 'brand.secondary' : 'fg.muted'}
      onClick={onToggle}
    >
      <Star aria-hidden fill={favourite ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
