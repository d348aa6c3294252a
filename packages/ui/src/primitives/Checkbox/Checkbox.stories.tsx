import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Remember password', disabled: false, required: false, onCheckedChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'A yes/no choice with a visible label: remember password on the login form, the terms checkbox on the register form (checked by default and linking to /help#terms; the terms must be agreed). Checked and mixed boxes are filled with the highlight colour. Space toggles, a click on the label toggles, a link inside the label opens without toggling. `error` marks the box invalid and is announced; `name` submits "on" (or `value`) with a form.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember password' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const SpaceToggles: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember password' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(2, false);
  },
};

export const LabelClickToggles: Story = {
  args: { description: 'Your username and password are kept on this device for one day.' },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember password' });
    await expect(box).toHaveAccessibleDescription('Your username and password are kept on this device for one day.');
    await userEvent.click(canvas.getByText('Remember password'));
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('Remember password'));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

const games = ['Slots', 'Live casino', 'Fishing'];

function SelectAll() {
  const [chosen, setChosen] = useState<string[]>(['Slots']);
  const all = chosen.length === games.length;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox
        label="All categories"
        checked={all}
        indeterminate={chosen.length > 0 && !all}
        onCheckedChange={(checked) => setChosen(checked ? games : [])}
      />
      <div style={{ display: 'grid', gap: 8, paddingInlineStart: 32 }}>
        {games.map((game) => (
          <Checkbox
            key={game}
            label={game}
            checked={chosen.includes(game)}
            onCheckedChange={(checked) =>
              setChosen((current) => (checked ? [...current, game] : current.filter((item) => item !== game)))
            }
          />
        ))}
      </div>
    </div>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'All categories' });
    await expect(all).toBePartiallyChecked();
    // From mixed, a toggle checks everything.
    await userEvent.click(all);
    await expect(all).toBeChecked();
    for (const game of games) await expect(canvas.getByRole('checkbox', { name: game })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fishing' }));
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: 'Slots' })).not.toBeChecked();
  },
};

export const WithError: Story = {
  args: {
    label: 'I am 18 or older and accept the terms',
    required: true,
    error: 'You must accept the terms to register.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I am 18 or older and accept the terms' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription('You must accept the terms to register.');
  },
};

export const TermsWithLink: Story = {
  args: {
    name: 'agree',
    defaultChecked: true,
    required: true,
    label: (
      <>
        I am 18 or older and agree to the <a href="/help#terms">Terms and Conditions</a>
      </>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    // Stands in for the site's router, which opens the help page in place.
    const openTerms = fn();
    const route = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (!link) return;
      event.preventDefault();
      openTerms(link.getAttribute('href'));
    };
    canvasElement.addEventListener('click', route, { capture: true });
    const box = canvas.getByRole('checkbox', { name: /agree to the Terms and Conditions/ });
    await expect(box).toBeChecked();
    const link = canvas.getByRole('link', { name: 'Terms and Conditions' });
    await expect(link).toHaveAttribute('href', '/help#terms');
    // Following the link does not change the answer.
    await userEvent.click(link);
    await expect(openTerms).toHaveBeenCalledWith('/help#terms');
    await expect(box).toBeChecked();
    // The rest of the label toggles as usual.
    await userEvent.click(canvas.getByText(/I am 18 or older/));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    // The link is its own tab stop after the box.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    canvasElement.removeEventListener('click', route, { capture: true });
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} label="Unavailable (off)" disabled />
      <Checkbox {...args} label="Unavailable (on)" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const off = canvas.getByRole('checkbox', { name: 'Unavailable (off)' });
    await expect(off).toBeDisabled();
    await userEvent.click(canvas.getByText('Unavailable (off)'));
    await expect(off).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Unavailable (on)' })).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Send me news about promotions, rebates, VIP rewards and new games by SMS and e-mail. I can unsubscribe at any time in the member center.',
    description: 'We never share your contact details with third parties.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: /Send me news/ });
    // The box stays on the first line of a wrapped label.
    const label = canvas.getByText(/Send me news/);
    await expect(Math.abs(box.getBoundingClientRect().top - label.getBoundingClientRect().top)).toBeLessThan(4);
    await userEvent.click(label);
    await expect(box).toBeChecked();
  },
};

export const Chinese: Story = {
  args: { label: '记住密码', description: '在此设备上保存 1 天。' },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: '记住密码' });
    await userEvent.click(canvas.getByText('记住密码'));
    await expect(box).toBeChecked();
  },
};
