/**
 * The avatar limit, enforced by the api and shown by the console from this one number. 2 MiB,
 * written "2 MB" as operating systems and most consoles write it (docs/decisions.md).
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The image types an avatar may be; the api recognises them by their bytes, never by the name. */
export const avatarMediaTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type AvatarMediaType = (typeof avatarMediaTypes)[number];

/** Whole mebibytes, for messages such as "up to 2 MB". */
export const megabytes = (bytes: number): number => Math.round((bytes / (1024 * 1024)) * 10) / 10;
