import { maskPhone } from '#shared/brazilian-formats.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import type { ApiForm } from '#web/components/form/use-api-form.ts';
import type { BusinessFormValues } from '../utils/business-values.ts';
import { FormSection } from './form-section.tsx';

const { fields } = BUSINESS_MESSAGES;

/**
 * "Contato principal": e-mail, first and last name, phone (landline or mobile layout, by the digits
 * typed). On creation the contact is invited as the business's administrator; afterwards (`locked`)
 * the fields only show who it is.
 */
export function ContactSection({ form, locked }: { form: ApiForm<BusinessFormValues>; locked: boolean }) {
  const { bind } = form;
  const common = { required: !locked, disabled: locked, autoComplete: 'off' };
  return (
    <FormSection
      title={BUSINESS_MESSAGES.sections.contact}
      note={locked ? BUSINESS_MESSAGES.contactLockedHelp : BUSINESS_MESSAGES.invitationNote}
    >
      <TextField label={fields.main_contact_email} type="email" {...common} {...bind('main_contact_email')} />
      <TextField label={fields.main_contact_phone_number} type="tel" mask={maskPhone} {...common} {...bind('main_contact_phone_number')} />
      <TextField label={fields.main_contact_first_name} {...common} {...bind('main_contact_first_name')} />
      <TextField label={fields.main_contact_last_name} {...common} {...bind('main_contact_last_name')} />
    </FormSection>
  );
}
