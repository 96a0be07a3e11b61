import { can, type Role } from '@org/contracts';
import { asRouteHandle } from './routeAccess';

// Apart from ./routeAccess, which the first paint of /login loads: the permission table comes
// with the signed-in layout, the only screen part that asks.

/** Whether `user` may see a screen whose route matched with these handles (every one must allow). */
export function canOpenRoute(
  user: { role: Role } | null | undefined,
  handles: readonly unknown[],
): boolean {
  return handles.every((handle) => {
    const { permission } = asRouteHandle(handle);
    return !permission || can(user, permission);
  });
}
