import { useSchemaForm, type FormSchema, type SchemaFormValues } from '@org/forms/react';
import { useToast } from '@org/ui';
import type { FormEvent } from 'react';
import { useApiMutation, type ApiMutationOptions } from '../data/useApiMutation';
import { useTranslatedFieldErrors } from '../data/useTranslatedFieldErrors';
import type { TranslatedText } from '../i18n/translatedText';

type Namespace = NonNullable<TranslatedText['ns']>;

const NO_NAMESPACES: readonly Namespace[] = [];

export interface RecordFormOptions<TValues, TVariables, TResult> extends Omit<
  ApiMutationOptions<TVariables, TResult>,
  'form' | 'toast'
> {
  /** What the form starts with: the record being edited, or an empty one. */
  defaultValues: TValues;
  /**
   * The namespaces (the screen's own text, as a constant) in which the api's own field messages
   * are keys: translated before they go under their fields. The schema's messages need none.
   */
  apiMessages?: readonly Namespace[];
  /** What the change is given when the form is sent: the form's values unless said. */
  variables?: (values: TValues) => TVariables;
}

/**
 * The form of a record drawer (docs/product.md §13.1), written once: react-hook-form with the
 * @org/forms schema (`useSchemaForm`), the save through the one mutation helper, the server's
 * field errors under their fields (translated), a success toast, and a failure said inside the
 * drawer, which stays open with what was typed. `<RecordDrawer {...drawer} …>` takes its state.
 */
export function useRecordForm<
  S extends FormSchema,
  TResult = unknown,
  TVariables = SchemaFormValues<S>,
>(schema: S, options: RecordFormOptions<SchemaFormValues<S>, TVariables, TResult>) {
  const { defaultValues, apiMessages = NO_NAMESPACES, variables, ...mutation } = options;
  const toast = useToast();
  const form = useSchemaForm(schema, { defaultValues: defaultValues as never });
  const fieldErrors = useTranslatedFieldErrors(form, apiMessages);
  const save = useApiMutation<TVariables, TResult>({
    ...mutation,
    toast: { success: (text) => toast.success(text) },
    form: fieldErrors,
  });

  // Without `variables`, TVariables is the form's values (its default).
  const toVariables = variables ?? ((values) => values as unknown as TVariables);
  const run = save.mutate as (variables: TVariables) => Promise<boolean>;

  /** Checks the form; once it passes, saves `as(values)` (by default what `variables` makes). */
  const submit = (as: (values: SchemaFormValues<S>) => TVariables = toVariables) =>
    form.handleSubmit((values) => run(as(values)));

  return {
    form,
    save,
    submit,
    /** What `RecordDrawer` takes from the form and its save. */
    drawer: {
      dirty: form.formState.isDirty,
      saving: save.isPending,
      error: save.error,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void submit()(event),
    },
  };
}
