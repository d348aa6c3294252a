import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Keeps the page in state, as a real list would, and reports every change. */
function PagedList(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  useEffect(() => setPage(args.page), [args.page]);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  render: (args) => <PagedList {...args} />,
  args: { page: 1, pageCount: 20, range: 3, margin: 1, compact: 'auto', align: 'center', onPageChange: fn() },
  argTypes: {
    compact: { control: 'inline-radio', options: ['auto', 'always', 'never'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Pages through a list (records, notices nine per page, game lists). Range 3, margin 1: three page numbers centred on the current page, the first and last page always, and an ellipsis for each hidden run. The list keeps the same length while paging so previous/next never move under the pointer; `paginationItems()` is the pure function behind it. Narrower than about 400 px it becomes previous/next with "3 / 20". Previous and next stay focusable at the ends but do nothing.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageNumbers = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pageNumbers(nav)).toEqual(['1', '2', '3', '4', '5', '20']);

    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(pageNumbers(nav)).toEqual(['1', '4', '5', '6', '20']);

    // Next is where it was: the list kept its length.
    const next = canvas.getByRole('button', { name: 'Next page' });
    const before = next.getBoundingClientRect().left;
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(next.getBoundingClientRect().left).toBe(before);

    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    await expect(pageNumbers(nav)).toEqual(['1', '16', '17', '18', '19', '20']);
  },
};

export const KeyboardPaging: Story = {
  args: { page: 4 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);

    // Tab along the numbers to page 4 and choose it with Space.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const four = canvas.getByRole('button', { name: 'Page 4' });
    await expect(four).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    // Focus stays on the chosen page, which is now current.
    await expect(four).toHaveFocus();
    await expect(four).toHaveAttribute('aria-current', 'page');

    // Choosing the current page again does nothing.
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

export const AtTheEnds: Story = {
  args: { page: 1, pageCount: 3 },
  play: async ({ canvas, userEvent, args }) => {
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();

    const next = canvas.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    // At the last page next is off, and keeps focus instead of dropping it.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

export const FewPages: Story = {
  args: { page: 4, pageCount: 7 },
  play: async ({ canvas }) => {
    await expect(pageNumbers(canvas.getByRole('navigation'))).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  },
};

export const ManyPages: Story = {
  args: { page: 128, pageCount: 1250 },
  play: async ({ canvas }) => {
    await expect(pageNumbers(canvas.getByRole('navigation'))).toEqual(['1', '127', '128', '129', '1250']);
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { page: 5, disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 6' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { page: 3 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    // Compact: previous, "3 / 20", next. The numbers leave the accessibility tree.
    await expect(canvas.queryByRole('button', { name: 'Page 3' })).toBeNull();
    await expect(canvas.getByText('Page 3 of 20')).toBeInTheDocument();
    await expect(canvas.getByText('3 / 20')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByText('4 / 20')).toBeVisible();
  },
};

export const CompactAlways: Story = {
  args: { page: 7, compact: 'always' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7 / 20')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page 7' })).toBeNull();
  },
};

export const Chinese: Story = {
  args: { page: 5 },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 5 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};
