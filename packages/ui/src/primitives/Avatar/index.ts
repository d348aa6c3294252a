export type { AvatarProps } from './Avatar';
export { Avatar, defaultAvatarSrc } from './Avatar';
