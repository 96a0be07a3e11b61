import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropzone } from './FileDropzone';

const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1 });

/** Drags files onto an element as a browser does: a DragEvent carrying a real DataTransfer. */
const drag = (type: 'dragenter' | 'drop', target: Element, files: File[]) => {
  const dataTransfer = new DataTransfer();
  for (const item of files) dataTransfer.items.add(item);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
};

const meta = {
  title: 'Forms/FileDropzone',
  component: FileDropzone,
  tags: ['autodocs'],
  args: {
    label: 'Feature image',
    accept: 'image/*',
    maxSizeBytes: 5_000_000,
    onChange: fn(),
    onBlur: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `A drop area laid over a real \`<input type="file">\`: a click anywhere on it, or Enter or Space when it has focus, opens the system picker, and files can be dropped on it. Files that do not match \`accept\` or are larger than \`maxSizeBytes\` are listed with the reason (announced politely) and never reach \`onChange\`. The chosen files are listed with "Remove" buttons ("Remove cover.png" for screen readers); with \`multiple\` they add up, without it a new file replaces the old one. Bind it with react-hook-form's \`Controller\` (\`value\`/\`onChange\` are \`File[]\`; the ref is the input).

**Do**
- Set \`accept\` and \`maxSizeBytes\` to what the server takes, so people learn before uploading.
- Say in \`hint\` what the file is for ("Shown on the module card").

**Don't**
- Don't rely on it to check the file: the server must check type and size again.
- Don't start uploading on drop without a visible progress state elsewhere.`,
      },
    },
  },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement, name = /^Feature image/) =>
  within(canvasElement).getByLabelText(name) as HTMLInputElement;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    await expect(input).toHaveAccessibleDescription(
      'Drag a file here or choose a file Maximum size: 5 MB',
    );
    const cover = file('cover.png', 'image/png', 240_000);
    await userEvent.upload(input, cover);
    await expect(args.onChange).toHaveBeenLastCalledWith([cover]);
    await expect(canvas.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('cover.png');
    await expect(canvas.getByRole('button', { name: 'Remove cover.png' })).toBeVisible();
  },
};

export const WithValue: Story = {
  args: { defaultValue: [file('hand-hygiene-cover.png', 'image/png', 1_200_000)] },
};

export const WithHint: Story = { args: { hint: 'Shown on the module card, 16:9.' } };

export const WithError: Story = {
  args: { error: 'Feature image is required' },
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/^Feature image is required/);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: [file('cover.png', 'image/png', 240_000)] },
  play: async ({ canvasElement }) => {
    await expect(fileInput(canvasElement)).toBeDisabled();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove cover.png' }),
    ).toBeDisabled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(fileInput(canvasElement)).toHaveAttribute('aria-required', 'true');
  },
};

/** Several files add up; the input holds them all, so a native form would submit them. */
export const Multiple: Story = {
  args: { label: 'Ministry documents', accept: '.pdf', multiple: true, maxSizeBytes: undefined },
  play: async ({ args, canvasElement }) => {
    const input = fileInput(canvasElement, /^Ministry documents/);
    const first = file('guidelines.pdf', 'application/pdf');
    const second = file('protocol.pdf', 'application/pdf');
    await userEvent.upload(input, first);
    await userEvent.upload(input, second);
    await expect(args.onChange).toHaveBeenLastCalledWith([first, second]);
    await waitFor(() => expect(input.files).toHaveLength(2));
  },
};

/** Refused files are listed with the reason and not passed on. */
export const RejectedFiles: Story = {
  args: { multiple: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const ok = file('team.jpg', 'image/jpeg', 300_000);
    drag('drop', fileInput(canvasElement), [
      ok,
      file('scan.jpg', 'image/jpeg', 9_000_000),
      file('notes.txt', 'text/plain'),
    ]);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([ok]));
    const refused = canvas.getByRole('list', { name: 'Files not added' });
    await expect(refused).toHaveTextContent('scan.jpg is larger than 5 MB.');
    await expect(refused).toHaveTextContent('notes.txt is not an accepted file type.');
  },
};

export const DragOver: Story = {
  play: async ({ canvasElement }) => {
    drag('dragenter', fileInput(canvasElement), [file('cover.png', 'image/png')]);
    await expect(await within(canvasElement).findByText('Drop to add')).toBeVisible();
  },
};

/** Removing by keyboard: focus moves to the next file, then back to the drop area. */
export const RemoveWithKeyboard: Story = {
  args: {
    multiple: true,
    defaultValue: [file('one.png', 'image/png'), file('two.png', 'image/png')],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Remove one.png' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove two.png' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(fileInput(canvasElement)).toHaveFocus();
  },
};

export const VeryLongLabel: Story = {
  args: {
    label:
      'Picture shown at the top of the training module card and on the first page of the module, seen by every nurse and doctor',
    defaultValue: [
      file(
        'a-very-long-file-name-that-a-camera-or-a-scanner-made-up-without-any-thought-2024-06-01.png',
        'image/png',
        480_000,
      ),
    ],
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  args: {
    label: <span lang="ar">الصورة الرئيسية</span>,
    defaultValue: [file('غلاف.png', 'image/png', 240_000)],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'إزالة غلاف.png' }),
    ).toBeVisible();
  },
};
