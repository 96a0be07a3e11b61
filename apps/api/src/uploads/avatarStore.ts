import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** docs/product.md §3 avatar upload: images only, size-limited, stored on disk by default. */
export const AVATAR_URL_PREFIX = '/api/v1/avatars/';

const imageKinds = [
  {
    extension: 'png',
    contentType: 'image/png',
    matches: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    extension: 'jpg',
    contentType: 'image/jpeg',
    matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    extension: 'gif',
    contentType: 'image/gif',
    matches: (b: Buffer) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    extension: 'webp',
    contentType: 'image/webp',
    matches: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

/** The image kind the bytes really are (the declared type and the file name are not trusted). */
export const sniffImage = (bytes: Buffer) => imageKinds.find((kind) => kind.matches(bytes));

const FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

export function createAvatarStore(uploadDir: string) {
  const folder = path.join(uploadDir, 'avatars');
  const fileOf = (url: string | null) =>
    url?.startsWith(AVATAR_URL_PREFIX) && FILE_NAME.test(url.slice(AVATAR_URL_PREFIX.length))
      ? path.join(folder, url.slice(AVATAR_URL_PREFIX.length))
      : null;

  return {
    /** Stores the image and answers its address, or null when the bytes are not an accepted image. */
    async save(bytes: Buffer): Promise<string | null> {
      const kind = sniffImage(bytes);
      if (!kind) return null;
      await mkdir(folder, { recursive: true });
      const fileName = `${randomUUID()}.${kind.extension}`;
      await writeFile(path.join(folder, fileName), bytes);
      return `${AVATAR_URL_PREFIX}${fileName}`;
    },

    async remove(url: string | null): Promise<void> {
      const file = fileOf(url);
      if (file) await rm(file, { force: true });
    },

    /** The stored image for a file name from an avatar address, or null. */
    async read(fileName: string): Promise<{ bytes: Buffer; contentType: string } | null> {
      if (!FILE_NAME.test(fileName)) return null;
      try {
        const bytes = await readFile(path.join(folder, fileName));
        const kind = sniffImage(bytes);
        return kind ? { bytes, contentType: kind.contentType } : null;
      } catch {
        return null;
      }
    },
  };
}

export type AvatarStore = ReturnType<typeof createAvatarStore>;
