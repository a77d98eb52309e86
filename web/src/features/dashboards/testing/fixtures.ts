// Answers of the dashboards API for this feature's tests.
import type { DashboardCard, DashboardListResponse, DashboardShowResponse } from '#shared/api-types.ts';
import { buildPagination } from '#shared/pagination.ts';
import type { BusinessDashboardListItem, ReportOption } from '#shared/platform-api-types.ts';

export const card = (id: string, overrides: Partial<DashboardCard> = {}): DashboardCard => ({
  id,
  name: `Dashboard ${id}`,
  summary: `Resumo de ${id}`,
  preview_pic: `/uploads/${id}.png`,
  bookmark_id: null,
  ...overrides,
});

export function listAnswer(dashboards: DashboardCard[], { page = 1, total = dashboards.length } = {}): DashboardListResponse {
  return {
    roles: [
      { id: 'role-comercial', name: 'Comercial' },
      { id: 'role-financeiro', name: 'Financeiro' },
    ],
    dashboards,
    pagination: buildPagination(page, 12, total),
  };
}

export function showAnswer(overrides: Partial<DashboardShowResponse['dashboard']> = {}, viewId = 'view-1'): DashboardShowResponse {
  return {
    dashboard: {
      ...card('d1', { name: 'Vendas Mensais' }),
      description: '<p>Evolução das <strong>vendas</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      iframe_url: 'https://bi.example.com/embed/vendas',
      ...overrides,
    },
    view: { id: viewId, started_at: '2024-01-02T03:04:05.000Z' },
  };
}

// ---- the platform admin's dashboards of one business ----
export const BUSINESS = { id: 'b1', name: 'Demo Ltda' };

export const reportOption = (id: string, overrides: Partial<ReportOption> = {}): ReportOption => ({
  id,
  name: `Report ${id}`,
  summary: `Resumo do report ${id}`,
  description: `<p>Descrição do report ${id}</p>`,
  ...overrides,
});

export const businessDashboard = (id: string, overrides: Partial<BusinessDashboardListItem> = {}): BusinessDashboardListItem => ({
  id,
  name: `Dashboard ${id}`,
  summary: `Resumo de ${id}`,
  preview_pic: `/uploads/${id}.png`,
  report_name: null,
  ...overrides,
});
