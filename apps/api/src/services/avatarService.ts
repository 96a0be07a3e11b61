import { eq } from 'drizzle-orm';
import { AVATAR_MAX_BYTES } from '@org/contracts';
import { users } from '../db/schema';
import { imageKinds, kindOfContentType } from '../files/fileKinds';
import type { FileStore, OpenedFile, PutOptions } from '../files/fileStore';
import type { Clock } from './clock';
import type { UserRow } from './userService';

/** docs/product.md §3.1: avatars are public addresses with random names. */
export const AVATAR_URL_PREFIX = '/api/v1/avatars/';

const AVATAR_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|gif|webp)$/;

/** The stored file's id of an avatar address (or file name), or null. */
export const avatarFileId = (urlOrName: string | null): string | null => {
  if (!urlOrName) return null;
  const name = urlOrName.startsWith(AVATAR_URL_PREFIX)
    ? urlOrName.slice(AVATAR_URL_PREFIX.length)
    : urlOrName;
  return AVATAR_NAME.exec(name)?.[1] ?? null;
};

/**
 * Avatars on the file store (files/fileStore.ts): the image is stored first, then the user's row
 * and the files' rows change in one transaction (the new file attached, the old one detached), and
 * the old file's bytes go after the commit. Served publicly under their random name, images only.
 */
export function createAvatarService(deps: { files: FileStore; now: Clock }) {
  const { files, now } = deps;

  /**
   * Sets the avatar to `fileId` (or none) through the file store's `replace`, which detaches the
   * one the user had; answers the user. A new file is discarded if this fails.
   */
  const swap = (userId: string, fileId: string | null, url: string | null) =>
    files.replace(fileId, async (tx) => {
      // The row is locked, so two uploads at once each detach what the other attached.
      const [current] = await tx
        .select({ avatar: users.avatar })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      const [updated] = await tx
        .update(users)
        .set({ avatar: url, updatedAt: now() })
        .where(eq(users.id, userId))
        .returning();
      return { result: updated!, previous: avatarFileId(current?.avatar ?? null) };
    });

  return {
    /** The store's options for an avatar upload. */
    putOptions: (): PutOptions => ({
      purpose: 'avatar',
      accept: imageKinds,
      maxBytes: AVATAR_MAX_BYTES,
    }),

    /** Makes the stored image the user's avatar; discards it if that fails. */
    use(user: UserRow, stored: { id: string; contentType: string }): Promise<UserRow> {
      const extension = kindOfContentType(stored.contentType)!.extension;
      return swap(user.id, stored.id, `${AVATAR_URL_PREFIX}${stored.id}.${extension}`);
    },

    remove: (user: UserRow): Promise<UserRow> => swap(user.id, null, null),

    /** The avatar image of a file name from an avatar address, or null. */
    async open(fileName: string): Promise<OpenedFile | null> {
      const id = avatarFileId(fileName);
      if (!id) return null;
      const file = await files.open(id, 'avatar');
      if (!file) return null;
      // The name's extension is the image's own (a renamed address is not served).
      if (kindOfContentType(file.contentType)?.extension !== fileName.split('.').pop()) {
        file.stream.destroy();
        return null;
      }
      return file;
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
