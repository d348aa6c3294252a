import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ContractActionResult } from '../contracts';
import { sampleDownlines } from '../sampleTeam';
import { TeamManagement } from './TeamManagement';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('TeamManagement', () => {
  it('keeps the transfer open with the reason when the platform refuses it', async () => {
    let finish: (result: ContractActionResult) => void = () => undefined;
    const onTransfer = vi.fn(() => new Promise<ContractActionResult>((resolve) => (finish = resolve)));
    render(
      <TeamManagement
        title="Team Management"
        path={[]}
        onLevel={vi.fn()}
        onOpenTeam={vi.fn()}
        search=""
        onSearch={vi.fn()}
        list={{ status: 'ready', rows: sampleDownlines, page: 1, pageCount: 1, onPageChange: vi.fn() }}
        onTransfer={onTransfer}
      />,
      { wrapper },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Transfer to nam8163' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Transfer to nam8163' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Amount' }), { target: { value: '99999999' } });
    fireEvent.change(dialog.getByLabelText(/Login password/), { target: { value: 'Passw0rd!' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
    expect(onTransfer).toHaveBeenCalledWith(expect.objectContaining({ account: 'nam8163' }), {
      amount: 99999999,
      password: 'Passw0rd!',
    });
    await act(async () => finish({ ok: false, error: 'Insufficient balance' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Insufficient balance');
    expect(screen.getByRole('dialog', { name: 'Transfer to nam8163' })).toBeInTheDocument();
  });
});
