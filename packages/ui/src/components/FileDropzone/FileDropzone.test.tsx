import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider';
import { FileDropzone } from './FileDropzone';
import { formatFileSize, matchesAccept, sortFiles } from './fileRules';

const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1 });

const picture = file('cover.png', 'image/png', 2_000);
const photo = file('team.jpg', 'image/jpeg', 3_000);
const bigPhoto = file('huge.jpg', 'image/jpeg', 6_000_000);
const sheet = file('clinics.csv', 'text/csv');

// The label of a required field ends with a star, hence the pattern.
const input = (name = 'Feature image') =>
  screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const drop = (target: HTMLElement, files: File[]) =>
  fireEvent.drop(target, { dataTransfer: { files, types: ['Files'] } });

describe('FileDropzone', () => {
  it('is a real file input named by its label and described by its instructions', () => {
    render(<FileDropzone label="Feature image" accept="image/*" maxSizeBytes={5_000_000} />);
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', 'image/*');
    expect(input()).toHaveAccessibleDescription(
      'Drag a file here or choose a file Maximum size: 5 MB',
    );
  });

  it('lists the chosen file with a labelled remove button and reports it', async () => {
    const onChange = vi.fn();
    render(<FileDropzone label="Feature image" onChange={onChange} />);
    await userEvent.upload(input(), picture);
    expect(onChange).toHaveBeenLastCalledWith([picture]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getByText('cover.png')).toBeInTheDocument();
    expect(within(list).getByText('2 kB')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Remove cover.png' })).toHaveTextContent(
      'Remove',
    );
  });

  it('replaces the file when only one is allowed', async () => {
    const onChange = vi.fn();
    render(<FileDropzone label="Feature image" onChange={onChange} />);
    await userEvent.upload(input(), picture);
    await userEvent.upload(input(), photo);
    expect(onChange).toHaveBeenLastCalledWith([photo]);
  });

  it('adds files up when several are allowed, ignoring one chosen twice', async () => {
    const onChange = vi.fn();
    render(<FileDropzone label="Documents" multiple onChange={onChange} />);
    await userEvent.upload(input('Documents'), [picture]);
    await userEvent.upload(input('Documents'), [photo, picture]);
    expect(onChange).toHaveBeenLastCalledWith([picture, photo]);
    expect(input('Documents')).toHaveAccessibleDescription('Drag files here or choose files');
  });

  it('refuses a file over the size limit, says why, and does not pass it on', async () => {
    const onChange = vi.fn();
    render(
      <FileDropzone label="Documents" multiple maxSizeBytes={5_000_000} onChange={onChange} />,
    );
    await userEvent.upload(input('Documents'), [photo, bigPhoto]);
    expect(onChange).toHaveBeenLastCalledWith([photo]);
    const refused = screen.getByRole('list', { name: 'Files not added' });
    expect(refused).toHaveTextContent('huge.jpg is larger than 5 MB.');
    expect(refused.parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('refuses a dropped file that does not match accept', () => {
    const onChange = vi.fn();
    render(<FileDropzone label="Feature image" accept="image/*,.pdf" onChange={onChange} />);
    drop(input(), [sheet]);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Files not added' })).toHaveTextContent(
      'clinics.csv is not an accepted file type.',
    );
    drop(input(), [picture]);
    expect(onChange).toHaveBeenLastCalledWith([picture]);
    expect(screen.queryByRole('list', { name: 'Files not added' })).not.toBeInTheDocument();
  });

  it('reports the files it refuses, so a caller can drop an older message', () => {
    const onReject = vi.fn();
    const onChange = vi.fn();
    render(
      <FileDropzone
        label="Feature image"
        accept="image/*"
        onChange={onChange}
        onReject={onReject}
      />,
    );
    drop(input(), [sheet]);
    expect(onReject).toHaveBeenCalledExactlyOnceWith([{ file: sheet, reason: 'type' }]);
    drop(input(), [picture]);
    expect(onReject).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenLastCalledWith([picture]);
  });

  it('keeps the first of several dropped files when only one is allowed', () => {
    const onChange = vi.fn();
    render(<FileDropzone label="Feature image" onChange={onChange} />);
    drop(input(), [picture, photo]);
    expect(onChange).toHaveBeenLastCalledWith([picture]);
    expect(screen.getByRole('list', { name: 'Files not added' })).toHaveTextContent(
      'team.jpg: only one file can be chosen.',
    );
  });

  it('shows a drag-over state while files are dragged over it', () => {
    render(<FileDropzone label="Feature image" />);
    const zone = input().parentElement as HTMLElement;
    const idle = zone.className;
    fireEvent.dragEnter(input(), { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone.className).not.toBe(idle);
    expect(screen.getByText('Drop to add')).toBeInTheDocument();
    fireEvent.dragLeave(input());
    expect(zone.className).toBe(idle);
    expect(screen.getByText('Drag a file here or choose a file')).toBeInTheDocument();
  });

  it('removes a file and moves focus to the next remove button, then to the input', async () => {
    const onChange = vi.fn();
    render(<FileDropzone label="Documents" multiple onChange={onChange} />);
    await userEvent.upload(input('Documents'), [picture, photo]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove cover.png' }));
    expect(onChange).toHaveBeenLastCalledWith([photo]);
    expect(screen.getByRole('button', { name: 'Remove team.jpg' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(input('Documents')).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });

  it('announces its hint and error and marks the input invalid and required', () => {
    render(
      <FileDropzone
        label="Feature image"
        hint="Shown on the module card"
        error="Feature image is required"
        required
      />,
    );
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAttribute('aria-required', 'true');
    expect(input()).toHaveAccessibleDescription(
      'Shown on the module card Feature image is required Drag a file here or choose a file',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Feature image is required');
  });

  it('takes no files when disabled', () => {
    const onChange = vi.fn();
    render(<FileDropzone label="Feature image" disabled onChange={onChange} />);
    expect(input()).toBeDisabled();
    drop(input(), [picture]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('explains refusals in the active language', () => {
    render(
      <UiTextProvider locale="fr">
        <FileDropzone label="Image" maxSizeBytes={500_000} />
      </UiTextProvider>,
    );
    drop(input('Image'), [bigPhoto]);
    expect(screen.getByRole('list', { name: 'Fichiers non ajoutés' })).toHaveTextContent(
      'huge.jpg dépasse 500 ko.',
    );
  });

  it('submits the chosen file through react-hook-form', async () => {
    const onSubmit = vi.fn();
    function TrainingModuleForm() {
      const { control, handleSubmit } = useForm<{ featureImage: File[] }>({
        defaultValues: { featureImage: [] },
      });
      return (
        <form onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}>
          <Controller
            control={control}
            name="featureImage"
            render={({ field }) => (
              <FileDropzone label="Feature image" accept="image/*" {...field} />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<TrainingModuleForm />);
    await userEvent.upload(input(), picture);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ featureImage: [picture] });
  });
});

describe('file rules', () => {
  it('matches accept by extension, exact type and wildcard, ignoring case', () => {
    expect(matchesAccept(file('A.PDF', ''), '.pdf')).toBe(true);
    expect(matchesAccept(picture, 'image/*')).toBe(true);
    expect(matchesAccept(picture, 'image/jpeg')).toBe(false);
    expect(matchesAccept(sheet, 'image/*, text/csv')).toBe(true);
    expect(matchesAccept(sheet, undefined)).toBe(true);
    expect(matchesAccept(sheet, ' ')).toBe(true);
  });

  it('gives the type as the reason before the size', () => {
    const { rejected } = sortFiles([file('big.exe', 'application/x-msdownload', 10)], {
      accept: 'image/*',
      maxSizeBytes: 1,
      multiple: true,
    });
    expect(rejected[0]?.reason).toBe('type');
  });

  it('writes sizes in decimal units in the given locale', () => {
    expect(formatFileSize(999, 'en')).toBe('999 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(700, 'fr')).toBe('700\u00a0octets');
    expect(formatFileSize(1_500, 'en')).toBe('1.5 kB');
    expect(formatFileSize(5_000_000, 'en')).toBe('5 MB');
    expect(formatFileSize(2_500_000, 'fr')).toBe('2,5\u202fMo');
  });
});
