import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useUiText } from '../../i18n/UiTextProvider';
import { optionOrDefault } from '../../internal/optionOrDefault';
import * as styles from './FormField.css';
import { RequiredMark } from './RequiredMark';
import {
  DEFAULT_FORM_FIELD_CONTROL,
  DEFAULT_FORM_FIELD_LAYOUT,
  formFieldControls,
  formFieldLayouts,
  type FormFieldControl,
  type FormFieldLayout,
} from './formFieldOptions';

/** What the control of a field carries so that it is named, described and marked invalid. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** Only for `native` controls: groups and buttons do not support it. */
  'aria-required'?: true;
  /** Only for `composite` controls, which `<label for>` cannot name. */
  'aria-labelledby'?: string;
}

export interface FormFieldRenderProps {
  /** Spread on the focusable control. */
  controlProps: FormFieldControlProps;
  labelId: string;
  /** The hint and error ids (and any `describedBy`), for controls that place them themselves. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field and announced with it; marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  control?: FormFieldControl;
  layout?: FormFieldLayout;
  /** More ids that describe the control, after the hint and error (e.g. a character counter). */
  describedBy?: string;
  className?: string;
  /** The control: an element that receives `controlProps`, or a function that places them. */
  children:
    ReactElement<Partial<FormFieldControlProps>> | ((field: FormFieldRenderProps) => ReactNode);
}

const joinIds = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * The label, hint and error layout every form control shares, with the control wired to them:
 * it gets the `id`, `aria-describedby` (hint, then error), `aria-invalid` and `aria-required`.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  id,
  control,
  layout,
  describedBy,
  className,
  children,
}: FormFieldProps) {
  const text = useUiText();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const labelId = `${controlId}-label`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const controlKind = optionOrDefault(
    'FormField',
    'control',
    control,
    formFieldControls,
    DEFAULT_FORM_FIELD_CONTROL,
  );
  const fieldLayout = optionOrDefault(
    'FormField',
    'layout',
    layout,
    formFieldLayouts,
    DEFAULT_FORM_FIELD_LAYOUT,
  );
  const invalid = Boolean(error);
  const descriptionIds = joinIds(hintId, errorId, describedBy);
  const controlProps: FormFieldControlProps = {
    id: controlId,
    'aria-describedby': descriptionIds,
    'aria-invalid': invalid ? true : undefined,
    ...(controlKind === 'native'
      ? { 'aria-required': required ? true : undefined }
      : { 'aria-labelledby': labelId }),
  };

  const requiredMark = required ? (
    <>
      <RequiredMark />
      {/* A composite control cannot carry aria-required: its name says it instead. */}
      {controlKind === 'composite' ? (
        <span className={styles.visuallyHidden}>{` (${text('fieldRequired')})`}</span>
      ) : null}
    </>
  ) : null;
  const labelClass = styles.label({ layout: fieldLayout });

  let renderedControl: ReactNode;
  if (typeof children === 'function') {
    renderedControl = children({
      controlProps,
      labelId,
      describedBy: descriptionIds,
      invalid,
      required,
    });
  } else if (isValidElement(children)) {
    renderedControl = cloneElement(children, {
      ...controlProps,
      'aria-describedby': joinIds(descriptionIds, children.props['aria-describedby']),
    });
  }

  const labelElement =
    controlKind === 'native' ? (
      <label id={labelId} className={labelClass} htmlFor={controlId}>
        {label}
        {requiredMark}
      </label>
    ) : (
      <span id={labelId} className={labelClass}>
        {label}
        {requiredMark}
      </span>
    );

  const fieldClass = styles.field({ layout: fieldLayout });
  return (
    <div className={className ? `${fieldClass} ${className}` : fieldClass}>
      {fieldLayout === 'inline' ? (
        <>
          <div className={styles.controlSlot}>{renderedControl}</div>
          {labelElement}
        </>
      ) : (
        <>
          {labelElement}
          {renderedControl}
        </>
      )}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
