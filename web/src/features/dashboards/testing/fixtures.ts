// Answers of the dashboards API for this feature's tests.
import type { DashboardCard, DashboardListResponse, DashboardShowResponse } from '#shared/api-types.ts';
import { buildPagination } from '#shared/pagination.ts';

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
