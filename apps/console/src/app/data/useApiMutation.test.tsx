import { ApiError, DEFAULT_ERROR_MESSAGE } from '@org/api-client';
import { profileSchema } from '@org/forms';
import { useSchemaForm } from '@org/forms/react';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../session/queryClient';
import { FALLBACK_FAILURE } from './fallbackFailure';
import { queryKeys } from './queryKeys';
import { latestMutation, MutationFailure } from './runMutation';
import { useApiMutation } from './useApiMutation';
import type { ApiMutationOptions } from './mutationTypes';

/** A call that stays under way until the test lets it end. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const rateLimited = () => new ApiError('Too many requests', 429, 'RATE_LIMITED', false);
const refusedName = () =>
  new ApiError('Full name is required', 400, 'VALIDATION_FAILED', false, [
    { path: 'fullName', message: 'Full name is required' },
  ]);

const renderMutation = <V, R>(options: ApiMutationOptions<V, R>) =>
  renderHook(() => useApiMutation(options));

/** What a toast was given, as it shows: its text, and the text of each `<bdi>` in it. */
function shownToast(message: ReactNode) {
  const { container } = render(<p>{message}</p>);
  const shown = {
    text: container.textContent,
    isolated: [...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent),
  };
  container.remove();
  return shown;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  queryClient.clear();
});

