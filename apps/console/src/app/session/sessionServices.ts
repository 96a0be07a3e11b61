import type { ApiClientEvent, AuthSession, getCurrentUser, RequestAuth } from '@org/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { loadOnce } from '../loadOnce';
import { hasPersistedFirebaseUser } from './persistedAuthUser';

// Issue 7 "Size": this module is on the path of the first paint of /login, so it holds only what is
// light. axios (the api client) and the Firebase SDK load on first use, through the loaders below.

/** The one jotai store: the router's guards read it outside React. */
export const appStore = createStore();

type ApiEventListener = (event: ApiClientEvent) => void;
const apiEventListeners = new Set<ApiEventListener>();

/** Lets the app react to failed calls (spec §8) without the api client knowing routing or UI. */
export function onApiEvent(listener: ApiEventListener): () => void {
  apiEventListeners.add(listener);
  return () => apiEventListeners.delete(listener);
}

/** Called by the api client for every failure the app handles globally. */
export function emitApiEvent(event: ApiClientEvent): void {
  apiEventListeners.forEach((listener) => listener(event));
}

type ApiActivityListener = () => void;
const apiActivityListeners = new Set<ApiActivityListener>();

/**
 * Every successful api response: the server counts each signed-in request as activity (PRODUCT.md
 * sessions), so the idle warning restarts its count from here.
 */
export function onApiActivity(listener: ApiActivityListener): () => void {
  apiActivityListeners.add(listener);
  return () => apiActivityListeners.delete(listener);
}

/** Called by the api client after each successful response. */
export function reportApiActivity(): void {
  apiActivityListeners.forEach((listener) => listener());
}

/** The Firebase session; the SDK is fetched the first time anybody needs it, then kept. */
export const loadAuthSession = loadOnce(() =>
  import('./firebaseSession').then((module): AuthSession => module.authSession),
);

/** The Firebase session if the SDK is already loaded, else null (then nobody is signed in). */
export const loadedAuthSession = (): Promise<AuthSession> | null => loadAuthSession.started();

let persistedUserCheck: Promise<boolean> | null = null;
let firstReadinessAnswered = false;

/**
 * spec §4 auth readiness: true as soon as a user exists, false when none appears within the wait.
 * When no persisted Firebase user exists and the SDK is not loaded, nobody can be signed in: false
 * at once, without fetching the SDK. After the first answer the SDK's current user decides at once
 * (the SDK would otherwise wait its 2 seconds again after a sign-out).
 */
export async function waitForAuthReady(): Promise<boolean> {
  if (!loadAuthSession.started()) {
    persistedUserCheck ??= hasPersistedFirebaseUser();
    if (!(await persistedUserCheck)) return false;
  }
  const session = await loadAuthSession();
  if (firstReadinessAnswered) return session.auth.currentUser !== null;
  const ready = await session.waitForAuthReady();
  firstReadinessAnswered = true;
  return ready;
}

/** The auth the api client needs: readiness before each request, then the ID token if any. */
export const requestAuth: RequestAuth = {
  waitForAuthReady,
  async getIdToken() {
    const session = await loadAuthSession.started();
    return session ? session.getIdToken() : null;
  },
};

/** The axios instance type the endpoint functions take. */
export type ApiClient = Parameters<typeof getCurrentUser>[0];

let createdQueryClient: QueryClient | null = null;

/** Called once by ./queryClient, which loads with the first query (issue 7 "Size"). */
export function registerQueryClient(client: QueryClient): void {
  createdQueryClient = client;
}

/** The one QueryClient if any query ran yet, else null (then there is no cache to clear). */
export const loadedQueryClient = (): QueryClient | null => createdQueryClient;

/** The axios instance (spec §7), created on first use. */
export const loadApiClient = loadOnce(() =>
  import('./apiRuntime').then((module): ApiClient => module.createConsoleApiClient()),
);

type RequestMethod = 'request' | 'get' | 'delete' | 'head' | 'options' | 'post' | 'put' | 'patch';
const requestMethods: readonly RequestMethod[] = [
  'request',
  'get',
  'delete',
  'head',
  'options',
  'post',
  'put',
  'patch',
];

/**
 * The api client every endpoint function of @org/api-client takes: `sendOtp(apiClient, body)`.
 * It loads axios on the first request (issue 7 "Size"), so importing it costs nothing. Only the
 * request methods are here, which is all the endpoint functions use; for interceptors or defaults
 * use `loadApiClient()`.
 */
export const apiClient = Object.fromEntries(
  requestMethods.map((method) => [
    method,
    async (...args: unknown[]) => {
      const client = await loadApiClient();
      return (client[method] as (...callArgs: unknown[]) => Promise<unknown>)(...args);
    },
  ]),
) as unknown as ApiClient;
