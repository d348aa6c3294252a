import 'i18next';
import type en from './locales/en';
import type { DeferredMessages } from './messageAreas';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & DeferredMessages };
    returnNull: false;
  }
}
