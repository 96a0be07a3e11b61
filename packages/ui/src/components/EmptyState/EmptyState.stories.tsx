import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { iconNames } from '../Icon/iconOptions';
import { EmptyState } from './EmptyState';
import { emptyStateHeadingLevels } from './emptyStateOptions';

const onCreate = fn();

const meta = {
  title: 'Data/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: 'info',
    title: 'No clinics yet',
    description: 'Clinics you add appear here, with their staff and patients.',
    action: (
      <Button variant="primary" onClick={onCreate}>
        New clinic
      </Button>
    ),
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    headingLevel: { control: 'select', options: emptyStateHeadingLevels },
    action: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `What a list shows when it has nothing to show, centred in its space: a decorative icon, a title (a heading, level 2 unless \`headingLevel\` says otherwise), an optional description and an optional action.

**Do**
- Say what is missing and why in the title and description: "No patients match 'Ana'", not "Error".
- Offer the next step as the action: create the first item, or clear the search.

**Don't**
- Don't use it while the list is loading: show a \`TableSkeleton\`.`,
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No clinics yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New clinic' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

/** docs/product.md §8: the plain "No data" of a list, with nothing more to say. */
export const TitleOnly: Story = {
  args: { title: 'No data', description: undefined, action: undefined },
};

/** A search that found nothing: the action clears it. */
export const NoSearchResults: Story = {
  args: {
    icon: 'search',
    title: 'No patients match “Ana Luísa”',
    description: 'Check the spelling, or search by phone number instead.',
    action: <Button variant="outline">Clear search</Button>,
  },
};

export const WithoutAction: Story = {
  args: { icon: 'person', title: 'No staff in this clinic', action: undefined },
};

/** Inside a section whose heading is a level 2, the title is a level 3. */
export const HeadingLevel: Story = {
  args: { headingLevel: 3, action: undefined },
  render: (args) => (
    <section aria-labelledby="clinics-heading">
      <h2 id="clinics-heading">Clinics</h2>
      <EmptyState {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'No clinics yet' }),
    ).toBeVisible();
  },
};

export const VeryLongText: Story = {
  args: {
    title: 'No knowledge check results for the hypertension programme in the last twelve months',
    description:
      'Averyveryverylongwordwithoutanyspacesthatmustwrapinsidetheemptystate and a sentence that goes on for a while so that it wraps onto several lines.',
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    title: <span lang="ar">لا توجد عيادات بعد</span>,
    description: <span lang="ar">تظهر هنا العيادات التي تضيفها مع موظفيها ومرضاها.</span>,
    action: (
      <Button variant="primary" lang="ar">
        عيادة جديدة
      </Button>
    ),
  },
};
