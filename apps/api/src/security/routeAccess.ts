import type { Permission } from '@org/contracts';

/**
 * How a route is reached: `public` (anyone, also before sign-in), `app-secret` (a sibling app's
 * server, checked by the route with the app secret), or a permission of the one table in
 * @org/contracts that the signed-in user's role must hold.
 */
export type RouteAccess = 'public' | 'app-secret' | Permission;
