import { Box, chakra, Fieldset, Grid, Heading, Stack } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import type { ThemeColours, ThemeItem } from '#shared/api-types.ts';
import { href } from '#web/lib/client-routes.ts';
import { THEME_COLOURS, type ThemeColour } from '#shared/constants.ts';
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import { MESSAGES } from '#shared/messages.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useApiForm } from '#web/components/form/use-api-form.ts';
import type { FieldMessages } from '#web/lib/api-error.ts';
import { useDeleteThemeFlow } from '../hooks/use-delete-theme.tsx';
import { useThemeSave, type ThemeFormValues } from '../hooks/use-theme-save.ts';
import { hexOf, validColours } from '../utils/theme-colours.ts';
import { ColourField } from './colour-field.tsx';
import { ThemePreview } from './theme-preview.tsx';

const initialValues = (saved?: ThemeItem): ThemeFormValues => {
  const colours = saved ?? DEFAULT_THEME;
  // A new theme starts from the platform's own colours.
  return { name: saved?.name ?? '', ...validColours(colours, DEFAULT_THEME) };
};

/** The first message for a field or anything nested in it, whether the server keyed it `primary` or `theme.primary`. */
const errorUnder = (errors: FieldMessages, field: string) =>
  Object.entries(errors).find(([path]) => path === field || path === `theme.${field}`)?.[1][0];

/**
 * The spec's theme form: the name, six colours with their swatches and a live preview; create without
 * `saved`, edit with it. From 1024 px the preview stands beside the fields and stays in view while they
 * scroll; on a narrower screen it comes right under the name, before the colours.
 */
export function ThemeForm({ saved }: { saved?: ThemeItem }) {
  const previewHeadingId = useId();
  const form = useApiForm<ThemeFormValues>(() => initialValues(saved));
  const { values, setField, fieldErrors, submitting } = form;
  const save = useThemeSave(saved?.id, form);
  const { remove, deleting } = useDeleteThemeFlow(saved);
  const busy = submitting || deleting;
  // What the swatches and the preview draw: the last valid value of each colour.
  const [drawn, setDrawn] = useState<ThemeColours>(() => validColours(initialValues(saved), DEFAULT_THEME));
  const { colourError, leave } = useColourErrors(values, fieldErrors);

  function setColour(name: ThemeColour, value: string) {
    setField(name, value);
    const hex = hexOf(value);
    if (hex) setDrawn((current) => ({ ...current, [name]: hex }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void save();
  }

  const invalidColours = THEME_COLOURS.filter((name) => colourError(name));
  // The spec's one message for the group, kept for what it says: a colour left empty.
  const emptyColour = invalidColours.some((name) => !values[name].trim());

  return (
    <chakra.form
      onSubmit={handleSubmit}
      noValidate
      aria-label={MESSAGES.breadcrumb['themes-form']}
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="6">
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }}
          templateAreas={{ base: '"name" "preview" "colours"', lg: '"name preview" "colours preview"' }}
          columnGap="8"
          rowGap="6"
        >
          <Box gridArea="name">
            <TextField
              label={THEME_MESSAGES.name}
              required
              name="name"
              value={values.name}
              onChange={(value) => setField('name', value)}
              errorText={errorUnder(fieldErrors, 'name')}
            />
          </Box>
          <Stack
            as="section"
            aria-labelledby={previewHeadingId}
            gridArea="preview"
            gap="3"
            alignSelf="start"
            position={{ lg: 'sticky' }}
            top={{ lg: '4' }}
          >
            <Heading as="h2" size="md" id={previewHeadingId}>
              {THEME_MESSAGES.preview}
            </Heading>
            <ThemePreview colours={drawn} />
          </Stack>
          <Fieldset.Root gridArea="colours" invalid={invalidColours.length > 0}>
            <Fieldset.Legend fontWeight="semibold">{THEME_MESSAGES.columns.colours}</Fieldset.Legend>
            <Fieldset.Content>
              {/* One colour a row beside the preview at 1024 px, where half the form is too narrow for two. */}
              <Grid
                templateColumns={{
                  base: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  lg: 'minmax(0, 1fr)',
                  xl: 'repeat(2, minmax(0, 1fr))',
                }}
                gap="4"
              >
                {THEME_COLOURS.map((name) => (
                  <ColourField
                    key={name}
                    label={THEME_MESSAGES.colours[name]}
                    value={values[name]}
                    drawn={drawn[name]}
                    onChange={(value) => setColour(name, value)}
                    onLeave={() => leave(name)}
                    errorText={colourError(name)}
                  />
                ))}
              </Grid>
            </Fieldset.Content>
            {emptyColour && <Fieldset.ErrorText>{THEME_MESSAGES.fillAllColours}</Fieldset.ErrorText>}
          </Fieldset.Root>
        </Grid>
        <FormActions
          back={{ label: THEME_MESSAGES.back, href: href('themes-list') }}
          danger={saved ? { label: THEME_MESSAGES.delete, onClick: () => void remove(), busy: deleting } : undefined}
          submit={{ label: saved ? THEME_MESSAGES.submitEdit : THEME_MESSAGES.submitNew, busy: submitting }}
        />
      </Stack>
    </chakra.form>
  );
}

/**
 * Each colour's message, which names it: the server's (its 422), or the same check made here once the
 * user leaves the field, before any save. Either goes as soon as the colour typed is valid.
 */
function useColourErrors(values: ThemeFormValues, fieldErrors: FieldMessages) {
  const [left, setLeft] = useState<ReadonlySet<ThemeColour>>(() => new Set());
  const colourError = (name: ThemeColour) =>
    hexOf(values[name])
      ? undefined
      : (errorUnder(fieldErrors, name) ?? (left.has(name) ? THEME_MESSAGES.invalidColour(THEME_MESSAGES.colours[name]) : undefined));
  const leave = (name: ThemeColour) => setLeft((current) => (current.has(name) ? current : new Set(current).add(name)));
  return { colourError, leave };
}
