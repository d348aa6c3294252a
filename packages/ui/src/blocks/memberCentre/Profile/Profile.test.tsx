import { createFullI18n } from '@lobby/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LobbyProvider } from '../../../provider/LobbyProvider';
import { createManualClock } from '../../../scheduling/manualClock';
import type { AvatarEditing, ProfileChanges, ProfileDetails, ProfileResult } from '../profile';
import { Profile, type ProfileProps } from './Profile';

const i18n = createFullI18n();
// The player's calendar stands on 15 June 2025.
const clock = createManualClock({ start: new Date(2025, 5, 15, 9, 30).getTime() });
const wrapper = ({ children }: { children: ReactNode }) => (
  <LobbyProvider i18n={i18n} clock={clock}>
    {children}
  </LobbyProvider>
);

const fresh: ProfileDetails = {
  username: 'new_player',
  nickname: 'new_player',
  email: null,
  realName: null,
  birthday: null,
  gender: null,
  messengers: {},
};

function profile(props: Partial<ProfileProps> = {}) {
  const onSave = vi.fn(async (_changes: ProfileChanges): Promise<ProfileResult> => ({ ok: true }));
  render(
    <Profile
      title="Profile"
      status="ready"
      details={fresh}
      messengers={[]}
      onSave={onSave}
      onOpenSecurity={vi.fn()}
      {...props}
    />,
    { wrapper },
  );
  const form = screen.getByRole('form', { name: 'Personal information' });
  const save = () => act(async () => fireEvent.submit(form));
  const type = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  return { form, onSave, save, type };
}

describe('Profile', () => {
  it('accepts a birthday from the 21st birthday on, by the clock of the page', async () => {
    const { form, onSave, save, type } = profile();
    type('Birthday', '2004-06-16');
    await save();
    expect(within(form).getByText('You must be at least 21 years old')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    type('Birthday', '2004-06-15');
    await save();
    expect(onSave).toHaveBeenCalledWith({ birthday: '2004-06-15' });
  });

  it('checks an unbound e-mail address and the real name by the payee-name rule before anything is sent', async () => {
    const { form, onSave, save, type } = profile({
      realNameRule: { enabled: true, acceptedPattern: '[A-Za-z ]+', patternId: 14, minLength: 2, maxLength: 40 },
    });
    type('E-mail', 'not-an-address');
    type('Real name', 'Nguyễn 1');
    await save();
    expect(within(form).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Real name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Check the fields marked above')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    type('E-mail', ' me@lobby.example ');
    type('Real name', 'Nguyen An');
    await save();
    expect(onSave).toHaveBeenCalledWith({ email: 'me@lobby.example', realName: 'Nguyen An' });
  });

  it('says when nothing changed rather than sending an empty save', async () => {
    const { form, onSave, save } = profile();
    await save();
    expect(within(form).getByRole('status')).toHaveTextContent('Nothing has changed');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for a nickname of at most 20 characters', async () => {
    const { form, onSave, save, type } = profile();
    type('Nickname', ' ');
    await save();
    expect(within(form).getByText('Enter a nickname')).toBeInTheDocument();
    type('Nickname', 'A nickname that is far too long');
    await save();
    expect(within(form).getByText('A nickname has at most 20 characters')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a set real name and a bound e-mail read-only, and sends neither', async () => {
    const { form, onSave, save, type } = profile({
      details: { ...fresh, email: 'me***@lobby.example', realName: 'Nguyen An' },
    });
    expect(within(form).getByLabelText('Real name')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('E-mail')).toHaveAttribute('readonly');
    type('Nickname', 'Ace');
    await save();
    expect(onSave).toHaveBeenCalledWith({ nickname: 'Ace' });
  });

  it('marks the stock avatar in use, and none once a picture of their own replaced it', () => {
    const avatar = (stockName: string | null): AvatarEditing => ({
      src: stockName ? `/avatars/${stockName}.svg` : 'data:image/png;base64,iVBORw0KGgo=',
      stockName,
      stock: ['avatar-01', 'avatar-02'].map((name) => ({ name, src: `/avatars/${name}.svg` })),
      onChooseStock: vi.fn(async (): Promise<ProfileResult> => ({ ok: true })),
      onUpload: vi.fn(async (): Promise<ProfileResult> => ({ ok: true })),
    });
    const props = {
      title: 'Profile',
      status: 'ready',
      details: fresh,
      messengers: [],
      onSave: vi.fn(async (): Promise<ProfileResult> => ({ ok: true })),
      onOpenSecurity: vi.fn(),
    } as const;
    const { rerender } = render(<Profile {...props} avatar={avatar('avatar-02')} />, { wrapper });
    const grid = screen.getByRole('radiogroup', { name: 'Choose an avatar' });
    expect(within(grid).getByRole('radio', { name: 'Avatar 2' })).toHaveAttribute('aria-checked', 'true');
    rerender(<Profile {...props} avatar={avatar(null)} />);
    expect(within(grid).queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });
});
