export { Avatar, type AvatarProps } from './Avatar';
export { avatarShapes, avatarSizes, type AvatarShape, type AvatarSize } from './avatarOptions';
export { getInitials } from './getInitials';
