import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { isRequiredField, requiredFieldDependencies } from '../requiredFields';

interface SchemaForm {
  schema: AnyObjectSchema;
  values: () => Record<string, unknown>;
}

/** The schema each `useSchemaForm` checks its form with, by the form's control. */
const schemaForms = new WeakMap<object, SchemaForm>();

/** Called by `useSchemaForm`: its bound fields read their required mark from `schema`. */
export function registerSchemaForm(control: object, form: SchemaForm): void {
  schemaForms.set(control, form);
}

/**
 * Whether the field `name` is required, as the form's schema says with the values now (a `when`
 * condition is followed: the field is drawn again when a field it depends on changes). False for
 * a form that is not a schema form.
 */
export function useSchemaRequired<T extends FieldValues>(control: Control<T>, name: string) {
  const form = schemaForms.get(control);
  const values = form?.values() ?? {};
  const dependencies = form ? requiredFieldDependencies(form.schema, name, values) : [];
  useWatch({ control, name: dependencies as never, disabled: dependencies.length === 0 });
  return form ? isRequiredField(form.schema, name, form.values()) : false;
}
