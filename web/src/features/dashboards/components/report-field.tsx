import { BUSINESS_DASHBOARD_MESSAGES } from '#shared/platform-messages.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import type { DashboardFormValues } from '../hooks/use-dashboard-save.ts';
import type { ReportOption } from './dashboard-form-adapter.ts';

interface ReportFieldProps {
  reports: readonly ReportOption[];
  /** The chosen report's id; '' = none. */
  value: string;
  onChange: (reportId: string) => void;
  errorText?: string;
  disabled?: boolean;
}

/** The platform admin's optional "Report" select: the catalogue's reports, or none. */
export function ReportField({ reports, value, onChange, errorText, disabled }: ReportFieldProps) {
  return (
    <SelectField
      label={BUSINESS_DASHBOARD_MESSAGES.report}
      name="report_id"
      value={value}
      onChange={onChange}
      options={reports}
      placeholder={BUSINESS_DASHBOARD_MESSAGES.reportPlaceholder}
      helperText={BUSINESS_DASHBOARD_MESSAGES.reportHelp}
      errorText={errorText}
      disabled={disabled}
    />
  );
}

/** Choosing a report: its id, and its name, summary and description in the fields still empty (what was typed stays). */
export function withReport(values: DashboardFormValues, reportId: string, reports: readonly ReportOption[]): DashboardFormValues {
  const report = reports.find((option) => option.id === reportId);
  if (!report) return { ...values, report_id: reportId };
  const fill = (current: string, text: string) => (current.trim() ? current : text);
  return {
    ...values,
    report_id: reportId,
    name: fill(values.name, report.name),
    summary: fill(values.summary, report.summary),
    description: fill(values.description, report.description),
  };
}
