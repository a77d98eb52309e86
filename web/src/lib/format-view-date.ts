import dayjs from 'dayjs';
import { UI } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';

/** An ISO instant as the spec shows it (`DD/MM/YYYY HH:mm:ss`, local time); no end yet reads as open. */
export function formatViewDate(iso: string | null | undefined): string {
  if (!iso) return MESSAGES.views.open;
  const date = dayjs(iso);
  return date.isValid() ? date.format(UI.viewDateFormat) : '';
}
