import type { TrainingModuleValues } from '@org/forms';
import { useValidationText } from '@org/forms/react';
import { Textarea } from '@org/ui';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';

/** One skill a line, or several on a line between commas: the form's list of skills. */
export const skillsOf = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '');

interface SkillsFormFieldProps {
  control: Control<TrainingModuleValues>;
  label: string;
  hint: string;
}

/**
 * The module's skills as a plain text box (the multi-select takes no free entries): what is typed
 * stays as typed, and the form holds the list it makes, checked by the schema ('At least one
 * skill is required').
 */
export function SkillsFormField({ control, label, hint }: SkillsFormFieldProps) {
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name: 'skills' });
  const translate = useValidationText();
  // A skill of its own (too long, say) has its message at its index: the first one shows.
  const message =
    error?.message ??
    (Array.isArray(error)
      ? (error as ({ message?: string } | undefined)[]).find((item) => item?.message)?.message
      : undefined);
  const [text, setText] = useState(() =>
    Array.isArray(value) ? (value as string[]).join('\n') : '',
  );
  return (
    <Textarea
      ref={ref}
      name={name}
      label={label}
      hint={hint}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(skillsOf(event.target.value));
      }}
      onBlur={onBlur}
      error={translate(message)}
      required
    />
  );
}
