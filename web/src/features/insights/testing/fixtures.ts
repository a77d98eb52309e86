// Answers of the fake API for the insights screens' tests.
import type { InsightsResponse } from '#shared/insights-api-types.ts';

/** Three days of a business with views: figures, rankings and an unopened dashboard. */
export const insightsAnswer = (overrides: Partial<InsightsResponse> = {}): InsightsResponse => ({
  business: { id: 'b1', name: 'Acme Ltda', seats_used: 4, user_limit: 10 },
  period: { days: 30, from: '2026-10-25', to: '2026-11-23' },
  totals: { views: 1234, seconds: 5400, active_users: 3, average_view_seconds: 65 },
  daily: [
    { date: '2026-11-21', views: 0, seconds: 0 },
    { date: '2026-11-22', views: 1000, seconds: 3600 },
    { date: '2026-11-23', views: 234, seconds: 1800 },
  ],
  top_dashboards: [{ id: 'd1', name: 'Vendas Mensais', views: 1000 }],
  unopened_dashboards: { count: 3, names: ['Estoque', 'Financeiro'] },
  most_active_users: [{ id: 'u1', name: 'Carlos Cliente', views: 1200 }],
  least_active_users: [{ id: 'u2', name: 'Bia Borges', views: 0 }],
  ...overrides,
});
