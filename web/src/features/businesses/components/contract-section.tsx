import { GridItem } from '@chakra-ui/react';
import { useCallback } from 'react';
import { formatReais, onlyDigits } from '#shared/brazilian-formats.ts';
import { UPLOADS } from '#shared/constants.ts';
import type { ThemeOption } from '#shared/platform-api-types.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { ImageFilePicker } from '#web/components/file-picker/image-file-picker.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import type { ApiForm } from '#web/components/form/use-api-form.ts';
import { LOGO_FIELD } from '../hooks/use-business-save.ts';
import type { BusinessFormValues } from '../utils/business-values.ts';
import { moneyFromTyped } from '../utils/money-input.ts';
import { FormSection } from './form-section.tsx';
import { ThemePicker } from './theme-picker.tsx';

const { fields } = BUSINESS_MESSAGES;
/** At most seven digits of seats: the API's limit is far below. */
const seatsOf = (raw: string) => onlyDigits(raw).slice(0, 7);

interface ContractSectionProps {
  form: ApiForm<BusinessFormValues>;
  themes: readonly ThemeOption[];
  /** Edit mode: the logo as stored (null when the business has none). */
  currentLogo?: string | null;
  /** The logo's upload progress while it goes up. */
  progress?: number;
}

/** "Contrato e aparência": the monthly price (read back in reais as typed), the user limit, the theme and the logo. */
export function ContractSection({ form, themes, currentLogo, progress }: ContractSectionProps) {
  const { bind, values, setField, errorOf, submitting } = form;
  const price = moneyFromTyped(values.pricing);
  // Stable, so the memoised picker skips the keys typed elsewhere in the form.
  const chooseTheme = useCallback((id: string) => setField('theme_id', id), [setField]);
  return (
    <FormSection title={BUSINESS_MESSAGES.sections.contract}>
      <TextField
        label={fields.pricing}
        required
        inputMode="decimal"
        autoComplete="off"
        placeholder={BUSINESS_MESSAGES.pricingPlaceholder}
        helperText={price ? BUSINESS_MESSAGES.pricingAs(formatReais(price)) : BUSINESS_MESSAGES.pricingHelp}
        {...bind('pricing')}
      />
      <TextField
        label={fields.user_count}
        required
        mask={seatsOf}
        autoComplete="off"
        helperText={BUSINESS_MESSAGES.userCountHelp}
        {...bind('user_count')}
      />
      <GridItem colSpan={{ md: 2 }}>
        <ThemePicker themes={themes} value={values.theme_id} onChange={chooseTheme} errorText={errorOf('theme_id')} />
      </GridItem>
      <GridItem colSpan={{ md: 2 }}>
        <ImageFilePicker
          label={fields.logo}
          name="logo"
          value={values.logo}
          onChange={(file) => setField('logo', file)}
          accept={UPLOADS.contentTypes.join(',')}
          maxBytes={UPLOADS.maxBytes.business_logo}
          currentUrl={currentLogo}
          helperText={currentLogo === null ? BUSINESS_MESSAGES.noLogo : undefined}
          progress={progress}
          errorText={errorOf(LOGO_FIELD)}
          disabled={submitting}
        />
      </GridItem>
    </FormSection>
  );
}
