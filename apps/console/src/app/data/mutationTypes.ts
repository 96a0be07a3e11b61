import type { ToastApi } from '@org/ui';
import type { QueryKey } from '@tanstack/react-query';
import type { TranslatedText } from '../i18n/translatedText';

/**
 * A react-hook-form form (`useSchemaForm`): the server's field errors go under its fields. Only its
 * `setError` is used, so react-hook-form is never loaded for a change made without a form.
 */
export interface FormWithServerErrors {
  setError(name: string, error: { type: string; message: string }): void;
}

export interface ApiMutationOptions<TVariables, TResult> {
  /** The change: an @org/api-client call. It may throw a `MutationFailure` to say its own words. */
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** Query keys (or prefixes), from `queryKeys`, that the change makes out of date: fetched again before it settles. */
  invalidates?: readonly QueryKey[];
  /** Runs after a success, before the mutation settles (keep the answer, move on). */
  onSuccess?: (result: TResult, variables: TVariables) => void | Promise<void>;
  /** What a success says: the mutation's `successText`, and a success toast when `toast` is given. */
  successText?: TranslatedText;
  /**
   * The @org/ui toasts (`useToast()`, signed-in screens only): `successText` shows as a success
   * toast, and with `error` the failure text as an error toast (unless the app already shows it).
   */
  toast?: Pick<ToastApi, 'success'> & Partial<Pick<ToastApi, 'error'>>;
  /** The failure text whatever went wrong, instead of the api-failure text (`apiFailureText`). */
  errorText?: TranslatedText;
  /** The form the change came from: the server's `fieldErrors` go under its fields. */
  form?: FormWithServerErrors;
}

/** How a change ended: its status and the text to show (a failure's text may be null). */
export interface MutationSettled {
  status: 'success' | 'error';
  text: TranslatedText | null;
}
