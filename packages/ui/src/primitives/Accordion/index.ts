export type {
  AccordionContentProps,
  AccordionEntry,
  AccordionItemProps,
  AccordionProps,
  AccordionRootProps,
  AccordionTriggerProps,
} from './Accordion';
export { Accordion } from './Accordion';
