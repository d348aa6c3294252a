export type { FooterHelpItem, FooterLink, FooterLogo, FooterProps, FooterStep } from './Footer';
export {
  defaultFooterAboutLinks,
  defaultFooterNavigation,
  defaultFooterSlotProviders,
  Footer,
} from './Footer';
