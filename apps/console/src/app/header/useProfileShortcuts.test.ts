import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedChanges } from '../records/unsavedChanges';
import { useProfileShortcuts } from './useProfileShortcuts';

/** Presses keys on `target` (the page when not given); the event bubbles up to the window. */
const press = (init: KeyboardEventInit, target: EventTarget = window) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** A form with unsaved changes, as a record drawer holds one; its question answers `discard`. */
function holdUnsavedChanges(discard: boolean) {
  const question = vi.fn(() => Promise.resolve(discard));
  renderHook(() => useUnsavedChanges(true, question));
  return question;
}

/** A text field inside a form, and a button outside it tied to the form by `form="…"`. */
function formOnThePage() {
  document.body.innerHTML =
    '<form id="clinic"><input name="name" /></form><button type="submit" form="clinic">Save</button>';
  return {
    field: document.querySelector('input')!,
    saveButton: document.querySelector('button')!,
  };
}

function bindOn(platform: string) {
  vi.stubGlobal('navigator', { ...navigator, platform, userAgentData: undefined });
  const actions = { settings: vi.fn(), logout: vi.fn() };
  const hook = renderHook(() => useProfileShortcuts(actions));
  return { actions, ...hook };
}

describe('useProfileShortcuts', () => {
  it('opens Settings on Ctrl+S on Windows, instead of the browser saving the page', () => {
    const { actions } = bindOn('Win32');
    const event = press({ key: 's', code: 'KeyS', ctrlKey: true });
    expect(actions.settings).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it('logs out on Alt+Shift+Q on a Mac', () => {
    const { actions } = bindOn('MacIntel');
    press({ key: 'Œ', code: 'KeyQ', altKey: true, shiftKey: true });
    expect(actions.logout).toHaveBeenCalledOnce();
  });

  it('ignores a held-down key repeating', () => {
    const { actions } = bindOn('MacIntel');
    press({ key: 's', code: 'KeyS', metaKey: true, repeat: true });
    expect(actions.settings).not.toHaveBeenCalled();
  });

  it('binds nothing on Linux, so the browser keeps its keys', () => {
    const { actions } = bindOn('Linux x86_64');
    const event = press({ key: 's', code: 'KeyS', ctrlKey: true });
    press({ key: 'Q', code: 'KeyQ', altKey: true, shiftKey: true });
    expect(actions.settings).not.toHaveBeenCalled();
    expect(actions.logout).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('stops listening when the signed-in page goes away', () => {
    const { actions, unmount } = bindOn('Win32');
    unmount();
    press({ key: 's', code: 'KeyS', ctrlKey: true });
    expect(actions.settings).not.toHaveBeenCalled();
  });

  it('does nothing on Ctrl+S in a form: no Settings, and the browser does not save the page', () => {
    const { actions } = bindOn('Win32');
    const { field, saveButton } = formOnThePage();
    for (const target of [field, saveButton]) {
      const event = press({ key: 's', code: 'KeyS', ctrlKey: true }, target);
      expect(event.defaultPrevented).toBe(true);
    }
    expect(actions.settings).not.toHaveBeenCalled();
  });

  it('still logs out on Alt+Shift+Q in a form with nothing unsaved', () => {
    const { actions } = bindOn('Win32');
    press({ key: 'Q', code: 'KeyQ', altKey: true, shiftKey: true }, formOnThePage().field);
    expect(actions.logout).toHaveBeenCalledOnce();
  });

  it.each([
    ['settings', { key: 's', code: 'KeyS', ctrlKey: true }],
    ['logout', { key: 'Q', code: 'KeyQ', altKey: true, shiftKey: true }],
  ] as const)(
    'asks before %s loses unsaved changes, and goes once they are discarded',
    async (shortcut, keys) => {
      const { actions } = bindOn('Win32');
      const question = holdUnsavedChanges(true);
      press(keys);
      expect(question).toHaveBeenCalledOnce();
      await vi.waitFor(() => expect(actions[shortcut]).toHaveBeenCalledOnce());
    },
  );

  it('stays, signed in, when the person keeps editing', async () => {
    const { actions } = bindOn('MacIntel');
    const question = holdUnsavedChanges(false);
    press({ key: 's', code: 'KeyS', metaKey: true });
    press({ key: 'Œ', code: 'KeyQ', altKey: true, shiftKey: true });
    await vi.waitFor(() => expect(question).toHaveBeenCalledTimes(2));
    // Every promise of the answers settles before the next task: a go would have happened by then.
    await new Promise((resolve) => setTimeout(resolve));
    expect(actions.settings).not.toHaveBeenCalled();
    expect(actions.logout).not.toHaveBeenCalled();
  });
});
