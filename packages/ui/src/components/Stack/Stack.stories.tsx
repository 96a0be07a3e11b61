import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Stack } from './Stack';
import { layoutSpaces, stackAligns } from './stackOptions';

/** A stand-in for real content: the story is about the gaps, not the boxes. */
function Box({ children }: { children: string }) {
  return (
    <div
      style={{
        paddingBlock: vars.space.small,
        paddingInline: vars.space.medium,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.small,
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        fontFamily: vars.font.family,
      }}
    >
      {children}
    </div>
  );
}

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    space: 'medium',
    children: (
      <>
        <Box>Hospital Central</Box>
        <Box>Clínica Norte</Box>
        <Box>Saint-Louis Health Centre</Box>
      </>
    ),
  },
  argTypes: {
    space: { control: 'select', options: layoutSpaces },
    align: { control: 'select', options: stackAligns },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `Children one below the other, with a gap from the theme's space scale (\`${layoutSpaces.join('`, `')}\`). Use it instead of margins or flex CSS in a screen.

**Do**
- Nest \`Stack\` and \`Inline\` to lay out a screen: a Stack of sections, an Inline of buttons.
- Use \`as="ul"\` with \`li\` children for a list of things.

**Don't**
- Don't add margins to the children: the gap is the Stack's job.`,
      },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Clínica Norte')).toBeVisible();
  },
};

/** Every space of the scale, smallest first. */
export const Spaces: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'start' }}>
      {layoutSpaces.map((space) => (
        <Stack key={space} {...args} space={space}>
          <Box>{space}</Box>
          <Box>{space}</Box>
          <Box>{space}</Box>
        </Stack>
      ))}
    </div>
  ),
};

/** Every alignment; `start` and `end` follow the reading direction. */
export const Alignments: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {stackAligns.map((align) => (
        <Stack key={align} {...args} align={align} space="xsmall">
          <Box>{`align ${align}`}</Box>
          <Box>Short</Box>
        </Stack>
      ))}
    </div>
  ),
};

/** A list of items: no bullets, no indent, the Stack's gap between them. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Clinics',
    space: 'small',
    children: (
      <>
        <li>
          <Box>Hospital Central</Box>
        </li>
        <li>
          <Box>Clínica Norte</Box>
        </li>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Clinics' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};
