import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

// Every story runs on a fixed "today" (Wednesday 18 June 2025), so presets and
// the months shown never depend on the real date.
const today = new Date(2025, 5, 18);
const day = (month: number, date: number) => new Date(2025, month - 1, date);

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Date range' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Presses Tab until `element` has focus, as a keyboard user would. */
async function tabTo(element: HTMLElement, user: { tab: () => Promise<void> }) {
  for (let step = 0; step < 30 && document.activeElement !== element; step += 1) await user.tab();
  await expect(element).toHaveFocus();
}

const meta = {
  title: 'Primitives/DateRangePicker',
  component: DateRangePicker,
  args: { today, onChange: fn(), onOpenChange: fn(), disabled: false },
  argTypes: {
    numberOfMonths: { control: 'inline-radio', options: [1, 2] },
    value: { control: false },
    min: { control: 'date' },
    max: { control: 'date' },
    today: { control: 'date' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The date filter of the records pages of the member centre. The trigger shows the applied range as `yyyy-MM-dd – yyyy-MM-dd`; the popover offers quick ranges (today, yesterday, last 7 days, last 30 days, this month), a calendar (two months from 768 px, one below) and Apply / Clear. Picking does not filter until Apply; Escape or a click outside discards the pick. `min`/`max` bound the days and the months. Month and day names follow the interface language (react-day-picker `zhCN` and `vi` locales; another language falls back to English ones). Pass `today` in tests and stories; it defaults to the current date. The calendar is react-day-picker 10, styled entirely with theme tokens through its `classNames`.',
      },
    },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Date range: Choose dates' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

export const KeyboardPreset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Date range: Choose dates' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    // Focus starts on the first quick range; Tab walks the group.
    const dialogQueries = within(dialog);
    await expect(dialogQueries.getByRole('button', { name: 'Today' })).toHaveFocus();
    const week = dialogQueries.getByRole('button', { name: 'Last 7 days' });
    await tabTo(week, userEvent);
    await userEvent.keyboard('{Enter}');
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog).toHaveTextContent('From2025-06-12');
    await expect(dialog).toHaveTextContent('To2025-06-18');

    // Nothing is applied until Apply.
    await expect(args.onChange).not.toHaveBeenCalled();
    await tabTo(dialogQueries.getByRole('button', { name: 'Apply' }), userEvent);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ from: day(6, 12), to: day(6, 18) });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const applied = canvas.getByRole('button', { name: 'Date range: 2025-06-12 – 2025-06-18' });
    await expect(applied).toHaveFocus();
  },
};

export const PointerRange: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Date range/ }));
    const dialog = await openDialog();
    const calendar = within(dialog);
    // Two months on a wide screen: May and June 2025 (today's month last).
    await expect(calendar.getAllByRole('grid')).toHaveLength(2);
    await expect(calendar.getByRole('grid', { name: 'June 2025' })).toBeVisible();

    await userEvent.click(calendar.getByRole('button', { name: /June 3, 2025/ }));
    await expect(dialog).toHaveTextContent('From2025-06-03');
    await expect(dialog).toHaveTextContent('To—');
    await userEvent.click(calendar.getByRole('button', { name: /June 10, 2025/ }));
    await expect(dialog).toHaveTextContent('To2025-06-10');
    await expect(calendar.getByRole('button', { name: /June 6, 2025/ }).closest('td')).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // A third click starts a new range instead of stretching the old one.
    await userEvent.click(calendar.getByRole('button', { name: /May 28, 2025/ }));
    await expect(dialog).toHaveTextContent('From2025-05-28');
    await expect(dialog).toHaveTextContent('To—');
    await userEvent.click(calendar.getByRole('button', { name: /June 2, 2025/ }));

    await userEvent.click(calendar.getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: day(5, 28), to: day(6, 2) });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Date range: 2025-05-28 – 2025-06-02' })).toBeVisible();
  },
};

export const KeyboardCalendar: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: /Date range/ }).focus();
    await userEvent.keyboard(' ');
    const dialog = await openDialog();
    // Into the calendar: today is the day that takes focus.
    const todayButton = within(dialog).getByRole('button', { name: /June 18, 2025/ });
    await tabTo(todayButton, userEvent);
    await userEvent.keyboard('{Enter}');
    // Arrow keys move by day and week; Enter ends the range.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    await expect(within(dialog).getByRole('button', { name: /June 9, 2025/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(dialog).toHaveTextContent('From2025-06-09');
    await expect(dialog).toHaveTextContent('To2025-06-18');
    await tabTo(within(dialog).getByRole('button', { name: 'Apply' }), userEvent);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ from: day(6, 9), to: day(6, 18) });
  },
};

