import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ContractActionResult } from '../contracts';
import { sampleContractLists, sampleDownlineAgents } from '../sampleContracts';
import { Contracts, type ContractsProps } from './Contracts';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

const props: ContractsProps = {
  title: 'Bonus',
  kind: 'dividend',
  enabled: true,
  hasPeriods: true,
  lists: { status: 'ready', ...sampleContractLists },
  downlines: { status: 'ready', agents: sampleDownlineAgents },
  onAnswer: vi.fn(async () => ({ ok: true }) as const),
  onPropose: vi.fn(async () => ({ ok: true }) as const),
};

describe('Contracts', () => {
  it('answers one request at a time', async () => {
    let finish: (result: ContractActionResult) => void = () => undefined;
    const onAnswer = vi.fn(() => new Promise<ContractActionResult>((resolve) => (finish = resolve)));
    render(<Contracts {...props} onAnswer={onAnswer} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Accept the contract from house_master' }));
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }), 'accept');
    expect(screen.getByRole('button', { name: 'Reject the contract from house_master' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await act(async () => finish({ ok: false, error: 'Contract does not exist' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Contract does not exist');
    expect(screen.getByRole('button', { name: 'Reject the contract from house_master' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('offers no terminate button where the kind has no terminate call', () => {
    render(<Contracts {...props} />, { wrapper });
    expect(screen.queryByRole('button', { name: /^Terminate / })).toBeNull();
  });

  it('refuses a rate that is not above 0 without calling the platform', () => {
    const onPropose = vi.fn(async () => ({ ok: true }) as const);
    render(<Contracts {...props} onPropose={onPropose} />, { wrapper });
    const form = within(screen.getByRole('form', { name: 'Offer a contract' }));
    fireEvent.change(form.getByRole('textbox', { name: 'Rate (%)' }), { target: { value: '0' } });
    fireEvent.click(form.getByRole('button', { name: 'Offer the contract' }));
    expect(form.getByText('Enter a rate above 0')).toBeInTheDocument();
    expect(onPropose).not.toHaveBeenCalled();
  });
});
