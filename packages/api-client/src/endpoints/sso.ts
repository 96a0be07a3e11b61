import type { AxiosInstance } from 'axios';
import type {
  SsoApp,
  SsoCodeResponse,
  SsoExchangeRequest,
  SsoExchangeResponse,
  SsoTargetRequest,
} from '@org/contracts';

/**
 * Whether `appName` is a registered app and `redirect` lies inside its origins; rejects with
 * code `SSO_APP_UNKNOWN` or `SSO_REDIRECT_NOT_ALLOWED` otherwise.
 */
export const checkSsoTarget = (client: AxiosInstance, params: SsoTargetRequest) =>
  client.get<SsoApp, SsoApp>('/api/v1/sso/check', { params });

/** A single-use code (60 seconds) for the signed-in user, and the address to hand it to. */
export const createSsoCode = (client: AxiosInstance, body: SsoTargetRequest) =>
  client.post<SsoCodeResponse, SsoCodeResponse>('/api/v1/sso/codes', body);

/** Server to server only: the sibling app trades the code and its secret for the user. */
export const exchangeSsoCode = (client: AxiosInstance, body: SsoExchangeRequest) =>
  client.post<SsoExchangeResponse, SsoExchangeResponse>('/api/v1/sso/exchange', body);
