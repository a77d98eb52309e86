import { GridItem } from '@chakra-ui/react';
import { maskCnpj } from '#shared/brazilian-formats.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { TextAreaField } from '#web/components/form/text-area-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import type { ApiForm } from '#web/components/form/use-api-form.ts';
import type { BusinessFormValues } from '../utils/business-values.ts';
import { portalAddress } from '../utils/portal-address.ts';
import { FormSection } from './form-section.tsx';

const { fields } = BUSINESS_MESSAGES;

/** "Empresa": name, CNPJ (laid out by the library as typed), subdomain (with the portal address it gives) and the service. */
export function CompanySection({ form }: { form: ApiForm<BusinessFormValues> }) {
  const { bind, values } = form;
  return (
    <FormSection title={BUSINESS_MESSAGES.sections.company}>
      <TextField label={fields.name} required autoComplete="off" {...bind('name')} />
      <TextField label={fields.cnpj} required mask={maskCnpj} autoComplete="off" {...bind('cnpj')} />
      <GridItem colSpan={{ md: 2 }}>
        <TextField
          label={fields.subdomain}
          required
          autoComplete="off"
          helperText={BUSINESS_MESSAGES.subdomainHelp(portalAddress(values.subdomain))}
          {...bind('subdomain')}
        />
      </GridItem>
      <GridItem colSpan={{ md: 2 }}>
        <TextAreaField label={fields.service_description} height={120} {...bind('service_description')} />
      </GridItem>
    </FormSection>
  );
}
