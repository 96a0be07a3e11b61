import { roleMay, type Permission } from '@org/contracts';
import type { Viewer } from './clinicScope';

/** docs/product.md §6.2: system admins create, edit, publish and withdraw knowledge-center items. */
export const MANAGE_KNOWLEDGE: Permission = 'knowledge:manage';

/**
 * Who sees what is not published (draft modules and checks, withdrawn documents): those who manage
 * the knowledge center. For everyone else it does not exist (404, in no list or total).
 */
export const seesDrafts = (viewer: Viewer): boolean => roleMay(viewer.role, MANAGE_KNOWLEDGE);
