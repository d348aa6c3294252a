export type { LobbyProviderProps } from './LobbyProvider';
export { LobbyProvider } from './LobbyProvider';
