/** Lower-cases and strips accents so that "relatorio" finds "Relatório". */
export function searchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
