import type { Role } from '@org/forms';

/** What a route says about itself in its `handle` (read with `useMatches`). */
export interface RouteHandle {
  /** Needs a signed-in user (the loader sends others to /login). */
  signedIn?: boolean;
  /** Only these roles see the screen; others get "no access" (the server enforces it too). */
  allowedRoles?: readonly Role[];
  /** spec §2: the route's navigation meta flag for the Users | Roles tab bar. */
  userTabs?: boolean;
}

/** The screens of staff administration, clinics and the knowledge center (spec §6). */
export const SYSTEM_ADMIN_ONLY: readonly Role[] = ['SYSTEM_ADMIN'];

export const asRouteHandle = (handle: unknown): RouteHandle =>
  handle && typeof handle === 'object' ? (handle as RouteHandle) : {};

/** Whether `role` may see a screen whose route matched with these handles (every one must allow). */
export function canOpenRoute(role: Role | undefined, handles: readonly unknown[]): boolean {
  return handles.every((handle) => {
    const { allowedRoles } = asRouteHandle(handle);
    return !allowedRoles || (role !== undefined && allowedRoles.includes(role));
  });
}

/** Whether any matched route asks for the Users | Roles tab bar. */
export const showsUserTabs = (handles: readonly unknown[]): boolean =>
  handles.some((handle) => asRouteHandle(handle).userTabs === true);

/** Whether any matched route needs a signed-in user. */
export const needsSignedInUser = (handles: readonly unknown[]): boolean =>
  handles.some((handle) => asRouteHandle(handle).signedIn === true);
