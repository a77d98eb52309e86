const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
/** Case and accents aside first; names that differ only by them keep one fixed order. */
const byName = (a: string, b: string): number => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The dashboards the chosen roles allow, by name: each name once, sorted as a reader expects
 * (ignoring case and accents, so "Área" comes before "Base").
 */
export function allowedDashboards(roles: readonly { id: string; dashboard_names: readonly string[] }[], chosenIds: readonly string[]): string[] {
  const chosen = new Set(chosenIds);
  const names = new Set(roles.filter((role) => chosen.has(role.id)).flatMap((role) => role.dashboard_names));
  return [...names].sort(byName);
}
