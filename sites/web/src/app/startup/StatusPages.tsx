// The full-page states of start-up, in their own chunk: most visits never need them.
export { ErrorView, IpRestrictionPage, MaintenancePage } from '@lobby/ui';
