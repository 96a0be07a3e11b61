/**
 * The api routes the server answers without looking at the session (access `public`): they do not
 * restart its idle count, so they must not restart the console's either. Every other route checks
 * the session and counts as activity (docs/product.md §11.3).
 */
const PUBLIC_API_ROUTES: readonly string[] = [
  'GET /api/v1/maintenance',
  'GET /api/v1/auth/csrf',
  'GET /api/v1/sso/check',
  'POST /api/v1/auth/send-otp',
  'POST /api/v1/auth/verify-otp',
  'POST /api/v1/auth/logout',
  'POST /api/v1/sso/exchange',
];

/** True when a successful answer to this request means the server saw session activity. */
export function countsAsSessionActivity(
  method: string | undefined,
  url: string | undefined,
): boolean {
  if (!url) return false;
  const path = new URL(url, 'http://console.invalid').pathname.replace(/\/+$/, '');
  return !PUBLIC_API_ROUTES.includes(`${(method ?? 'get').toUpperCase()} ${path}`);
}
