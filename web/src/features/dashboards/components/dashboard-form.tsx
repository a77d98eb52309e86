import { chakra, Grid, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '#shared/messages.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { TextAreaField } from '#web/components/form/text-area-field.tsx';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useApiForm } from '#web/components/form/use-api-form.ts';
import { useConfirm } from '#web/components/modal/confirm-modal.tsx';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { PREVIEW_FIELD, useDashboardSave, type DashboardFormValues } from '../hooks/use-dashboard-save.ts';
import type { DashboardFormAdapter, DashboardFormData } from './dashboard-form-adapter.ts';
import { IframeUrlField } from './iframe-url-field.tsx';
import { PreviewField } from './preview-field.tsx';
import { ReportField, withReport } from './report-field.tsx';

/**
 * The spec's dashboard form, whole: create mode without `adapter.load`, edit mode with it. The screen
 * supplies the adapter (which API, which list to go back to) and the page's h1 above it (the route's
 * breadcrumb label, as every screen has); nothing here knows the routes.
 */
export function DashboardForm({ adapter }: { adapter: DashboardFormAdapter }) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const loadError = adapter.load?.error ?? adapter.reports?.error;
  useEffect(() => {
    // A 401 that survived the refresh is the session's end: the guard takes the user to the login page.
    if (!loadError || (isApiError(loadError) && loadError.status === 401)) return;
    snackbar.danger((isApiError(loadError) && loadError.message) || MESSAGES.dashboards.notFound);
    navigate(adapter.backHref, { replace: true });
  }, [loadError, adapter.backHref, navigate, snackbar]);

  if ((adapter.load && !adapter.load.dashboard) || (adapter.reports && !adapter.reports.options)) return <PageSpinner />;
  return <DashboardFormBody adapter={adapter} saved={adapter.load?.dashboard} />;
}

const initialValues = (saved?: DashboardFormData): DashboardFormValues => ({
  name: saved?.name ?? '',
  summary: saved?.summary ?? '',
  description: saved?.description ?? '',
  iframe_url: saved?.iframe_url ?? '',
  preview: null,
  report_id: saved?.report_id ?? '',
});

function DashboardFormBody({ adapter, saved }: { adapter: DashboardFormAdapter; saved?: DashboardFormData }) {
  const headingId = useId();
  const form = useApiForm<DashboardFormValues>(() => initialValues(saved));
  const { values, setField, setValues, errorOf, bind, submitting } = form;
  const reports = adapter.reports?.options;
  const { submit, progress } = useDashboardSave(adapter, form);
  const { remove, deleting } = useDeleteFlow(adapter, saved?.name ?? '');
  const busy = submitting || deleting;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void submit();
  }

  return (
    <chakra.form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={headingId}
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="6">
        <Heading as="h2" size="lg" id={headingId}>
          {MANAGEMENT_MESSAGES.dashboardForm.heading}
        </Heading>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap={{ base: '6', lg: '8' }}>
          <Stack gap="4">
            {reports && (
              <ReportField
                reports={reports}
                value={values.report_id}
                onChange={(reportId) => setValues((current) => withReport(current, reportId, reports))}
                errorText={errorOf('report_id')}
                disabled={busy}
              />
            )}
            <TextField label={MANAGEMENT_MESSAGES.dashboardForm.name} {...bind('name')} />
            <TextField label={MANAGEMENT_MESSAGES.dashboardForm.summary} {...bind('summary')} />
            <TextAreaField label={MANAGEMENT_MESSAGES.dashboardForm.description} height={300} {...bind('description')} />
          </Stack>
          <Stack gap="8">
            <Section title={MANAGEMENT_MESSAGES.dashboardForm.iframeHeading}>
              <IframeUrlField
                value={values.iframe_url}
                onChange={(url) => setField('iframe_url', url)}
                name={values.name}
                errorText={errorOf('iframe_url')}
                disabled={busy}
              />
            </Section>
            <Section title={MANAGEMENT_MESSAGES.dashboardForm.previewHeading}>
              <PreviewField
                currentUrl={saved?.preview_pic ?? null}
                file={values.preview}
                onFileChange={(file) => setField('preview', file)}
                progress={progress}
                errorText={errorOf(PREVIEW_FIELD)}
                disabled={busy}
              />
            </Section>
          </Stack>
        </Grid>
        <FormActions
          back={{ label: MANAGEMENT_MESSAGES.dashboardForm.back, href: adapter.backHref }}
          danger={adapter.remove ? { label: MANAGEMENT_MESSAGES.dashboardForm.delete, onClick: () => void remove(), busy: deleting } : undefined}
          submit={{ label: saved ? MANAGEMENT_MESSAGES.dashboardForm.update : MANAGEMENT_MESSAGES.dashboardForm.insert, busy: submitting }}
        />
      </Stack>
    </chakra.form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h3" size="md" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Deletion: the confirmation modal, then the call, the snackbar and the way back. */
function useDeleteFlow(adapter: DashboardFormAdapter, name: string) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    if (!adapter.remove) return;
    const confirmed = await confirm({
      title: MANAGEMENT_MESSAGES.dashboardForm.delete,
      message: MANAGEMENT_MESSAGES.dashboardForm.deleteQuestion(name),
      confirmLabel: MANAGEMENT_MESSAGES.dashboardForm.delete,
      danger: true,
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await adapter.remove();
      snackbar.success(MANAGEMENT_MESSAGES.dashboardForm.deleted);
      navigate(adapter.backHref);
    } catch (error) {
      console.error('Error in deleting a dashboard', error);
      snackbar.danger(MANAGEMENT_MESSAGES.dashboardForm.deleteFailed);
      setDeleting(false);
    }
  }

  return { remove, deleting };
}
