// Shapes several routes answer with (pagination, `{ id, name }`, a write's `{ success: true }`, a
// theme's colours) and the value formats of every answer. Response schemas describe what the
// handlers send; no Lambda imports them (the local stack and the OpenAPI document read them).
import * as z from 'zod/mini';
import type { ThemeColour } from '../constants.ts';

/** An instant as the API writes it: ISO 8601 in UTC (`2026-11-22T14:03:00.000Z`). */
export const instant = z.iso.datetime();

/** A calendar day `YYYY-MM-DD` (the insights' and the trail's days, in São Paulo). */
export const calendarDay = z.iso.date();

/** A count, a limit or whole seconds. */
export const count = z.int().check(z.nonnegative());

export const email = z.email();

/** A stored file's public address (`/uploads/…`, or the CDN's), or null when there is none. */
export const fileUrl = z.nullable(z.string());

/** The spec's seven pagination fields (shared/pagination.ts builds them). */
export const pagination = z.strictObject({
  total_pages: count,
  current_page: count,
  first_page: count,
  last_page: count,
  prev_page: z.nullable(count),
  next_page: z.nullable(count),
  total_count: count,
});
export type Pagination = z.output<typeof pagination>;

export const namedItem = z.strictObject({ id: z.string(), name: z.string() });
export type NamedItem = z.output<typeof namedItem>;

/** The answer of a write that has nothing else to say. */
export const successResponse = z.strictObject({ success: z.literal(true) });
export type SuccessResponse = z.output<typeof successResponse>;

/** `{ id }` of what a create made: `{ success: true, <entity>: { id } }` (201). */
export const createdId = z.strictObject({ id: z.string() });

/** A colour as stored: six lower-case hex digits without `#` (the SPA prepends it). */
const hexColour = z.string().check(z.regex(/^[0-9a-f]{6}$/));

/** A theme's six colours, as fields to spread into the shapes that carry them. */
export const themeColourFields = {
  primary: hexColour,
  primary2: hexColour,
  secondary: hexColour,
  secondary2: hexColour,
  background: hexColour,
  support: hexColour,
} satisfies Record<ThemeColour, z.ZodMiniType>;

export const themeColours = z.strictObject(themeColourFields);
export type ThemeColours = z.output<typeof themeColours>;
