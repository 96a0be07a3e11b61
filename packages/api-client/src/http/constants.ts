/** docs/product.md §7 and §9: how every request to the api is sent. */
export const HTTP_TIMEOUT_MS = 10_000;
export const API_ACCEPT_HEADER = 'application/vnd.clinic.v1+json, application/json;q=0.9';
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
