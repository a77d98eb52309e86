import { searchText } from '#shared/search-text.ts';

/** Sorts by accent- and case-insensitive name, then id (`<searchText(name)>#<id>`, the order of the Directory lists). */
export function byName<T extends { id: string; name: string }>(items: T[]): T[] {
  const keyed = items.map((item) => ({ item, key: `${searchText(item.name)}#${item.id}` }));
  return keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(({ item }) => item);
}
