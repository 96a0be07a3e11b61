import type { ReactNode } from 'react';
import { i18n, loadPackageNamespaces } from '../i18n/i18n';
import type { TranslatedText } from '../i18n/translatedText';
import { withUserText } from '../i18n/userText';
import { markFailureShown } from '../session/shownFailures';
import { loadedQueryClient } from '../session/queryClientRegistry';
import type { ApiMutationOptions, MutationSettled } from './mutationTypes';
import { FALLBACK_FAILURE } from './fallbackFailure';

/*
 * What `useApiMutation` does once a change runs, loaded with the first change rather than with the
 * page (docs/decisions.md "/login first-load budget"; what only a failure needs loads with the first failure.
 */

/**
 * A failure a change decides itself (a schema message, a refused address), thrown from a mutation
 * function so that `useApiMutation` shows `text` instead of the api-failure text. `text: null`
 * when the failure is already on screen (under a field, say), so the mutation shows nothing more.
 */
export class MutationFailure extends Error {
  override readonly name = 'MutationFailure';
  readonly text: TranslatedText | null;

  /** `cause`: the api's failure said in these words, so it is not said again (`markFailureShown`). */
  constructor(text: TranslatedText | null, options?: { cause?: unknown }) {
    super(text?.key ?? 'Already shown', options);
    this.text = text;
  }
}

/** The failure's text; the server's field errors go under the form's fields. */
async function describeFailure(
  error: unknown,
  { errorText, form }: Pick<ApiMutationOptions<never, never>, 'errorText' | 'form'>,
): Promise<TranslatedText | null> {
  if (error instanceof MutationFailure) {
    // A schema message needs the package messages, which a restored session may not have loaded.
    await loadPackageNamespaces().catch(() => undefined);
    return error.text;
  }
  const [details] = await Promise.all([
    import('./failureDetails'),
    loadPackageNamespaces().catch(() => undefined),
  ]);
  for (const { path, message } of form ? details.serverFieldErrors(error) : []) {
    form?.setError(path, { type: 'server', message });
  }
  const generic = details.apiFailureText(error);
  // docs/decisions.md "Failures the app already shows are not repeated", the change's own words included.
  return generic === null ? null : (errorText ?? generic);
}

/** A toast's words in the current language, a record's name in its own direction. */
const toastText = (text: TranslatedText): ReactNode =>
  withUserText((key, options) => i18n.t(key, options), text.key, text.values ?? {}, {
    ns: text.ns ?? 'console',
  });

/**
 * Runs the change, then fetches again what it made out of date (through the one QueryClient; none
 * yet means nothing is cached), then the caller's `onSuccess`, then the success toast. Never throws.
 */
export async function runMutation<TVariables, TResult>(
  options: ApiMutationOptions<TVariables, TResult>,
  variables: TVariables,
): Promise<MutationSettled> {
  try {
    const result = await options.mutationFn(variables);
    const queryClient = loadedQueryClient();
    await Promise.all(
      (options.invalidates ?? []).map((queryKey) => queryClient?.invalidateQueries({ queryKey })),
    );
    await options.onSuccess?.(result, variables);
  } catch (error) {
    // Said by the change itself (its state or its toast), so never by the global toast too.
    markFailureShown(error);
    const text = await describeFailure(error, options).catch(
      // Not even the failure details could be loaded.
      () => options.errorText ?? FALLBACK_FAILURE,
    );
    if (text && options.toast?.error) options.toast.error(toastText(text));
    return { status: 'error', text };
  }
  const text = options.successText ?? null;
  if (text && options.toast) options.toast.success(toastText(text));
  return { status: 'success', text };
}

interface Started {
  /** When it last started (epoch ms; 0 before the first). */
  submittedAt: number;
}

/**
 * Of several mutations that share one line on screen (a section's status, a step's failure), the
 * one started last: its outcome is the one to show.
 */
export function latestMutation<M extends readonly [Started, ...Started[]]>(
  ...mutations: M
): M[number] {
  return mutations.reduce((latest, next) =>
    next.submittedAt > latest.submittedAt ? next : latest,
  );
}
