// The platform's themes (admin only): the list, one theme's form data, and the writes. Errors are
// keyed by field (`name`, and one per colour: `primary`…), not `theme.name`; a theme that a business
// wears cannot be deleted (409).
import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../constants.ts';
import { THEME_MESSAGES } from '../../platform-messages.ts';
import { idPath, plainText } from '../fields.ts';

/** A colour as the spec stores it: six hex digits without `#` (any case; stored lower-case). */
const colour = z.pipe(
  z.string({ error: THEME_MESSAGES.invalidColour }).check(z.trim(), z.regex(/^#?[0-9a-fA-F]{6}$/, { error: THEME_MESSAGES.invalidColour })),
  z.transform((value: string) => value.replace(/^#/, '').toLowerCase()),
);

/** `{ theme: { name, primary, primary2, secondary, secondary2, background, support } }`. */
const themeBody = z.object({
  theme: z.object({
    name: z
      .string({ error: THEME_MESSAGES.nameRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: THEME_MESSAGES.nameRequired }),
        z.maxLength(INPUT_LIMITS.themeName, { error: THEME_MESSAGES.nameTooLong(INPUT_LIMITS.themeName) }),
        plainText,
      ),
    primary: colour,
    primary2: colour,
    secondary: colour,
    secondary2: colour,
    background: colour,
    support: colour,
  }),
});

const notFound = THEME_MESSAGES.notFound;

export const adminThemesContracts = {
  listThemes: {},
  editTheme: { params: idPath, notFound },
  createTheme: { body: themeBody, fieldErrorsUnder: 'theme' },
  updateTheme: { params: idPath, notFound, body: themeBody, fieldErrorsUnder: 'theme' },
  deleteTheme: { params: idPath, notFound },
};
