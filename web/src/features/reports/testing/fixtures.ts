// Answers of the fake API for the report screens' tests.
import type { ReportEditResponse, ReportListItem } from '#shared/platform-api-types.ts';

export const reportRow = (id: string, overrides: Partial<ReportListItem> = {}): ReportListItem => ({
  id,
  name: `Report ${id}`,
  dashboard_count: 0,
  ...overrides,
});

export const reportEdit = (id: string, overrides: Partial<ReportEditResponse['report']> = {}, canDelete = true): ReportEditResponse => ({
  report: { id, name: `Report ${id}`, summary: `Resumo de ${id}`, description: `<p>Descrição de ${id}</p>`, ...overrides },
  can_delete: canDelete,
});

/** A report two dashboards name: it cannot be deleted. */
export const SALES = reportEdit('r1', { name: 'Painel de Vendas', summary: 'Vendas por período' }, false);
/** A report no dashboard names. */
export const FREE = reportEdit('r2', { name: 'Painel Livre', summary: '' });
