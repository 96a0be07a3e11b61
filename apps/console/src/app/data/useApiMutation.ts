import { useState } from 'react';
import type { TranslatedText } from '../i18n/translatedText';
import { useTranslatedText } from '../i18n/useTranslatedText';
import { FALLBACK_FAILURE } from './fallbackFailure';
import type { ApiMutationOptions, MutationSettled } from './mutationTypes';

/*
 * The one way the console changes something on the server. Not TanStack's `useMutation`: the
 * sign-in form uses it, and /login's first paint must not hold @tanstack (docs/decisions.md "/login first-load budget". Only
 * the state lives here; the run itself (invalidation through the lazily loaded QueryClient, the
 * failure text, field errors, the toast) loads with the first change, in ./runMutation.
 */

export type { ApiMutationOptions, FormWithServerErrors } from './mutationTypes';

export type MutationStatus = 'idle' | 'pending' | MutationSettled['status'];

/** A change that takes nothing is called with nothing: `clear.mutate()`. */
type VariablesOf<TVariables> = undefined extends TVariables ? [TVariables?] : [TVariables];

export interface ApiMutation<TVariables> {
  status: MutationStatus;
  isPending: boolean;
  /**
   * Why the last change failed, in the current language; null when it did not, or when the app
   * already shows the failure (docs/product.md §8: the network-error dialog; a 401 signs out).
   */
  error: string | null;
  /** The last change's `successText`, in the current language, once it succeeded; else null. */
  successText: string | null;
  /** The order in which the last change started (0: none yet): the latest of several wins. */
  submittedAt: number;
  /** Runs the change; answers whether it succeeded, and never rejects. */
  mutate: (...variables: VariablesOf<TVariables>) => Promise<boolean>;
}

interface MutationState {
  status: MutationStatus;
  text: TranslatedText | null;
  submittedAt: number;
}

let started = 0;

/**
 * `const save = useApiMutation({ mutationFn: (fullName: string) => updateProfile(apiClient,
 * { fullName }), invalidates: [queryKeys.x()], successText, form })`, then `save.mutate(name)`:
 * pending while it runs, then `error` (translated, from `apiFailureText`) or `successText`. When
 * calls overlap, the last one started decides the state.
 */
export function useApiMutation<TVariables = void, TResult = unknown>(
  options: ApiMutationOptions<TVariables, TResult>,
): ApiMutation<TVariables> {
  const translate = useTranslatedText();
  const [state, setState] = useState<MutationState>({ status: 'idle', text: null, submittedAt: 0 });

  const mutate = async (...[variables]: VariablesOf<TVariables>): Promise<boolean> => {
    started += 1;
    const submittedAt = started;
    setState({ status: 'pending', text: null, submittedAt });
    const settled = await import('./runMutation').then(
      ({ runMutation }) => runMutation(options, variables as TVariables),
      // Offline, or replaced by a new deploy: the change never ran.
      (): MutationSettled => ({ status: 'error', text: options.errorText ?? FALLBACK_FAILURE }),
    );
    // A change started since then decides the state.
    setState((current) =>
      current.submittedAt === submittedAt ? { ...settled, submittedAt } : current,
    );
    return settled.status === 'success';
  };

  return {
    status: state.status,
    isPending: state.status === 'pending',
    error: state.status === 'error' ? translate(state.text) : null,
    successText: state.status === 'success' ? translate(state.text) : null,
    submittedAt: state.submittedAt,
    mutate,
  };
}
