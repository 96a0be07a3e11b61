import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { layoutSpaces } from '../Stack/stackOptions';
import { Inline } from './Inline';
import { inlineAligns, inlineJustifies } from './inlineOptions';

/** A stand-in for real content of a given height: the story is about the layout, not the boxes. */
function Box({ children, tall = false }: { children: string; tall?: boolean }) {
  return (
    <div
      style={{
        paddingBlock: tall ? vars.space.xlarge : vars.space.small,
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
  title: 'Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: {
    space: 'small',
    children: (
      <>
        <Button variant="primary">New clinic</Button>
        <Button variant="outline">Import CSV</Button>
        <Button variant="ghost">Export</Button>
      </>
    ),
  },
  argTypes: {
    space: { control: 'select', options: layoutSpaces },
    align: { control: 'select', options: inlineAligns },
    justify: { control: 'select', options: inlineJustifies },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `Children side by side in the reading direction, wrapping onto a new line when the space runs out, with a gap from the theme's space scale. \`align\` lines up children of different heights; \`justify\` places them along the line (\`start\` and \`end\` follow the reading direction).

**Do**
- Use it for a row of buttons, badges or filters.

**Don't**
- Don't use it for columns that must stay side by side: it wraps.`,
      },
    },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};

/** Every space of the scale, smallest first. */
export const Spaces: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {layoutSpaces.map((space) => (
        <Inline key={space} {...args} space={space}>
          <Box>{space}</Box>
          <Box>{space}</Box>
          <Box>{space}</Box>
        </Inline>
      ))}
    </div>
  ),
};

/** Every alignment of children of different heights. */
export const Alignments: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {inlineAligns.map((align) => (
        <Inline key={align} {...args} align={align}>
          <Box tall>{`align ${align}`}</Box>
          <Box>Short</Box>
        </Inline>
      ))}
    </div>
  ),
};

/** Every justification; `start` and `end` follow the reading direction. */
export const Justifications: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {inlineJustifies.map((justify) => (
        <Inline key={justify} {...args} justify={justify}>
          <Box>{`justify ${justify}`}</Box>
          <Box>Two</Box>
        </Inline>
      ))}
    </div>
  ),
};

/** Too many children for one line: they wrap, keeping the gap between lines too. */
export const Wrapping: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <Inline {...args}>
        {['Cardiology', 'Dermatology', 'Neurology', 'Paediatrics', 'Radiology', 'Surgery'].map(
          (name) => (
            <Box key={name}>{name}</Box>
          ),
        )}
      </Inline>
    </div>
  ),
};
