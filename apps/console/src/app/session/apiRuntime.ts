import { createApiClient } from '@org/api-client';
import { countsAsSessionActivity } from './sessionActivity';
import { emitApiEvent, reportApiActivity, requestAuth, type ApiClient } from './sessionServices';

type ResponseTransform = (data: unknown, headers: unknown, status?: number) => unknown;

/**
 * The axios instance of spec §7, loaded on first use (issue 7 "Size"). Failures go to the app's
 * event listeners (spec §8); each successful answer of a signed-in route is reported as activity
 * for the idle warning (the client's response interceptor passes on only the body, so the answer
 * is seen here, where its status is still known).
 */
export function createConsoleApiClient(): ApiClient {
  const client = createApiClient({ auth: requestAuth, onEvent: emitApiEvent });
  client.interceptors.request.use((config) => {
    if (!countsAsSessionActivity(config.method, config.url)) return config;
    const reportSuccess: ResponseTransform = (data, _headers, status) => {
      if (status !== undefined && status >= 200 && status < 300) reportApiActivity();
      return data;
    };
    const transforms = [config.transformResponse ?? []].flat() as ResponseTransform[];
    config.transformResponse = [...transforms, reportSuccess];
    return config;
  });
  return client;
}
