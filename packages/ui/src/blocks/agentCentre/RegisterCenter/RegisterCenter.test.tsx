import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DownlineRegisterResult, DownlineRegistration } from '../registerCenter';
import { sampleDownlineRules } from '../sampleRegisterCenter';
import { RegisterCenter } from './RegisterCenter';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

function renderPage(onRegister: (registration: DownlineRegistration) => Promise<DownlineRegisterResult>) {
  render(
    <RegisterCenter
      title="Register Account"
      register={{ status: 'ready', rules: sampleDownlineRules, onRegister }}
      copyText={vi.fn(async () => undefined)}
    />,
    { wrapper },
  );
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Username/, '  teamlead09 ');
  type(/^Password/, 'Lobby#2025');
  type(/^Confirm password/, 'Lobby#2025');
}

describe('RegisterCenter', () => {
  it('sends the trimmed username, and shows nothing new while the platform has not answered', async () => {
    let finish: (result: DownlineRegisterResult) => void = () => undefined;
    const onRegister = vi.fn(() => new Promise<DownlineRegisterResult>((resolve) => (finish = resolve)));
    renderPage(onRegister);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register account' })));
    expect(onRegister).toHaveBeenCalledWith({ kind: 'member', username: 'teamlead09', password: 'Lobby#2025' });
    // A second press while waiting sends nothing more.
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Register a downline' })));
    expect(onRegister).toHaveBeenCalledTimes(1);
    await act(async () => finish({ ok: true, account: 'teamlead09' }));
    expect(screen.getByText('teamlead09 was registered as a member of your team.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('');
  });

  it("keeps everything typed and shows the platform's message when it refuses", async () => {
    renderPage(vi.fn(async () => ({ ok: false as const, error: 'Insufficient permissions' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register account' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient permissions');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('teamlead09');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveValue('Lobby#2025');
    expect(screen.queryByText(/was registered/)).toBeNull();
  });
});
