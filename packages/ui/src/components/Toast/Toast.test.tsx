import { act, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n';
import { Button } from '../Button';
import {
  TOAST_SUCCESS_DURATION_MS,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
} from './Toast';
import { installFakeOverlayTimers } from '../../../test/support/fakeOverlayTimers';

// jsdom lacks the pointer capture Radix's swipe handling calls.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
});

const { setup, wait } = installFakeOverlayTimers();

function Page({ options }: { options?: ToastOptions }) {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('Clinic created successfully', options)}>Create</Button>
      <Button onClick={() => toast.error('Failed to create clinic', options)}>Fail</Button>
    </>
  );
}

const renderPage = (options?: ToastOptions, locale = 'en') =>
  render(
    <UiTextProvider locale={locale}>
      <ToastProvider>
        <Page options={options} />
      </ToastProvider>
    </UiTextProvider>,
  );

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const toasts = () => within(region()).queryAllByRole('listitem');

describe('ToastProvider and useToast', () => {
  it('shows a success in the notifications region, with its tone for screen readers', async () => {
    const user = setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('Success: Clinic created successfully');
    expect(toasts()[0]!.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it(`lets a success go by itself after ${TOAST_SUCCESS_DURATION_MS} ms`, async () => {
    const user = setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await wait(TOAST_SUCCESS_DURATION_MS - 10);
    expect(toasts()).toHaveLength(1);
    await wait(1000);
    expect(toasts()).toHaveLength(0);
  });

  it('keeps an error until it is dismissed with its close button', async () => {
    const user = setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await wait(10 * 60 * 1000);
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('Error: Failed to create clinic');
    await user.click(within(region()).getByRole('button', { name: 'Close' }));
    await wait(1000);
    expect(toasts()).toHaveLength(0);
  });

  it('closes an error after the duration the caller gives', async () => {
    const user = setup();
    renderPage({ duration: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await wait(19_000);
    expect(toasts()).toHaveLength(1);
    await wait(2_000);
    expect(toasts()).toHaveLength(0);
  });

  it('announces a success politely and an error assertively', async () => {
    const user = setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await wait(50);
    const polite = document.querySelector('[role="status"][aria-live="polite"]');
    const assertive = document.querySelector('[role="status"][aria-live="assertive"]');
    expect(polite).toHaveTextContent('Clinic created successfully');
    expect(assertive).toHaveTextContent('Failed to create clinic');
  });

  it('shows a title above the message when given', async () => {
    const user = setup();
    renderPage({ title: 'Saved' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(toasts()[0]).toHaveTextContent('SavedSuccess: Clinic created successfully');
  });

  it('speaks the current language', async () => {
    const user = setup();
    renderPage(undefined, 'fr');
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const frenchRegion = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(within(frenchRegion).getByRole('listitem')).toHaveTextContent('Erreur:');
    expect(within(frenchRegion).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('dismisses a toast by the id it returned', async () => {
    let api: ToastApi | undefined;
    function Capture({ onReady }: { onReady: (api: ToastApi) => void }) {
      const toast = useToast();
      useEffect(() => onReady(toast), [toast, onReady]);
      return null;
    }
    render(
      <ToastProvider>
        <Capture
          onReady={(ready) => {
            api = ready;
          }}
        />
      </ToastProvider>,
    );
    let id = '';
    act(() => {
      id = api!.error('Failed to download template');
    });
    expect(toasts()).toHaveLength(1);
    act(() => api!.dismiss(id));
    await wait(1000);
    expect(toasts()).toHaveLength(0);
  });

  it('needs a ToastProvider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Page />)).toThrow(/ToastProvider/);
    error.mockRestore();
  });
});
