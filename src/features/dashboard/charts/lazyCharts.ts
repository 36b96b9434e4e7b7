import { lazy } from 'react';

/** The charts and recharts come in one chunk of their own, after the dashboard's first paint. */
const load = () => import('./DashboardCharts');

export const RepricingChart = lazy(() => load().then((module) => ({ default: module.RepricingChart })));
export const SalesChart = lazy(() => load().then((module) => ({ default: module.SalesChart })));
export const ChannelDonut = lazy(() => load().then((module) => ({ default: module.ChannelDonut })));
