import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProfileShortcuts } from './useProfileShortcuts';

const press = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  window.dispatchEvent(event);
  return event;
};

afterEach(() => vi.unstubAllGlobals());

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
});
