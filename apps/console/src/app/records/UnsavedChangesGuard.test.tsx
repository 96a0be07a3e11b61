import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoAdmin } from '../../testing/demoAdmin';
import { appStore } from '../session/appStore';
import { currentUserAtom } from '../session/sessionAtoms';
import { useUnsavedChanges } from './unsavedChanges';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

afterEach(() => appStore.set(currentUserAtom, null));

/** The clinics list with a drawer holding unsaved changes; the person keeps editing when asked. */
function renderClinicsWithUnsavedDrawer() {
  appStore.set(currentUserAtom, demoAdmin());
  const keepEditing = vi.fn(() => Promise.resolve(false));
  function UnsavedDrawer() {
    useUnsavedChanges(true, keepEditing);
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/clinics-and-hospitals',
        element: (
          <>
            <UnsavedChangesGuard />
            <UnsavedDrawer />
          </>
        ),
      },
      { path: '/settings', element: <p>Settings</p> },
    ],
    { initialEntries: ['/settings', '/clinics-and-hospitals'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return { router, keepEditing };
}

describe('UnsavedChangesGuard', () => {
  it('lets the list’s own search change the address behind the drawer without asking', async () => {
    const { router, keepEditing } = renderClinicsWithUnsavedDrawer();
    await act(() => router.navigate('/clinics-and-hospitals?search=Lisboa'));
    expect(router.state.location.search).toBe('?search=Lisboa');
    expect(keepEditing).not.toHaveBeenCalled();
  });

  it('asks before the browser’s Back, even to the same page, and stays when told to', async () => {
    const { router, keepEditing } = renderClinicsWithUnsavedDrawer();
    await act(() => router.navigate('/clinics-and-hospitals?search=Lisboa'));
    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(keepEditing).toHaveBeenCalledTimes(1));
    expect(router.state.location.search).toBe('?search=Lisboa');
  });

  it('asks before a move to another page', async () => {
    const { router, keepEditing } = renderClinicsWithUnsavedDrawer();
    await act(() => router.navigate('/settings'));
    await vi.waitFor(() => expect(keepEditing).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/clinics-and-hospitals');
  });
});
