/**
 * The dashboard and health API mocked for the screen stories (msw): November 2026's figures
 * (stories/support/analytics.ts), any other month without activity, or a failing call — and the
 * months asked for, so a story can check the month filter reached the server.
 */
import { http, HttpResponse } from 'msw';
import type { DashboardHome, Health } from '@wasl/api/types';
import { dashboardHome, emptyHome, health, idleHealth, monthInsights } from '../support/analytics';

const M = '/merchant/v1.0';

const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const fail = (status: number, message: string) => HttpResponse.json({ success: false, message }, { status });

interface AnalyticsMockOptions {
  /** November 2026's figures (other months have none). */
  home?: DashboardHome;
  health?: Health;
  /** Both calls answer 500 (the error state). */
  fail?: boolean;
}

export function analyticsHandlers({ home = dashboardHome, health: healthData = health, fail: failing = false }: AnalyticsMockOptions = {}) {
  const months: string[] = [];
  const handlers = [
    // The month's insights (plan feature ai_analytics): November's findings, none for other months.
    http.get(`*${M}/section/home/insights`, ({ request }) => {
      const month = new URL(request.url).searchParams.get('month') ?? '';
      if (failing) return fail(500, 'errors:server');
      return ok({ year: 2026, month: Number(month.slice(5)) || 11, insights: month === '2026-11' ? monthInsights : [] });
    }),
    http.get(`*${M}/section/home`, ({ request }) => {
      const month = new URL(request.url).searchParams.get('month') ?? '';
      months.push(month);
      if (failing) return fail(500, 'errors:server');
      return ok(month === '2026-11' ? home : emptyHome);
    }),
    http.get(`*${M}/health`, ({ request }) => {
      const month = new URL(request.url).searchParams.get('month') ?? '';
      months.push(month);
      if (failing) return fail(500, 'errors:server');
      return ok(month === '2026-11' ? healthData : idleHealth);
    }),
  ];
  return Object.assign(handlers, { months });
}
