import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type ReactNode,
} from 'react';
import { useUiLocale, useUiText } from '../../i18n/UiTextProvider';
import { FormField } from '../FormField/FormField';
import { useControllableValue } from '../FormField/useControllableValue';
import * as styles from './FileDropzone.css';
import { formatFileSize, sortFiles, type FileRejection } from './fileRules';

export interface FileDropzoneProps {
  label: ReactNode;
  /** The chosen files. With `onChange`, the dropzone is controlled. */
  value?: File[];
  defaultValue?: File[];
  /** Receives the accepted files only; refused ones are listed with their reason instead. */
  onChange?: (files: File[]) => void;
  /**
   * Called with the files just refused (and their reasons), which the dropzone lists itself: a
   * caller that shows an earlier message for the field (a server's refusal) clears it then, so
   * the field has one current message.
   */
  onReject?: (rejections: FileRejection[]) => void;
  /** Called when the file input loses focus (react-hook-form marks it touched). */
  onBlur?: () => void;
  name?: string;
  /** As `<input type="file" accept>`: ".pdf", "image/*", "application/pdf", comma-separated. */
  accept?: string;
  /** Lets several files be chosen; they add up. Without it, a new file replaces the old one. */
  multiple?: boolean;
  /** Files larger than this are refused. */
  maxSizeBytes?: number;
  hint?: ReactNode;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

const EMPTY: File[] = [];

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * The input holds the chosen files too, so that a native form submits them. It is emptied
 * first, so the same file can be picked again even where DataTransfer is missing (jsdom).
 */
function syncInputFiles(input: HTMLInputElement, files: readonly File[]) {
  input.value = '';
  if (typeof DataTransfer === 'undefined') return;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}

/**
 * A drop area over a real `<input type="file">`: clicking it, or Enter or Space on it, opens the
 * picker; files can also be dropped on it. Files that do not match `accept` or exceed
 * `maxSizeBytes` are listed with the reason and not passed on. Chosen files are listed with
 * remove buttons. Binds with react-hook-form's `Controller`; the ref is the file input.
 */
export const FileDropzone = forwardRef<HTMLInputElement, FileDropzoneProps>(function FileDropzone(
  {
    label,
    value,
    defaultValue = EMPTY,
    onChange,
    onReject,
    onBlur,
    name,
    accept,
    multiple = false,
    maxSizeBytes,
    hint,
    error,
    required = false,
    disabled = false,
    id,
    className,
  },
  ref,
) {
  const text = useUiText();
  const locale = useUiLocale();
  const baseId = useId();
  const instructionsId = `${baseId}-instructions`;
  const sizeId = `${baseId}-size`;
  const [files, setFiles] = useControllableValue(value, defaultValue, onChange);
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  const [dragOver, setDragOver] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);

  useEffect(() => {
    if (inputRef.current) syncInputFiles(inputRef.current, files);
  }, [files]);

  const addFiles = (incoming: File[]) => {
    const known = new Set(files.map(fileKey));
    const { accepted, rejected: refused } = sortFiles(
      incoming.filter((file) => !known.has(fileKey(file))),
      { accept, maxSizeBytes, multiple },
    );
    setRejected(refused);
    if (refused.length > 0) onReject?.(refused);
    if (accepted.length > 0) setFiles(multiple ? [...files, ...accepted] : accepted);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []));
    // Back to the files kept so far, without the refused ones; the effect adds the accepted.
    syncInputFiles(event.target, files);
  };

  const handleDragOver = (event: DragEvent<HTMLInputElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragOver(true);
  };

  const handleDrop = (event: DragEvent<HTMLInputElement>) => {
    // Handled here, not by the input, so that dropped files are checked like picked ones.
    event.preventDefault();
    setDragOver(false);
    if (!disabled) addFiles(Array.from(event.dataTransfer.files));
  };

  const remove = (index: number) => {
    // Focus moves to the next file's remove button, else the previous one, else the input.
    const buttons = listRef.current?.querySelectorAll('button');
    const nextFocus = buttons?.[index + 1] ?? buttons?.[index - 1] ?? inputRef.current;
    nextFocus?.focus();
    setFiles(files.filter((_, fileIndex) => fileIndex !== index));
  };

  const setInputRef = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const rejectionText = ({ file, reason }: FileRejection) =>
    reason === 'tooLarge'
      ? text('fileRejectedTooLarge', {
          name: file.name,
          max: formatFileSize(maxSizeBytes ?? 0, locale),
        })
      : reason === 'type'
        ? text('fileRejectedType', { name: file.name })
        : text('fileRejectedOnlyOne', { name: file.name });

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      describedBy={maxSizeBytes === undefined ? instructionsId : `${instructionsId} ${sizeId}`}
      className={className}
    >
      {({ controlProps }) => (
        <>
          <div className={styles.zone({ dragOver })}>
            <input
              ref={setInputRef}
              type="file"
              name={name}
              accept={accept}
              multiple={multiple}
              disabled={disabled}
              className={styles.input}
              onChange={handleChange}
              onBlur={onBlur}
              onDragEnter={handleDragOver}
              onDragOver={handleDragOver}
              onDragLeave={() => setDragOver(false)}
              onDrop={handleDrop}
              {...controlProps}
            />
            <span id={instructionsId} className={styles.instructions}>
              {dragOver
                ? text('fileDropActive')
                : text(multiple ? 'fileDropInstructionsMultiple' : 'fileDropInstructionsSingle')}
            </span>
            {maxSizeBytes === undefined ? null : (
              <span id={sizeId} className={styles.constraint}>
                {text('fileMaxSize', { size: formatFileSize(maxSizeBytes, locale) })}
              </span>
            )}
          </div>
          {files.length > 0 ? (
            <ul ref={listRef} className={styles.fileList} aria-label={text('fileListLabel')}>
              {files.map((file, index) => (
                <li key={fileKey(file)} className={styles.fileItem}>
                  <span className={styles.fileName}>{file.name}</span>
                  <span className={styles.fileSize}>{formatFileSize(file.size, locale)}</span>
                  <button
                    type="button"
                    className={styles.removeButton}
                    aria-label={text('fileRemove', { name: file.name })}
                    disabled={disabled}
                    onClick={() => remove(index)}
                  >
                    {text('fileRemoveButton')}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div aria-live="polite">
            {rejected.length > 0 ? (
              <ul className={styles.rejectedList} aria-label={text('fileRejectedListLabel')}>
                {rejected.map((rejection) => (
                  <li key={fileKey(rejection.file)}>{rejectionText(rejection)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </>
      )}
    </FormField>
  );
});
