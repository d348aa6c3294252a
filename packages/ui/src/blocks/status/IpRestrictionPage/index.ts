export type { IpRestrictionPageProps } from './IpRestrictionPage';
export { IpRestrictionPage } from './IpRestrictionPage';
