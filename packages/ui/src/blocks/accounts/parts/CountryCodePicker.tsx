import { useTranslation } from '@lobby/i18n';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Image } from '../../../primitives/Image/Image';
import { useClock } from '../../../scheduling/clock';
import type { CountryOption } from '../types';
import * as styles from './parts.css';

/** The country list closes 200 ms after the picker loses focus. */
export const COUNTRY_CLOSE_DELAY_MS = 200;
const TYPEAHEAD_RESET_MS = 600;

export interface CountryCodePickerProps {
  countries: readonly CountryOption[];
  /** The chosen country's ISO code. */
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

function Flag({ country }: { country: CountryOption | undefined }) {
  return (
    <span className={styles.flag}>
      <Image
        src={country?.flagUrl ?? null}
        path={country?.flagPath ?? null}
        alt=""
        width={20}
        height={15}
        radius="sm"
        lazy={false}
      />
    </span>
  );
}

/**
 * The dialing-code picker in front of a mobile number: a
 * select-only combobox. Focus stays on the button while the list is open;
 * arrows, Home, End and typing (a country name or code) move through it, Enter
 * or Space choose, Escape closes without closing the surrounding modal, and
 * the list closes 200 ms after focus leaves so a pointer press on an option
 * still counts.
 */
export function CountryCodePicker({ countries, value, onChange, disabled = false }: CountryCodePickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const selectedIndex = Math.max(
    0,
    countries.findIndex((country) => country.code === value),
  );
  const [active, setActive] = useState(selectedIndex);
  const clock = useClock();
  // Cancels the close that waits after the trigger lost focus.
  const cancelClose = useRef<(() => void) | undefined>(undefined);
  const typeahead = useRef({ text: '', at: 0 });
  const listRef = useRef<HTMLDivElement>(null);
  const selected = countries[selectedIndex];

  const optionId = (index: number) => `${listId}-option-${index}`;

  const show = (index = selectedIndex) => {
    setActive(index);
    setOpen(true);
  };
  const choose = (index: number) => {
    const country = countries[index];
    if (country) onChange(country.code);
    setOpen(false);
  };

  useEffect(() => () => cancelClose.current?.(), []);

  // The active option stays in view as it moves.
  useEffect(() => {
    if (!open) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  // Escape closes the list only: this runs before a surrounding dialog hears the key.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  const matchTypeahead = (key: string) => {
    const now = clock.now();
    const text = now - typeahead.current.at > TYPEAHEAD_RESET_MS ? key : typeahead.current.text + key;
    typeahead.current = { text, at: now };
    const wanted = text.toLowerCase();
    const index = countries.findIndex((country) =>
      /\d/.test(wanted)
        ? country.dialingCode.startsWith(wanted.replace(/^\+/, ''))
        : (country.name ?? country.code).toLowerCase().startsWith(wanted) || country.code.toLowerCase() === wanted,
    );
    if (index >= 0) show(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = countries.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) show();
        else setActive((index) => Math.min(last, index + 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) show();
        else setActive((index) => Math.max(0, index - 1));
        return;
      case 'Home':
        event.preventDefault();
        show(0);
        return;
      case 'End':
        event.preventDefault();
        show(last);
        return;
      case 'PageDown':
        if (!open) return;
        event.preventDefault();
        setActive((index) => Math.min(last, index + 10));
        return;
      case 'PageUp':
        if (!open) return;
        event.preventDefault();
        setActive((index) => Math.max(0, index - 10));
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (open) choose(active);
        else show();
        return;
      case 'Tab':
        if (open) choose(active);
        return;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && event.key !== ' ') {
          matchTypeahead(event.key);
        }
    }
  };

  const code = selected ? `+${selected.dialingCode}` : '';

  return (
    <span className={styles.picker}>
      <button
        type="button"
        role="combobox"
        className={styles.pickerTrigger}
        aria-label={t('accounts.country.choose', { code })}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onFocus={() => cancelClose.current?.()}
        onBlur={() => {
          cancelClose.current?.();
          cancelClose.current = clock.after(COUNTRY_CLOSE_DELAY_MS, () => setOpen(false));
        }}
      >
        <Flag country={selected} />
        <span>{code}</span>
        <ChevronDown aria-hidden size={16} className={styles.chevron} />
      </button>
      <span className={styles.pickerDivider} aria-hidden />
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t('accounts.country.list')}
        className={styles.listbox}
        hidden={!open}
        // A press in the list (options, scroll bar) keeps focus on the button, so the list stays open.
        onMouseDown={(event) => {
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        {countries.map((country, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen from the keyboard on the combobox button (aria-activedescendant).
          <div
            key={country.code}
            id={optionId(index)}
            role="option"
            // Options are reached through the button's aria-activedescendant, never by Tab.
            tabIndex={-1}
            aria-selected={index === selectedIndex}
            data-active={open && index === active}
            className={styles.option}
            onClick={() => choose(index)}
            onMouseEnter={() => setActive(index)}
          >
            <Flag country={country} />
            <span className={styles.optionName}>{country.name ?? country.code}</span>
            <span className={styles.optionCode}>+{country.dialingCode}</span>
          </div>
        ))}
      </div>
    </span>
  );
}
