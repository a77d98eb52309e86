// Not dayjs: the list would share that CommonJS module with the view history's chunk, and the bundler
// would then move its module runtime into a chunk of its own that every route (login included) loads.
const DAY = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** An ISO instant as the list shows the invitation day, DD/MM/YYYY in local time; nothing when unknown. */
export function formatInvitedDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}
