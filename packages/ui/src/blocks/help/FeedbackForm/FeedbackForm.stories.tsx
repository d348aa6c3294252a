import { contentFeedbackEndpoint, feedbackLimits } from '@lobby/api';
import { feedbackRequestOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { FeedbackForm } from './FeedbackForm';
import type { FeedbackDraft, FeedbackResult } from './feedbackDraft';

/** Gives the pictures input files, as choosing them in the browser's picker does. */
function chooseFiles(root: HTMLElement, files: File[]) {
  const input = root.querySelector<HTMLInputElement>('input[data-feedback-images]');
  if (!input) throw new Error('No pictures input');
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A small real PNG picture, drawn on a canvas. */
async function pngFile(name: string, colour = '#2e86ab'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = 96;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.fillStyle = colour;
  context.fillRect(0, 0, 96, 96);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('No picture');
  return new File([blob], name, { type: 'image/png' });
}

const sixMegabytes = () => new File([new Uint8Array(6 * 1024 * 1024)], 'screen.jpg', { type: 'image/jpeg' });

const meta = {
  title: 'Blocks/Help/FeedbackForm',
  component: FeedbackForm,
  args: {
    limits: feedbackLimits,
    onSend: fn(async (_draft: FeedbackDraft): Promise<FeedbackResult> => ({ ok: true })),
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'Feedback to the merchant, from the help centre or the side menu, with or without an account: a text of at most 140 characters, counted as it is typed, and up to three PNG or JPG pictures under 5 MB each. A picture of another kind, too large, or one too many is refused as it is chosen, with its name; a failed send keeps the text and the pictures.',
      },
    },
  },
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Your feedback/ })).toBeVisible();
    await expect(canvas.getByText('Between 1 and 140 characters')).toBeVisible();
    await expect(canvas.getByText('0 / 140')).toBeVisible();
    await expect(canvas.getByText('PNG or JPG, up to 5 MB each: 0 of 3 chosen')).toBeVisible();
  },
};

export const CountsAndSends: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your feedback/ }), 'More table games please');
    await expect(canvas.getByText('23 / 140')).toBeVisible();
    const picture = await pngFile('lobby.png');
    chooseFiles(canvasElement, [picture]);
    const chosen = await canvas.findByRole('list', { name: 'Chosen pictures' });
    await expect(within(chosen).getByRole('img', { name: 'lobby.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(args.onSend).toHaveBeenCalledWith({ content: 'More table games please', images: [picture] });
    await expect(await canvas.findByText('Thank you! Your feedback was sent.')).toBeVisible();
    // Ready for more: the form is empty again.
    await expect(canvas.getByRole('textbox', { name: /Your feedback/ })).toHaveValue('');
    await expect(canvas.queryByRole('list', { name: 'Chosen pictures' })).toBeNull();
  },
};

export const RequiresText: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByText('Write your feedback first.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your feedback/ })).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const StopsAt140Characters: Story = {
  play: async ({ canvas, userEvent }) => {
    const text = canvas.getByRole('textbox', { name: /Your feedback/ });
    await userEvent.click(text);
    await userEvent.paste('x'.repeat(150));
    await expect(text).toHaveValue('x'.repeat(140));
    await expect(canvas.getByText('140 / 140')).toBeVisible();
  },
};

export const RefusesLargeAndExtraPictures: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    chooseFiles(canvasElement, [sixMegabytes()]);
    await expect(await canvas.findByText('screen.jpg is larger than 5 MB.')).toBeVisible();
    chooseFiles(canvasElement, [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })]);
    await expect(await canvas.findByText('anim.gif is not a PNG or JPG picture.')).toBeVisible();
    const pictures = await Promise.all(['a.png', 'b.png', 'c.png', 'd.png'].map((name) => pngFile(name)));
    chooseFiles(canvasElement, pictures);
    await expect(await canvas.findByText('You can add at most 3 pictures.')).toBeVisible();
    const chosen = canvas.getByRole('list', { name: 'Chosen pictures' });
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Add pictures' })).toHaveAttribute('aria-disabled', 'true');
    // Removing one makes room again.
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove b.png' }));
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Add pictures' })).not.toHaveAttribute('aria-disabled');
  },
};

export const FailedSendKeepsEverything: Story = {
  args: {
    onSend: fn(
      async (_draft: FeedbackDraft): Promise<FeedbackResult> => ({
        ok: false,
        error: 'The network is unavailable. Try again.',
      }),
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your feedback/ }), 'Deposit page froze');
    chooseFiles(canvasElement, [await pngFile('froze.png')]);
    await canvas.findByRole('list', { name: 'Chosen pictures' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The network is unavailable. Try again.');
    await expect(canvas.getByRole('textbox', { name: /Your feedback/ })).toHaveValue('Deposit page froze');
    await expect(canvas.getByRole('img', { name: 'froze.png' })).toBeVisible();
  },
};

export const LongFileNamesOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    chooseFiles(canvasElement, [
      new File([new Uint8Array(6 * 1024 * 1024)], `${'very-long-screenshot-name-'.repeat(6)}.jpg`, {
        type: 'image/jpeg',
      }),
    ]);
    await expect(await canvas.findByText(/is larger than 5 MB\.$/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('1 至 140 个字符')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await expect(await canvas.findByText('请先填写反馈内容。')).toBeVisible();
  },
};

// Sent to the sandbox as the site sends it; the sandbox keeps what it received.
const platform = storyPlatform();

export const ToThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  args: {
    onSend: fn(async (draft: FeedbackDraft): Promise<FeedbackResult> => {
      await platform.client.call(contentFeedbackEndpoint, await feedbackRequestOf(draft));
      return { ok: true };
    }),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your feedback/ }), 'Love the new lobby');
    chooseFiles(canvasElement, [await pngFile('lobby.png')]);
    await canvas.findByRole('list', { name: 'Chosen pictures' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByText('Thank you! Your feedback was sent.')).toBeVisible();
    await waitFor(() => expect(platform.sandbox.feedback.at(-1)?.content).toBe('Love the new lobby'));
    await expect(platform.sandbox.feedback.at(-1)?.images[0]).toMatch(/^data:image\/png;base64,/);
  },
};
