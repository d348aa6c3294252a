import { createContext, type ReactNode, useContext } from 'react';

/**
 * The currency players' money is in: its ISO 4217 code decides the decimals
 * and where the symbol goes; `symbol`, when given, is written in place of the
 * code's own symbol (a merchant whose players know "P" rather than "₱").
 */
export interface Currency {
  code: string;
  symbol?: string;
}

/** The platform's default: Philippine pesos, written with a plain "P". */
export const defaultCurrency: Currency = { code: 'PHP', symbol: 'P' };

const CurrencyContext = createContext<Currency>(defaultCurrency);

export interface CurrencyProviderProps {
  currency: Currency;
  children?: ReactNode;
}

/** The merchant's currency for every amount below it; without one, views write the platform's default. */
export function CurrencyProvider({ currency, children }: CurrencyProviderProps) {
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

/** The currency amounts are written in: the nearest `CurrencyProvider`'s, else the platform's default. */
export function useCurrency(): Currency {
  return useContext(CurrencyContext);
}
