import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { brandFileOf, ThemeEditor } from './ThemeEditor';

const meta = {
  title: 'Foundations/Theme editor',
  component: ThemeEditor,
  args: { onChange: fn() },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Restyle without a rebuild. Turn the knobs (one brand colour derives the whole accent scale, the text on its fill and legible accent figures; greys can take its tint; surfaces, text, density, radii, typeface), watch the live preview and the WCAG contrast report, then copy the JSON a merchant ships. The site validates that JSON at run time with the same valibot schema and names any bad token; paste a JSON here to see exactly what it would say.',
      },
    },
  },
} satisfies Meta<typeof ThemeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const exported = canvas.getByLabelText('Export JSON') as HTMLTextAreaElement;
    await expect(JSON.parse(exported.value).tokens).toEqual({});

    const brand = canvas.getByLabelText('Brand colour');
    await userEvent.clear(brand);
    await userEvent.type(brand, '#e63946');
    await waitFor(() => expect(JSON.parse(exported.value).tokens.palette.brand['400']).toBe('#e63946'));
    await expect(args.onChange).toHaveBeenCalled();

    await userEvent.selectOptions(canvas.getByLabelText('Typeface'), 'Outfit');
    await expect(JSON.parse(exported.value).tokens.font.family.body).toMatch(/^'Outfit Variable'/);

    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(JSON.parse(exported.value).tokens).toEqual({});
  },
};

/** The theme as a brand file a merchant deploys beside the site: `{ "theme": … }`, the rest stays the build's. */
export const CopyAsBrandFile: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    const exported = canvas.getByLabelText('Export JSON') as HTMLTextAreaElement;
    const brand = canvas.getByLabelText('Brand colour');
    await userEvent.clear(brand);
    await userEvent.type(brand, '#0d9488');
    await waitFor(() => expect(JSON.parse(exported.value).tokens.palette.brand['400']).toBe('#0d9488'));
    await expect(JSON.parse(brandFileOf(exported.value))).toEqual({ theme: JSON.parse(exported.value) });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy as brand.json' }));
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
  },
};

/** One colour recolours the whole accent: every step of its scale and the text on its fill. */
export const BrandColourDerivesTheAccent: Story = {
  play: async ({ canvas, userEvent }) => {
    const exported = canvas.getByLabelText('Export JSON') as HTMLTextAreaElement;
    const brand = canvas.getByLabelText('Brand colour');
    await userEvent.clear(brand);
    await userEvent.type(brand, '#7b1fa2');
    await waitFor(() => expect(JSON.parse(exported.value).tokens.palette.brand['400']).toBe('#7b1fa2'));
    const { tokens } = JSON.parse(exported.value);
    await expect(Object.keys(tokens.palette.brand)).toEqual([
      '50',
      '100',
      '200',
      '300',
      '400',
      '500',
      '600',
      '700',
      '800',
      '900',
      '950',
    ]);
    // Hover and accent text (steps 300) are no longer the shipped gold.
    await expect(tokens.palette.brand['300']).not.toBe('#f6c74e');
    // A dark purple fill takes white text, and accent figures a step light enough to read on the dark page.
    await expect(tokens.color.accent.onSolid).toBe('#ffffff');
    await expect(tokens.color.accent.text).toMatch(/^var\(--lobby-palette-brand-(200|100|50)\)$/);
    await expect(canvas.getByLabelText('Contrast report')).toHaveTextContent('meet WCAG 2.2 AA');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tint the greys with the brand colour' }));
    await waitFor(() => expect(Object.keys(JSON.parse(exported.value).tokens.palette.neutral)).toHaveLength(11));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tint the greys with the brand colour' }));
    await waitFor(() => expect(JSON.parse(exported.value).tokens.palette.neutral).toBeUndefined());
  },
};

/** Density scales spacing and control sizes together; regular removes the overrides again. */
export const Density: Story = {
  play: async ({ canvas, userEvent }) => {
    const exported = canvas.getByLabelText('Export JSON') as HTMLTextAreaElement;
    await userEvent.selectOptions(canvas.getByLabelText('Density'), 'Compact');
    const compact = JSON.parse(exported.value).tokens;
    await expect(compact.size.control).toEqual({ sm: '28px', md: '35px', lg: '42px' });
    await expect(compact.space['4']).toBe('14px');
    await userEvent.selectOptions(canvas.getByLabelText('Density'), 'Comfortable');
    await expect(JSON.parse(exported.value).tokens.size.control.md).toBe('45px');
    await userEvent.selectOptions(canvas.getByLabelText('Density'), 'Regular');
    await expect(JSON.parse(exported.value).tokens).toEqual({});
  },
};

export const InvalidJsonNamesTheToken: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Paste a theme JSON');
    await userEvent.click(input);
    await userEvent.paste('{"extends":"dark","tokens":{"color":{"accent":{"solid":"gold!!"}}}}');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply JSON' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('color.accent.solid');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays, so the merchant can fix it.
    await expect(input).toHaveValue('{"extends":"dark","tokens":{"color":{"accent":{"solid":"gold!!"}}}}');
  },
};

export const ApplyingJson: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Paste a theme JSON');
    await userEvent.click(input);
    await userEvent.paste('{"name":"Jade","extends":"light","tokens":{"radius":{"control":"2px"}}}');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply JSON' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      name: 'Jade',
      extends: 'light',
      tokens: { radius: { control: '2px' } },
    });
    await expect(canvas.getByLabelText('Start from')).toHaveValue('light');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ContrastWarning: Story = {
  args: { initialTheme: { name: 'Too dim', extends: 'dark', tokens: { color: { text: { secondary: '#3a3f4b' } } } } },
  // The preview shows a deliberately failing theme; the editor itself is still checked.
  parameters: { a11y: { context: { exclude: ['[aria-label="Preview"]'] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('color.text.secondary');
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '复制' })).toBeVisible();
  },
};
