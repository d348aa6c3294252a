export { LobbyProvider } from './LobbyProvider';
export type { LobbyProviderProps } from './LobbyProvider';
