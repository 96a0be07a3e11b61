import type { Permission } from '@org/contracts';

/**
 * docs/product.md §2.7: who manages programs (Home's Programs tab). The api names the permission
 * that manages the clinic network, which only system admins hold; no permission of its own, so
 * the Roles tab stays as it is. Written once: the route, the tab bar and the screen read it.
 */
export const MANAGE_PROGRAMS: Permission = 'clinics:manage';
