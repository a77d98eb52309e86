import { chakra, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { href } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { ReportEditResponse } from '#shared/platform-api-types.ts';
import { REPORT_MESSAGES } from '#shared/platform-messages.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { TextAreaField } from '#web/components/form/text-area-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useApiForm } from '#web/components/form/use-api-form.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { richTextToPlain } from '#web/lib/rich-text.ts';
import { useDeleteReportFlow } from '../hooks/use-delete-report.ts';
import { useReportSave, type ReportFormValues } from '../hooks/use-report-save.ts';

/** The spec's text area height of a report's description. */
const DESCRIPTION_HEIGHT = 500;

// The description is stored as sanitised HTML and edited as its text (use-report-save.ts writes it back).
const initialValues = (saved?: ReportEditResponse): ReportFormValues => ({
  name: saved?.report.name ?? '',
  summary: saved?.report.summary ?? '',
  description: richTextToPlain(saved?.report.description ?? ''),
});

/**
 * The spec's report form: Nome, Resumo and Descrição; create without `saved`, edit with it. A report
 * that dashboards name says so above the buttons, and its Deletar report explains instead of asking.
 */
export function ReportForm({ saved }: { saved?: ReportEditResponse }) {
  const form = useApiForm<ReportFormValues>(() => initialValues(saved));
  const { bind, submitting } = form;
  const save = useReportSave(saved?.report, form);
  const { remove, deleting } = useDeleteReportFlow(saved);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!submitting && !deleting) void save();
  }

  return (
    <chakra.form
      onSubmit={handleSubmit}
      noValidate
      aria-label={MESSAGES.breadcrumb[saved ? 'report-form' : 'report-new']}
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="6">
        <TextField label={REPORT_MESSAGES.name} required {...bind('name')} />
        <TextField label={REPORT_MESSAGES.summary} {...bind('summary')} />
        <TextAreaField label={REPORT_MESSAGES.description} height={DESCRIPTION_HEIGHT} {...bind('description')} />
        {saved && !saved.can_delete && <FormAlert kind="info" message={REPORT_MESSAGES.inUse} />}
        <FormActions
          back={{ label: REPORT_MESSAGES.back, href: href('report-list') }}
          danger={saved ? { label: REPORT_MESSAGES.delete, onClick: () => void remove(), busy: deleting } : undefined}
          submit={{ label: saved ? REPORT_MESSAGES.submitEdit : REPORT_MESSAGES.submitNew, busy: submitting }}
        />
      </Stack>
    </chakra.form>
  );
}
