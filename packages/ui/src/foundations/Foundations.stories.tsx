import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type ShippedThemeName, shippedThemes } from '../theme/runtimeTheme';
import { ColorRoles, ContrastTable, Palette, SpaceScale, TypeScale } from './TokenTables';

/** The theme chosen in the toolbar, so every table shows the tokens on screen. */
function tokensOf(context: StoryContext) {
  const name = (context.globals.theme ?? 'dark') as ShippedThemeName;
  return shippedThemes[name] ?? shippedThemes.dark;
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The token contract every component reads. Two tiers: a primitive palette (`--lobby-palette-*`), then semantic roles (`--lobby-color-*`, `--lobby-space-*`, `--lobby-radius-*`, …) that point into it. Merchants restyle by overriding either tier with plain CSS variables, a build-time theme entry, or a runtime JSON (see the theme editor). Switch the theme in the toolbar: every table follows it.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColourRoles: Story = {
  render: (_args, context) => <ColorRoles tokens={tokensOf(context)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Surfaces' })).toBeVisible();
    await expect(canvas.getByText('--lobby-color-accent-solid')).toBeVisible();
  },
};

export const PrimitivePalette: Story = {
  render: (_args, context) => <Palette tokens={tokensOf(context)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(6);
  },
};

export const Contrast: Story = {
  render: (_args, context) => <ContrastTable tokens={tokensOf(context)} />,
  play: async ({ canvas }) => {
    // Every pair of the shipped theme passes; a failure would read "Fail".
    await expect(canvas.getByRole('heading', { name: /pairs pass/ })).toBeVisible();
    await expect(canvas.queryByText(/^Fail/)).toBeNull();
  },
};

export const Typography: Story = {
  render: (_args, context) => <TypeScale tokens={tokensOf(context)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sizes' })).toBeVisible();
  },
};

export const SpaceRadiiAndShadows: Story = {
  render: (_args, context) => <SpaceScale tokens={tokensOf(context)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Radii' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Shadows' })).toBeVisible();
  },
};

export const MerchantThemeAurora: Story = {
  globals: { theme: 'aurora' },
  render: (_args, context) => <ColorRoles tokens={tokensOf(context)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('--lobby-color-accent-solid')).toBeVisible();
  },
};
