import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Field, type FieldControlProps } from './Field';

// A plain textarea in the house look; stands in for any control the design
// system does not ship.
const textareaStyle = {
  width: '100%',
  minHeight: 112,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surface.sunken,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.control,
  resize: 'vertical',
} as const;

const limit = 140;

function Feedback({ control, onInput }: { control: FieldControlProps; onInput?: (value: string) => void }) {
  return (
    <textarea
      {...control}
      maxLength={limit}
      style={textareaStyle}
      onChange={(event) => onInput?.(event.target.value)}
    />
  );
}

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'Feedback',
    hint: `At most ${limit} characters.`,
    required: false,
    fullWidth: true,
    children: (control) => <Feedback control={control} />,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'The label, hint and error chrome that TextField and Select use, for any other control (a textarea for feedback, at most 140 characters; a third-party picker). `children` is a function that receives `id`, `aria-describedby`, `aria-invalid` and `required`; spread them on the focusable element. The error replaces the hint, carries an icon so it is not colour-only, and is announced politely.',
      },
    },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Feedback' });
    await expect(textarea).toHaveAccessibleDescription(`At most ${limit} characters.`);
    await userEvent.click(canvas.getByText('Feedback'));
    await expect(textarea).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please tell us what went wrong.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Feedback' });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Please tell us what went wrong.');
    await expect(canvas.queryByText(`At most ${limit} characters.`)).toBeNull();
  },
};

function LiveCount({ onInput }: { onInput: (value: string) => void }) {
  const [length, setLength] = useState(0);
  return (
    <Field label="Feedback" hint={`${length} / ${limit}`} fullWidth>
      {(control) => (
        <Feedback
          control={control}
          onInput={(value) => {
            setLength(value.length);
            onInput(value);
          }}
        />
      )}
    </Field>
  );
}

const typed = fn();

export const CharacterCount: Story = {
  render: () => <LiveCount onInput={typed} />,
  play: async ({ canvas, userEvent }) => {
    typed.mockClear();
    const textarea = canvas.getByRole('textbox', { name: 'Feedback' });
    await userEvent.click(textarea);
    await userEvent.keyboard('Great games');
    await expect(typed).toHaveBeenLastCalledWith('Great games');
    await expect(textarea).toHaveAccessibleDescription(`11 / ${limit}`);
  },
};

export const Chinese: Story = {
  args: { label: '意见反馈', hint: `最多 ${limit} 个字符。`, error: '请填写反馈内容。', required: true },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '意见反馈' })).toHaveAccessibleDescription('请填写反馈内容。');
  },
};