export const WithValue: Story = {
  args: { defaultValue: { from: day(6, 1), to: day(6, 18) } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Date range: 2025-06-01 – 2025-06-18' });
    await userEvent.click(trigger);
    const dialog = await openDialog();
    // The applied range is what the popover starts from, and it matches "This month".
    await expect(within(dialog).getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog).toHaveTextContent('From2025-06-01');
  },
};

export const ClearRange: Story = {
  args: { defaultValue: { from: day(6, 11), to: day(6, 17) } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Date range/ }));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear dates' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Date range: Choose dates' })).toBeVisible();
  },
};

export const EscapeDiscards: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Date range/ });
    await userEvent.click(trigger);
    let dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yesterday' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();

    // Reopening starts from the applied value (none), not the discarded pick.
    await userEvent.keyboard('{Enter}');
    dialog = await openDialog();
    await expect(within(dialog).getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'false');
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const MinAndMax: Story = {
  args: { min: day(6, 5), max: today },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Date range/ }));
    const dialog = await openDialog();
    const calendar = within(dialog);
    // Days outside the bounds cannot be picked, and the months stop at the bounds.
    await expect(calendar.getByRole('button', { name: /June 19, 2025/ })).toBeDisabled();
    await expect(calendar.getByRole('button', { name: /June 4, 2025/ })).toBeDisabled();
    await expect(calendar.getByRole('button', { name: /next month/i })).toHaveAttribute('aria-disabled', 'true');
    await expect(calendar.getByRole('button', { name: /previous month/i })).toHaveAttribute('aria-disabled', 'true');
    // A quick range reaching past the bounds is cut to them.
    await userEvent.click(calendar.getByRole('button', { name: 'Last 30 days' }));
    await userEvent.click(calendar.getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: day(6, 5), to: day(6, 18) });
  },
};

export const Opened: Story = {
  args: { defaultOpen: true, defaultValue: { from: day(6, 9), to: day(6, 15) } },
  play: async () => {
    const dialog = await openDialog();
    const middle = within(dialog).getByRole('button', { name: /June 12, 2025/ });
    await expect(middle.closest('td')).toHaveAttribute('aria-selected', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Date range/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '日期范围: 选择日期' }));
    const dialog = await screen.findByRole('dialog', { name: '日期范围' });
    await waitFor(() => expect(dialog).toBeVisible());
    const calendar = within(dialog);
    // Chinese month captions and weekday names; weeks start on Monday.
    await expect(calendar.getByRole('grid', { name: '2025年6月' })).toBeVisible();
    // The weekday row is hidden from assistive tech (each day button names its weekday).
    const weekdays = [...calendar.getByRole('grid', { name: '2025年6月' }).querySelectorAll('th')].map(
      (header) => header.textContent,
    );
    await expect(weekdays[0]).toBe('一');
    await userEvent.click(calendar.getByRole('button', { name: '最近 7 天' }));
    await userEvent.click(calendar.getByRole('button', { name: '应用' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: day(6, 12), to: day(6, 18) });
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  // Its look is the Chinese story's with other words; its play checks the words.
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Khoảng thời gian: Chọn ngày' }));
    const dialog = await screen.findByRole('dialog', { name: 'Khoảng thời gian' });
    await waitFor(() => expect(dialog).toBeVisible());
    const calendar = within(dialog);
    // Vietnamese month captions and weekday names; weeks start on Monday (Thứ Hai, "Th 2").
    const june = calendar.getByRole('grid', { name: 'Tháng Sáu 2025' });
    await expect(june).toBeVisible();
    const weekdays = [...june.querySelectorAll('th')].map((header) => header.textContent);
    await expect(weekdays[0]).toBe('Th 2');
    await userEvent.click(calendar.getByRole('button', { name: '7 ngày qua' }));
    await userEvent.click(calendar.getByRole('button', { name: 'Áp dụng' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: day(6, 12), to: day(6, 18) });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultValue: { from: day(6, 12), to: day(6, 18) } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Date range/ }));
    const dialog = await openDialog();
    // One month on a phone, and the popover fits the screen.
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Today' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: today, to: today });
  },
};
