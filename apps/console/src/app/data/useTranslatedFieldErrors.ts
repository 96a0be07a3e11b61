import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslatedText } from '../i18n/translatedText';
import type { FormWithServerErrors } from './mutationTypes';

type Namespace = NonNullable<TranslatedText['ns']>;

/**
 * The form's server field errors in the reader's language: an api message that is a key of one of
 * `namespaces` (a screen's own text, e.g. 'This person is already enrolled in this program.') is
 * translated before it goes under its field; the schema's messages are translated by the fields
 * themselves. Pass `namespaces` as a constant: it is a dependency.
 */
export function useTranslatedFieldErrors(
  form: FormWithServerErrors,
  namespaces: readonly Namespace[],
): FormWithServerErrors {
  const { i18n } = useTranslation();
  return useMemo(
    () => ({
      setError: (name, error) => {
        const namespace = namespaces.find((candidate) =>
          i18n.exists(error.message, { ns: candidate }),
        );
        form.setError(name, {
          ...error,
          message: namespace ? i18n.t(error.message, { ns: namespace }) : error.message,
        });
      },
    }),
    [form, i18n, namespaces],
  );
}
