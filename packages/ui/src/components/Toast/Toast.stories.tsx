import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { TOAST_SUCCESS_DURATION_MS, ToastProvider, useToast, type ToastOptions } from './Toast';

interface DemoProps {
  success: ReactNode;
  error: ReactNode;
  options?: ToastOptions;
}

/** What an app does: raise a toast after an action. */
function ToastButtons({ success, error, options }: DemoProps) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button variant="primary" onClick={() => toast.success(success, options)}>
        Show success
      </Button>
      <Button variant="danger" onClick={() => toast.error(error, options)}>
        Show error
      </Button>
    </div>
  );
}

const demo = (props: DemoProps) => () => (
  <ToastProvider>
    <ToastButtons {...props} />
  </ToastProvider>
);

const meta = {
  title: 'Overlays/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: { children: null },
  render: demo({ success: 'Clinic created successfully', error: 'Failed to create clinic' }),
  parameters: {
    docs: {
      description: {
        component: `Short notices after an action. Wrap the app once in \`ToastProvider\`, which places the stack in the block-end, inline-end corner (bottom right in left-to-right, bottom left in right-to-left); then \`const toast = useToast()\` and \`toast.success(message, options?)\` or \`toast.error(message, options?)\`. A success is announced politely and goes by itself after ${TOAST_SUCCESS_DURATION_MS / 1000} s; an error is announced at once and stays until dismissed, unless \`options.duration\` says otherwise. Each has a tone icon, a close button, and its tone spoken to screen readers. Time stops while the pointer or focus is on a toast; F8 moves focus to the stack.

**Do**
- Say what happened in a few words, using the error catalogue's wording ("Clinic created successfully", "Failed to create clinic").
- Use \`error\` for failures the user must notice and maybe act on.

**Don't**
- Don't put the only way to do something in a toast: it can vanish.
- Don't raise a toast for every keystroke or for validation errors: show those by the field.
- Don't use a toast to ask a question: use \`useConfirm\`.`,
      },
    },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => within(document.body).getByRole('region', { name: /\(F8\)/ });

/** Each button raises its kind; the text appears in the notifications region. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const success = await within(region()).findByRole('listitem');
    await expect(success).toHaveTextContent('Clinic created successfully');
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await waitFor(() =>
      expect(within(region()).getAllByRole('listitem')[1]).toHaveTextContent(
        'Failed to create clinic',
      ),
    );
    // The stack sits in the block-end, inline-end corner: bottom right in left-to-right.
    const box = success.getBoundingClientRect();
    await expect(box.right).toBeGreaterThan(window.innerWidth / 2);
    await expect(box.bottom).toBeGreaterThan(window.innerHeight / 2);
  },
};

/** An error stays until its close button dismisses it. */
export const DismissError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    const toast = await within(region()).findByRole('listitem');
    await expect(toast).toHaveTextContent('Error: Failed to create clinic');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument());
  },
};

export const WithTitle: Story = {
  render: demo({
    success: 'North Valley Clinic can now enrol patients.',
    error: 'The server did not answer. Try again in a minute.',
    options: { title: 'Clinic updated' },
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    await expect(await within(region()).findByText('Clinic updated')).toBeInTheDocument();
  },
};

export const VeryLongText: Story = {
  render: demo({
    success:
      'Template downloaded successfully. It lists every column the bulk upload expects — name, type, address, country code, phone number and e-mail — with an example row for a clinic and one for a hospital. Averyveryverylongfilename_clinics_bulk_upload_template_v1.csv',
    error:
      'Failed to download template: the connection to the server was lost before the file was complete. Check your network and try again; if it keeps failing, contact support with reference 7f3c9a1e-5b2d-4e8f-9a6b-0c1d2e3f4a5b.',
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    await within(region()).findByRole('listitem');
  },
};

/** In right-to-left, the stack is in the bottom left corner. */
export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  render: demo({
    success: <span lang="ar">تم إنشاء العيادة بنجاح</span>,
    error: <span lang="ar">تعذّر إنشاء العيادة</span>,
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    const toast = await within(region()).findByRole('listitem');
    await expect(toast).toHaveTextContent('تعذّر إنشاء العيادة');
    await expect(within(toast).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    await expect(toast.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
  },
};

/** A drawer whose body runs to the window's bottom, with a button that raises a toast. */
function DrawerWithHistory() {
  const toast = useToast();
  return (
    <Drawer open onOpenChange={() => {}} title="Ana Souza">
      <Button variant="primary" onClick={() => toast.success('Contact updated')}>
        Save contact
      </Button>
      <ol aria-label="History">
        {Array.from({ length: 30 }, (_, index) => (
          <li key={index}>Status changed, entry {30 - index}</li>
        ))}
      </ol>
    </Drawer>
  );
}

/**
 * While a toast shows, a drawer's body scrolls its last lines out from under it: the record's
 * oldest history entry can still be read.
 */
export const OverADrawer: Story = {
  render: () => (
    <ToastProvider>
      <DrawerWithHistory />
    </ToastProvider>
  ),
  play: async () => {
    const drawer = within(document.body).getByRole('dialog', { name: 'Ana Souza' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save contact' }));
    // The modal drawer hides the rest of the page from the accessibility tree, the toasts too.
    const stack = within(document.body).getByRole('region', { name: /\(F8\)/, hidden: true });
    const toast = await within(stack).findByRole('listitem', { hidden: true });
    // Where it comes to rest, not where its slide-in starts.
    await Promise.all(toast.getAnimations().map((animation) => animation.finished));
    const last = within(drawer).getByText('Status changed, entry 1');
    const body = last.closest('ol')!.parentElement!.parentElement!;
    await waitFor(async () => {
      body.scrollTop = body.scrollHeight;
      await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        toast.getBoundingClientRect().top,
      );
    });
  },
};
