// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INSIGHTS_MESSAGES as M } from '#shared/insights-messages.ts';
import { callsOf, fail, fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders, signInForTest } from '#web/testing/test-wrapper.tsx';
import { insightsAnswer } from '../testing/fixtures.ts';
import { BusinessInsightsTab } from './business-insights-tab.tsx';

describe("the business panel's insights tab", { timeout: 20_000 }, () => {
  it("shows the business's figures from the admin's route and keeps the panel's tab beside the period", async () => {
    signInForTest();
    const fetchSpy = fakeApi({ adminBusinessInsights: ({ params }) => (params.business_id === 'b1' ? insightsAnswer() : fail(404)) });
    const { location } = renderWithProviders(<BusinessInsightsTab businessId="b1" />, { url: '/businesses/b1/panel?tab=insights' });
    expect(await screen.findByRole('heading', { level: 2, name: M.heading })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: M.topDashboards })).toBeInTheDocument();
    expect(callsOf(fetchSpy)).toEqual(['GET /api/v1/admin/businesses/b1/insights?days=30']);

    await userEvent.click(screen.getByRole('radio', { name: M.period(7) }));
    await waitFor(() => expect(location()).toBe('/businesses/b1/panel?tab=insights&days=7'));
    await waitFor(() => expect(callsOf(fetchSpy)).toContain('GET /api/v1/admin/businesses/b1/insights?days=7'));
  });
});
