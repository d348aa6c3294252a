export type { HomeCategory, HomeLobbyProps } from './HomeLobby';
export { HomeLobby } from './HomeLobby';
