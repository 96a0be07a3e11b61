/** docs/product.md §9: avatar sizes and shapes. */
export const avatarSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export const avatarShapes = ['round', 'square', 'portrait'] as const;

export type AvatarSize = (typeof avatarSizes)[number];
export type AvatarShape = (typeof avatarShapes)[number];

export const DEFAULT_AVATAR_SIZE: AvatarSize = 'md';
export const DEFAULT_AVATAR_SHAPE: AvatarShape = 'round';
