// The product's one name order for lists of `{ id, name }` (roles, users, dashboards): the order of the
// Directory index's keys, so a list sorted here matches one read from the index.
import { searchText } from '#shared/search-text.ts';

/** Sorts by accent- and case-insensitive name, then id (`<searchText(name)>#<id>`, as the Directory index orders). */
export function byName<T extends { id: string; name: string }>(items: T[]): T[] {
  const keyed = items.map((item) => ({ item, key: `${searchText(item.name)}#${item.id}` }));
  return keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(({ item }) => item);
}
