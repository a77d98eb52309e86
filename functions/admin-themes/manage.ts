// The platform admin's themes: GET /admin/themes, GET /admin/themes/{id}/edit, POST /admin/themes,
// PATCH /admin/themes/{id} and DELETE /admin/themes/{id}. A theme lists the businesses that wear it
// (its `businesses` map, kept by the writes of a business's theme); a worn theme cannot be deleted,
// which the delete's own condition holds (no prior read can be overtaken by a business putting it on).
// DynamoDB calls besides the caller's profile Query (budgets checked by tests/integration/admin-themes.test.ts):
//   list   → one Query of GSI1 `THEMES` (one per page of 1 MB)                        → 1 (+1)
//   edit   → theme GetItem                                                              → 1 (+1)
//   create → one TransactWriteItems: theme Put conditioned on attribute_not_exists + its
//            activity entry (the platform's trail)                                       → 1 (+1)
//   update → theme GetItem (consistent: the trail's "from"), then one TransactWriteItems:
//            UpdateItem (name, colours, list key) conditioned on attribute_exists + entry → 2 (+1)
//   delete → theme GetItem (its name for the trail), then one TransactWriteItems: Delete
//            conditioned on existing and worn by nobody + entry                          → 2 (+1)
//            (a failed condition: theme GetItem to tell 404 from 409                     → 3 (+1))
import { randomUUID } from 'node:crypto';
import type { ThemeColours, ThemeItem } from '#shared/api-types.ts';
import { THEME_COLOURS } from '#shared/constants.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { searchText } from '#shared/search-text.ts';
import {
  createTheme as putNewTheme,
  deleteUnusedTheme,
  getTheme,
  listThemes as listThemeRecords,
  updateTheme as updateThemeItem,
} from '#functions/data/themes.ts';
import type { ThemeRecord } from '#functions/data/records.ts';
import type { ActivityFields } from '#functions/domain/activity-changes.ts';
import type { Caller } from '#functions/domain/caller.ts';
import { platformEntry } from '#functions/domain/platform-entry.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import { HttpError, notFound } from '#functions/lib/http-error.ts';

const themeNotFound = () => notFound(THEME_MESSAGES.notFound);

/** A theme as the list and the form show it; the names of the businesses wearing it in name order. */
function toThemeItem(theme: ThemeRecord): ThemeItem {
  const names = Object.values(theme.businesses ?? {});
  const keyed = names.map((name) => ({ name, key: `${searchText(name)}#${name}` }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { id: theme.id, name: theme.name, ...theme.colours, business_names: keyed.map(({ name }) => name) };
}

/** The six colours of a validated body (already lower-case, without `#`). */
function coloursOf(body: ThemeColours): ThemeColours {
  return Object.fromEntries(THEME_COLOURS.map((colour) => [colour, body[colour]])) as ThemeColours;
}

type ThemeFields = Pick<ThemeRecord, 'id' | 'name' | 'colours'>;

/** What the trail records of a theme: its name, and its colours as one text (`primary #0f766e, …`). */
const themeFields = (theme: ThemeFields): ActivityFields => ({
  name: theme.name,
  colours: THEME_COLOURS.map((colour) => `${colour} #${theme.colours[colour]}`).join(', '),
});

/** The platform trail's entry of a theme write (before null: a create; after null: a delete). */
const themeEntry = (caller: Caller, action: 'created' | 'updated' | 'deleted', before: ThemeFields | null, after: ThemeFields | null) =>
  platformEntry(caller, { kind: 'theme', fieldsOf: themeFields }, action, before, after);

/** Every theme in name order (the index's order). */
export const listThemes: RouteImplementation<'listThemes'> = async ({ table }) => {
  const themes = await listThemeRecords(table);
  return { body: { themes: themes.map(toThemeItem) } };
};

/** One theme's form data. */
export const editTheme: RouteImplementation<'editTheme'> = async ({ input, table }) => {
  const theme = await getTheme(table, input.params.id);
  if (!theme) throw themeNotFound();
  return { body: { theme: toThemeItem(theme) } };
};

/** A new theme, worn by nobody yet. */
export const createTheme: RouteImplementation<'createTheme'> = async ({ caller, input, table }) => {
  const { theme } = input.body;
  const id = randomUUID();
  const created = { id, name: theme.name, colours: coloursOf(theme) };
  await putNewTheme(table, created, themeEntry(caller, 'created', null, created));
  return { statusCode: 201, body: { success: true, theme: { id } } };
};

/** New name and colours; the businesses wearing it show them at once (they read the theme by id). */
export const updateTheme: RouteImplementation<'updateTheme'> = async ({ caller, input, table }) => {
  const { theme } = input.body;
  const before = await getTheme(table, input.params.id, true);
  if (!before) throw themeNotFound();
  const changes = { name: theme.name, colours: coloursOf(theme) };
  const entry = themeEntry(caller, 'updated', before, { id: before.id, ...changes });
  if (!(await updateThemeItem(table, input.params.id, changes, entry))) throw themeNotFound();
  return { body: { success: true } };
};

/** Deletes a theme no business wears: 409 while one does, 404 when it does not exist. */
export const deleteTheme: RouteImplementation<'deleteTheme'> = async ({ caller, input, table }) => {
  const theme = await getTheme(table, input.params.id, true);
  if (!theme) throw themeNotFound();
  if (await deleteUnusedTheme(table, input.params.id, themeEntry(caller, 'deleted', theme, null))) return { body: { success: true } };
  if (!(await getTheme(table, input.params.id))) throw themeNotFound();
  throw new HttpError(409, THEME_MESSAGES.inUse);
};
