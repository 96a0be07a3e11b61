import type { AxiosInstance } from 'axios';
import type { Overview, OverviewParams } from '@org/contracts';

/** Home's Overview: every figure for one date range, interval and filters. */
export const getOverview = (client: AxiosInstance, params: OverviewParams) =>
  client.get<Overview, Overview>('/api/v1/overview', { params });