describe('a change made through useApiMutation', () => {
  it('is idle, then pending while the call runs, then done with its success text', async () => {
    const call = deferred<string>();
    const { result } = renderMutation({
      mutationFn: () => call.promise,
      successText: { key: 'login.sendCode' },
    });
    expect(result.current).toMatchObject({ status: 'idle', isPending: false, error: null });

    let done!: Promise<boolean>;
    act(() => {
      done = result.current.mutate();
    });
    expect(result.current).toMatchObject({ status: 'pending', isPending: true });

    await act(async () => {
      call.resolve('sent');
      await expect(done).resolves.toBe(true);
    });
    expect(result.current).toMatchObject({
      status: 'success',
      isPending: false,
      successText: 'Send code',
      error: null,
    });
  });

  it('hands the answer and the variables to onSuccess before it counts as done', async () => {
    const onSuccess = vi.fn();
    const { result } = renderMutation({
      mutationFn: (email: string) => Promise.resolve(email.trim()),
      onSuccess,
    });
    await act(() => result.current.mutate(' nurse@clinic.test '));
    expect(onSuccess).toHaveBeenCalledWith('nurse@clinic.test', ' nurse@clinic.test ');
    expect(result.current.status).toBe('success');
  });

  it('says why the api refused, translated, and never rejects', async () => {
    const { result } = renderMutation({ mutationFn: () => Promise.reject(rateLimited()) });
    await act(async () => {
      await expect(result.current.mutate()).resolves.toBe(false);
    });
    expect(result.current).toMatchObject({
      status: 'error',
      isPending: false,
      error: 'Too many attempts. Wait a moment, then try again.',
      successText: null,
    });
  });

  it('follows the language: the same failure reads in French after a switch', async () => {
    const { result } = renderMutation({ mutationFn: () => Promise.reject(rateLimited()) });
    await act(() => result.current.mutate());
    await act(() => i18n.changeLanguage('fr'));
    expect(result.current.error).not.toBe('Too many attempts. Wait a moment, then try again.');
    expect(result.current.error).toBeTruthy();
  });

  it('says "An error occurred" for a failure it does not know', async () => {
    const { result } = renderMutation({ mutationFn: () => Promise.reject(new Error('boom')) });
    await act(() => result.current.mutate());
    expect(result.current.error).toBe('An error occurred');
  });

  it('keeps its last-resort text equal to the api-client catalogue', () => {
    expect(FALLBACK_FAILURE).toEqual({ key: DEFAULT_ERROR_MESSAGE, ns: 'apiClient' });
  });

  it('shows nothing for a failure the app already shows (the network-error dialog)', async () => {
    const offline = new ApiError('Network Error', null, 'NETWORK_ERROR', true);
    const { result } = renderMutation({ mutationFn: () => Promise.reject(offline) });
    await act(() => result.current.mutate());
    expect(result.current).toMatchObject({ status: 'error', error: null });
  });

  it("says a change's own words when it throws a MutationFailure", async () => {
    const { result } = renderMutation({
      mutationFn: () => Promise.reject(new MutationFailure({ key: 'sso.redirectNotAllowed' })),
    });
    await act(() => result.current.mutate());
    expect(result.current.error).toBe(
      'The return address is not allowed for the app that sent you here. You will not be sent to it.',
    );
  });

  it('shows not even its errorText for a failure the app already shows', async () => {
    const offline = new ApiError('Network Error', null, 'NETWORK_ERROR', true);
    const { result } = renderMutation({
      mutationFn: () => Promise.reject(offline),
      errorText: { key: 'errors.otpInvalid' },
    });
    await act(() => result.current.mutate());
    expect(result.current).toMatchObject({ status: 'error', error: null });
  });

  it('says its errorText, whatever else went wrong, when it has one', async () => {
    const { result } = renderMutation({
      mutationFn: () => Promise.reject(rateLimited()),
      errorText: { key: 'errors.otpInvalid' },
    });
    await act(() => result.current.mutate());
    expect(result.current.error).toBe('This code is not valid or has expired. Request a new code.');
  });

  it("puts the server's field errors under the form's fields", async () => {
    const { result } = renderHook(() => {
      const form = useSchemaForm(profileSchema, { defaultValues: { fullName: 'Nadia Nurse' } });
      const rename = useApiMutation({
        mutationFn: () => Promise.reject(refusedName()),
        form,
      });
      return { form, rename };
    });
    await act(() => result.current.rename.mutate());
    expect(result.current.form.getFieldState('fullName').error).toMatchObject({
      type: 'server',
      message: 'Full name is required',
    });
    // The line under the controls still says it too, as before.
    expect(result.current.rename.error).toBe('Full name is required');
  });

  it('fetches again what it made out of date before it counts as done', async () => {
    let fetches = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: queryKeys.maintenance(),
      queryFn: () => Promise.resolve({ message: `fetch ${++fetches}` }),
    });
    const stop = observer.subscribe(() => undefined);
    await waitFor(() => expect(observer.getCurrentResult().data).toEqual({ message: 'fetch 1' }));

    const { result } = renderMutation({
      mutationFn: () => Promise.resolve(),
      invalidates: [queryKeys.maintenance()],
    });
    await act(() => result.current.mutate());
    expect(observer.getCurrentResult().data).toEqual({ message: 'fetch 2' });
    stop();
  });

  it('invalidates every page of a key by its prefix', async () => {
    queryClient.setQueryData(queryKeys.auditLog({ page: 1 }), []);
    queryClient.setQueryData(queryKeys.auditLog({ page: 2 }), []);
    const { result } = renderMutation({
      mutationFn: () => Promise.resolve(),
      invalidates: [queryKeys.auditLog()],
    });
    await act(() => result.current.mutate());
    expect(queryClient.getQueryState(queryKeys.auditLog({ page: 1 }))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.auditLog({ page: 2 }))?.isInvalidated).toBe(true);
  });

  it('shows its success text as a toast when given the toasts, and only on success', async () => {
    const toast = { success: vi.fn((_message: ReactNode) => 'toast-1') };
    const { result } = renderMutation({
      mutationFn: (fail: boolean) => (fail ? Promise.reject(rateLimited()) : Promise.resolve()),
      successText: { key: 'login.sendCode' },
      toast,
    });
    await act(() => result.current.mutate(true));
    expect(toast.success).not.toHaveBeenCalled();
    await act(() => result.current.mutate(false));
    expect(toast.success).toHaveBeenCalledOnce();
    expect(shownToast(toast.success.mock.calls[0]![0])).toEqual({
      text: 'Send code',
      isolated: [],
    });
  });

  it('keeps a value typed by someone in its own direction in the toast (a <bdi>)', async () => {
    const toast = { success: vi.fn((_message: ReactNode) => 'toast-1') };
    const { result } = renderMutation({
      mutationFn: () => Promise.resolve(),
      successText: { key: 'login.codeSent', values: { email: 'ana@clinic.test' } },
      toast,
    });
    await act(() => result.current.mutate());
    expect(shownToast(toast.success.mock.calls[0]![0])).toEqual({
      text: 'We sent a 6-digit code to ana@clinic.test.',
      isolated: ['ana@clinic.test'],
    });
    expect(result.current.successText).toBe('We sent a 6-digit code to ana@clinic.test.');
  });

  it('shows the failure text as an error toast when given one, and never on success', async () => {
    const toast = {
      success: vi.fn((_message: ReactNode) => 'toast-1'),
      error: vi.fn((_message: ReactNode) => 'toast-2'),
    };
    const { result } = renderMutation({
      mutationFn: (fail: boolean) => (fail ? Promise.reject(rateLimited()) : Promise.resolve()),
      errorText: { key: 'login.sendCode' },
      toast,
    });
    await act(() => result.current.mutate(false));
    expect(toast.error).not.toHaveBeenCalled();
    await act(() => result.current.mutate(true));
    expect(toast.error).toHaveBeenCalledOnce();
    expect(shownToast(toast.error.mock.calls[0]![0]).text).toBe('Send code');
  });

  it('lets the change started last decide, when two overlap', async () => {
    const first = deferred<void>();
    const { result } = renderMutation({
      mutationFn: (which: 'first' | 'second') =>
        which === 'first' ? first.promise : Promise.reject(rateLimited()),
    });
    let firstDone!: Promise<boolean>;
    act(() => {
      firstDone = result.current.mutate('first');
    });
    await act(() => result.current.mutate('second'));
    await act(async () => {
      first.resolve();
      await firstDone;
    });
    expect(result.current.status).toBe('error');
  });
});

describe('several changes sharing one line', () => {
  it('show the one started last', async () => {
    const { result } = renderHook(() => ({
      publish: useApiMutation({ mutationFn: () => Promise.resolve() }),
      clear: useApiMutation({ mutationFn: () => Promise.reject(rateLimited()) }),
    }));
    expect(latestMutation(result.current.publish, result.current.clear)).toBe(
      result.current.publish,
    );
    await act(() => result.current.clear.mutate());
    await act(() => result.current.publish.mutate());
    expect(latestMutation(result.current.clear, result.current.publish).status).toBe('success');
    await act(() => result.current.clear.mutate());
    expect(latestMutation(result.current.clear, result.current.publish).status).toBe('error');
  });
});
