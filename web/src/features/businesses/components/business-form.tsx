import { chakra, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { href } from '#web/lib/client-routes.ts';
import type { BusinessFields, ThemeOption } from '#shared/platform-api-types.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { useApiForm } from '#web/components/form/use-api-form.ts';
import { useBusinessSave } from '../hooks/use-business-save.ts';
import { formValuesOf, type BusinessFormValues } from '../utils/business-values.ts';
import { CompanySection } from './company-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { ContractSection } from './contract-section.tsx';

interface BusinessFormProps {
  themes: readonly ThemeOption[];
  /** Edit mode: the business as stored. Without it the form registers a new business. */
  saved?: BusinessFields;
}

/**
 * The spec's business form, in create mode (`/businesses/new`) or edit mode (the panel's "Dados
 * cadastrais", where the main contact's fields are disabled). Errors of the API show under each field.
 */
export function BusinessForm({ themes, saved }: BusinessFormProps) {
  const form = useApiForm<BusinessFormValues>(() => formValuesOf(saved));
  const { submit, progress } = useBusinessSave(saved?.id, form);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.submitting) void submit();
  }

  return (
    <chakra.form
      onSubmit={handleSubmit}
      noValidate
      aria-label={saved ? BUSINESS_MESSAGES.formHeadingEdit : BUSINESS_MESSAGES.formHeadingNew}
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="8">
        <CompanySection form={form} />
        <ContactSection form={form} locked={Boolean(saved)} />
        <ContractSection form={form} themes={themes} currentLogo={saved ? saved.logo_pic : undefined} progress={progress} />
        <FormActions
          back={{ label: BUSINESS_MESSAGES.back, href: href('business-list') }}
          submit={{ label: saved ? BUSINESS_MESSAGES.submitEdit : BUSINESS_MESSAGES.submitNew, busy: form.submitting }}
        />
      </Stack>
    </chakra.form>
  );
}
