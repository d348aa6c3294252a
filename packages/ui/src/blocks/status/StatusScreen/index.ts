export type { StatusScreenProps, StatusScreenTone } from './StatusScreen';
export { StatusScreen } from './StatusScreen';
