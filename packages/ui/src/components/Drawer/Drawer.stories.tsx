import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { overlay } from '../Dialog/Dialog.css';
import { TextField } from '../TextField';
import { Drawer, DrawerClose, drawerSides, type DrawerProps } from './Drawer';

function DrawerDemo({ open: initiallyOpen, onOpenChange, ...props }: DrawerProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Patient details</Button>
      <Drawer
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  render: (args) => <DrawerDemo {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Patient details',
    description: 'Enrolled in the hypertension programme since March.',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <TextField label="Full name" defaultValue="Amal Haddad" />
        <TextField label="E-mail" type="email" defaultValue="amal@example.test" />
      </div>
    ),
    footer: (
      <>
        <DrawerClose asChild>
          <Button variant="outline">Cancel</Button>
        </DrawerClose>
        <DrawerClose asChild>
          <Button variant="primary">Save</Button>
        </DrawerClose>
      </>
    ),
  },
  argTypes: {
    side: { control: 'select', options: drawerSides },
    children: { control: false },
    footer: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `A modal panel along one edge of the window, for details or a longer form next to the list it belongs to. \`side\` is logical: \`end\` (default) is on the right in left-to-right pages and on the left in right-to-left ones; \`start\` is the opposite. It follows the same rules as \`Dialog\`: a title, focus moved in and trapped, given back to the opener on close, Escape and the close button always close it, a backdrop click too unless \`dismissible={false}\`.

**Do**
- Use it for a record's details or an edit form the user opens from a list.
- Keep the main action in the \`footer\`, which stays visible while the body scrolls.

**Don't**
- Don't use it for navigation menus that should stay on screen.
- Don't stack a drawer on a drawer, or open a dialog over it for anything but a confirmation.
- Don't think in left and right: choose \`start\` or \`end\`.`,
      },
    },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const openDrawer = async (canvasElement: HTMLElement) => {
  const opener = within(canvasElement).getByRole('button', { name: 'Patient details' });
  await userEvent.click(opener);
  const drawer = await body().findByRole('dialog', { name: 'Patient details' });
  return { opener, drawer };
};

/** Focus moves in and stays in; Escape closes and focus goes back to the opener. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { opener, drawer } = await openDrawer(canvasElement);
    // end = the right edge in left-to-right.
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth),
    );
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const StartSide: Story = {
  args: { side: 'start' },
  play: async ({ canvasElement }) => {
    const { drawer } = await openDrawer(canvasElement);
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0));
  },
};

export const ClosesOnBackdropClick: Story = {
  play: async ({ canvasElement }) => {
    const { opener } = await openDrawer(canvasElement);
    await userEvent.click(document.querySelector<HTMLElement>(`.${overlay}`)!);
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const { opener, drawer } = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ canvasElement, args }) => {
    const { drawer } = await openDrawer(canvasElement);
    await userEvent.click(document.querySelector<HTMLElement>(`.${overlay}`)!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(drawer).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const VeryLongText: Story = {
  args: {
    open: true,
    title:
      'Knowledge check results of Dr. Maximiliano Fernández-Castellanos de la Vega for the last twelve months',
    description: undefined,
    children: (
      <div>
        {Array.from({ length: 14 }, (_, index) => (
          <p key={index}>
            Check {index + 1}: hypertension follow-up, medication adherence and lifestyle
            counselling — passed with 92% on the second attempt after the module was reviewed.
            Averyveryverylongidentifierwithoutanyspaces_{index}
          </p>
        ))}
      </div>
    ),
  },
};

/** In right-to-left, the end side is the left edge. */
export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    open: true,
    title: <span lang="ar">تفاصيل المريض</span>,
    description: <span lang="ar">مسجّلة في برنامج ارتفاع ضغط الدم منذ مارس.</span>,
    children: (
      <div lang="ar" style={{ display: 'grid', gap: 12 }}>
        <TextField label="الاسم الكامل" defaultValue="أمل حداد" />
      </div>
    ),
    footer: (
      <DrawerClose asChild>
        <Button variant="primary" lang="ar">
          حفظ
        </Button>
      </DrawerClose>
    ),
  },
  play: async () => {
    const drawer = await body().findByRole('dialog', { name: 'تفاصيل المريض' });
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0));
    await expect(within(drawer).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  },
};
