import type { Permission } from '@org/contracts';

/** What a route says about itself in its `handle` (read with `useMatches`). */
export interface RouteHandle {
  /** Needs a signed-in user (the loader sends others to /login). */
  signedIn?: boolean;
  /** Only users with this permission see the screen; others get "no access" (the server refuses too). */
  permission?: Permission;
  /** docs/product.md §2: the route's navigation meta flag for the Users | Roles tab bar. */
  userTabs?: boolean;
  /** docs/product.md §2.7: Home's Patients | Programs tab bar (shown to those who manage programs). */
  homeTabs?: boolean;
}

export const asRouteHandle = (handle: unknown): RouteHandle =>
  handle && typeof handle === 'object' ? (handle as RouteHandle) : {};

/** Whether any matched route asks for the Users | Roles tab bar. */
export const showsUserTabs = (handles: readonly unknown[]): boolean =>
  handles.some((handle) => asRouteHandle(handle).userTabs === true);

/** Whether any matched route needs a signed-in user. */
export const needsSignedInUser = (handles: readonly unknown[]): boolean =>
  handles.some((handle) => asRouteHandle(handle).signedIn === true);
