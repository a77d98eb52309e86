// The platform's themes (admin only): the list, one theme's form data, and the writes. Errors are
// keyed by field (`name`, and one per colour: `primary`…), not `theme.name`, and a colour's names it
// ("Cor primária: …"); a theme that a business wears cannot be deleted (409).
import * as z from 'zod/mini';
import { INPUT_LIMITS, type ThemeColour } from '../../constants.ts';
import { THEME_MESSAGES } from '../../platform-messages.ts';
import { idPath, plainText } from '../fields.ts';

/** A colour as the spec stores it: six hex digits without `#` (any case; stored lower-case). */
const colour = (name: ThemeColour) => {
  const error = THEME_MESSAGES.invalidColour(THEME_MESSAGES.colours[name]);
  return z.pipe(
    z.string({ error }).check(z.trim(), z.regex(/^#?[0-9a-fA-F]{6}$/, { error })),
    z.transform((value: string) => value.replace(/^#/, '').toLowerCase()),
  );
};

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
    primary: colour('primary'),
    primary2: colour('primary2'),
    secondary: colour('secondary'),
    secondary2: colour('secondary2'),
    background: colour('background'),
    support: colour('support'),
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
