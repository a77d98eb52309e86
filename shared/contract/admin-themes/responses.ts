// The platform's themes (admin).
import * as z from 'zod/mini';
import { createdId, successResponse, themeColourFields } from '../common-responses.ts';

/** A theme as the list and the form show it: its six colours, and the businesses that wear it (by name). */
export const themeItem = z.strictObject({
  id: z.string(),
  name: z.string(),
  ...themeColourFields,
  business_names: z.array(z.string()),
});
export type ThemeItem = z.output<typeof themeItem>;

export const themeListResponse = z.strictObject({ themes: z.array(themeItem) });
export type ThemeListResponse = z.output<typeof themeListResponse>;

export const themeEditResponse = z.strictObject({ theme: themeItem });
export type ThemeEditResponse = z.output<typeof themeEditResponse>;

export const createThemeResponse = z.strictObject({ success: z.literal(true), theme: createdId });
export type CreateThemeResponse = z.output<typeof createThemeResponse>;

export const adminThemesResponses = {
  listThemes: themeListResponse,
  editTheme: themeEditResponse,
  createTheme: createThemeResponse,
  updateTheme: successResponse,
  deleteTheme: successResponse,
};
