import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { overlay } from '../Dialog/Dialog.css';
import { ConfirmDialog, confirmTones } from './ConfirmDialog';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from './ConfirmProvider';

/** What an app does: ask with `useConfirm()`, act on the answer. Shows the answer on screen. */
function AskDemo(options: ConfirmOptions) {
  const confirm = useConfirm();
  const [result, setResult] = useState('none yet');
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Button
        variant={options.tone === 'danger' ? 'danger' : 'dark'}
        onClick={() => void confirm(options).then((answer) => setResult(String(answer)))}
      >
        Deactivate clinic
      </Button>
      <output>Resolved: {result}</output>
    </div>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: false,
    onResolve: fn(),
    title: 'Deactivate North Valley Clinic?',
    message: 'Its users can no longer sign in until the clinic is activated again.',
  },
  argTypes: { tone: { control: 'select', options: confirmTones } },
  render: ({ open: _open, onResolve: _onResolve, ...options }) => <AskDemo {...options} />,
  decorators: [
    (Story) => (
      <ConfirmProvider>
        <Story />
      </ConfirmProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `The app's global confirm dialog (docs/product.md §2). Wrap the app once in \`ConfirmProvider\`, then \`const confirm = useConfirm()\` and \`if (await confirm({ title, message })) …\`. It takes a title, a message, \`confirmText\` (default "OK") and \`cancelText\` (default "Cancel"), both in the current language, and a \`tone\`: \`danger\` makes the confirm button red and starts focus on Cancel. The promise resolves \`true\` on confirm and \`false\` on cancel, Escape, the close button or a backdrop click; asking again while a question is open answers the first with \`false\`. Focus is trapped while it asks and returns to the button that asked.

**Do**
- Ask a question the title can carry on its own ("Deactivate North Valley Clinic?").
- Name the action on the confirm button when "OK" is vague (\`confirmText: 'Deactivate'\`).
- Use \`tone: 'danger'\` for anything that deletes or cannot be undone.

**Don't**
- Don't confirm actions that are easy to undo: just do them and offer an undo.
- Don't put form fields in it: use \`Dialog\`.
- Don't render \`ConfirmDialog\` yourself unless you need it outside the provider.`,
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const ask = async (canvasElement: HTMLElement) => {
  const opener = within(canvasElement).getByRole('button', { name: 'Deactivate clinic' });
  await userEvent.click(opener);
  const dialog = await body().findByRole('alertdialog', {
    name: 'Deactivate North Valley Clinic?',
  });
  return { opener, dialog };
};

/** Click, confirm, and the resolved value shows on screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { opener, dialog } = await ask(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'Its users can no longer sign in until the clinic is activated again.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByText('Resolved: true')).toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await ask(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(await within(canvasElement).findByText('Resolved: false')).toBeInTheDocument();
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement }) => {
    await ask(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(await within(canvasElement).findByText('Resolved: false')).toBeInTheDocument();
  },
};

/** docs/product.md §2: clicking the backdrop cancels. */
export const BackdropCancels: Story = {
  play: async ({ canvasElement }) => {
    await ask(canvasElement);
    await userEvent.click(document.querySelector<HTMLElement>(`.${overlay}`)!);
    await expect(await within(canvasElement).findByText('Resolved: false')).toBeInTheDocument();
  },
};

/** Focus stays inside while it asks. */
export const FocusTrapped: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await ask(canvasElement);
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete user Dana Whitfield?',
    message: 'Her account, settings and history are removed. This cannot be undone.',
    confirmText: 'Delete user',
    cancelText: 'Keep user',
  },
  render: ({ open: _open, onResolve: _onResolve, ...options }) => <AskDemo {...options} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deactivate clinic' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Delete user Dana Whitfield?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep user' })).toHaveFocus(),
    );
  },
};

/** The dialog on its own, open, as `ConfirmProvider` renders it. */
export const Standalone: Story = {
  args: { open: true },
  render: (args) => <ConfirmDialog {...args} />,
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onResolve).toHaveBeenCalledWith(false);
  },
};

export const VeryLongText: Story = {
  args: {
    open: true,
    title:
      'Deactivate Saint Mary’s Regional Teaching Hospital and Outpatient Rehabilitation Centre for Cardiology and Internal Medicine?',
    message:
      'All 248 users of this hospital can no longer sign in, its 1,204 enrolled patients stop receiving programme reminders, and pending knowledge checks are paused until somebody activates it again. Averyveryverylongwordwithoutanyspacesthatmustwrap.',
    confirmText: 'Deactivate the hospital and pause every programme',
  },
  render: (args) => <ConfirmDialog {...args} />,
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    open: true,
    tone: 'danger',
    title: <span lang="ar">تعطيل عيادة الوادي الشمالي؟</span>,
    message: <span lang="ar">لن يتمكن مستخدموها من تسجيل الدخول حتى يتم تفعيلها من جديد.</span>,
  },
  render: (args) => <ConfirmDialog {...args} />,
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    // Default button texts in the story's locale.
    await expect(within(dialog).getByRole('button', { name: 'موافق' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  },
};
