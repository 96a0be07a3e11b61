import { errorCodes, userMessages } from '@org/contracts';
import { MutationFailure } from '../../app/data/runMutation';
import { USERS_NAMESPACE } from './usersNamespace';

/**
 * The refusals of the staff users api that say why in their own words (docs/product.md §6: nobody
 * demotes or deactivates themselves, the last active system admin stays one; an invitation needs
 * an active person). Each message is its own translation key in this screen's text.
 */
const messageByCode: Record<string, string> = {
  [errorCodes.selfAccessChange]: userMessages.selfAccessChange,
  [errorCodes.lastAdmin]: userMessages.lastAdmin,
};
const ownMessages: ReadonlySet<string> = new Set([userMessages.invitationInactive]);

const propertyOf = (error: unknown, name: 'code' | 'message'): unknown =>
  error !== null && typeof error === 'object' && name in error
    ? (error as Record<typeof name, unknown>)[name]
    : undefined;

/**
 * Runs a change of a staff user; when the api refuses it for one of the reasons above, the
 * mutation says that reason, translated, instead of its generic failure. Other failures (field
 * errors included) go on to `useApiMutation` untouched.
 */
export async function sayingUserRefusals<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    const code = propertyOf(error, 'code');
    const message = propertyOf(error, 'message');
    const key =
      (typeof code === 'string' ? messageByCode[code] : undefined) ??
      (typeof message === 'string' && ownMessages.has(message) ? message : undefined);
    throw key ? new MutationFailure({ key, ns: USERS_NAMESPACE }) : error;
  }
}
