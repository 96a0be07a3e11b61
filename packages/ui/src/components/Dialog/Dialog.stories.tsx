import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogClose, dialogSizes, type DialogProps } from './Dialog';
import { overlay } from './Dialog.css';

/** Opens the dialog from a button, as an app does, so focus has somewhere to return to. */
function DialogDemo({ open: initiallyOpen, onOpenChange, ...props }: DialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit clinic</Button>
      <Dialog
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
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  render: (args) => <DialogDemo {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Edit clinic',
    description: 'Changes are visible to every user of the clinic.',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <TextField label="Clinic name" defaultValue="North Valley Clinic" />
        <TextField label="Phone number" type="tel" defaultValue="+1 555 0100" />
      </div>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <DialogClose asChild>
          <Button variant="primary">Save</Button>
        </DialogClose>
      </>
    ),
  },
  argTypes: {
    size: { control: 'select', options: dialogSizes },
    children: { control: false },
    footer: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `A modal dialog with a \`title\`, an optional \`description\`, a body and a \`footer\` for actions (docs/product.md §4: hidden, shown, hidden on confirm or cancel). While it is open, focus is trapped inside and the page behind is hidden from assistive technology; when it closes, focus returns to the element that opened it. Escape and the close button always close it; a backdrop click does too unless \`dismissible={false}\`. The owner holds the state: \`open\` and \`onOpenChange\`.

**Do**
- Always give a \`title\`; use \`hideTitle\` only when the content already says the same visibly.
- Put the main action last in the footer, and wrap buttons that only close it in \`DialogClose\`.
- Use \`dismissible={false}\` when a stray click would lose typed data.

**Don't**
- Don't open a dialog from a dialog.
- Don't use it to ask yes or no: use \`ConfirmDialog\` / \`useConfirm\`.
- Don't put very long forms in it: use \`Drawer\` or a page.`,
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const openDialog = async (canvasElement: HTMLElement) => {
  const opener = within(canvasElement).getByRole('button', { name: 'Edit clinic' });
  await userEvent.click(opener);
  const dialog = await body().findByRole('dialog', { name: 'Edit clinic' });
  return { opener, dialog };
};

/** docs/product.md §4: shown, then hidden on Escape; focus is trapped while shown and restored after. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { opener, dialog } = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'Changes are visible to every user of the clinic.',
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/**
 * The close button is labelled with the built-in "Close" text. While the panel fades out it takes
 * no clicks, so a quick second click meant for the page cannot press one of its buttons.
 */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const { opener, dialog } = await openDialog(canvasElement);
    // fireEvent, not userEvent: no pointer sequence during which the fade could end unread.
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
    await expect(getComputedStyle(dialog).pointerEvents).toBe('none');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const ClosesOnBackdropClick: Story = {
  play: async ({ canvasElement }) => {
    const { opener } = await openDialog(canvasElement);
    await userEvent.click(document.querySelector<HTMLElement>(`.${overlay}`)!);
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** `dismissible={false}`: a backdrop click does nothing; Escape and the buttons still close. */
export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(document.querySelector<HTMLElement>(`.${overlay}`)!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined, open: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Edit clinic' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const HiddenTitle: Story = {
  args: {
    open: true,
    hideTitle: true,
    description: undefined,
    children: <p style={{ margin: 0 }}>Edit the clinic&apos;s name and phone number below.</p>,
  },
  play: async () => {
    await expect(await body().findByRole('dialog')).toHaveAccessibleName('Edit clinic');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {dialogSizes.map((size) => (
        <SizeDemo key={size} {...args} size={size} title={`Size ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open lg' }));
    await body().findByRole('dialog', { name: 'Size lg' });
  },
};

function SizeDemo({ size, ...props }: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Open {size}
      </Button>
      <Dialog {...props} size={size} open={open} onOpenChange={setOpen} />
    </>
  );
}

export const VeryLongText: Story = {
  args: {
    open: true,
    title:
      'Review the maintenance message that every signed-in user of every clinic and hospital will see on their home page',
    description:
      'Averyveryverylongwordwithoutanyspacesthatmustwrapinsidethedialogratherthanoverflowingit.',
    children: (
      <div>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Paragraph {index + 1}: the platform will be under maintenance on Sunday from 02:00 to
            04:00. Patients can still reach the clinic by phone; appointments booked for that time
            are kept, and reminders are sent once the platform is back.
          </p>
        ))}
      </div>
    ),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    // The overflowing body joins the tab order so the keyboard can scroll it.
    await waitFor(() =>
      expect(
        within(dialog)
          .getByText(/^Paragraph 1:/)
          .closest('[tabindex="0"]'),
      ).not.toBeNull(),
    );
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    open: true,
    title: <span lang="ar">تعديل العيادة</span>,
    description: <span lang="ar">التغييرات مرئية لكل مستخدمي العيادة.</span>,
    children: (
      <div lang="ar" style={{ display: 'grid', gap: 12 }}>
        <TextField label="اسم العيادة" defaultValue="عيادة الوادي الشمالي" />
      </div>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="outline" lang="ar">
            إلغاء
          </Button>
        </DialogClose>
        <DialogClose asChild>
          <Button variant="primary" lang="ar">
            حفظ
          </Button>
        </DialogClose>
      </>
    ),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'تعديل العيادة' });
    // The close button speaks the story's locale.
    await expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  },
};
