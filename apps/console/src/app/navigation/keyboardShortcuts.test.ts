import { describe, expect, it } from 'vitest';
import {
  profileShortcutHint,
  detectShortcutPlatform,
  matchProfileShortcut,
  type ShortcutKeys,
} from './keyboardShortcuts';

const keys = (overrides: Partial<ShortcutKeys>): ShortcutKeys => ({
  key: '',
  code: '',
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('detectShortcutPlatform', () => {
  it('prefers userAgentData', () => {
    expect(
      detectShortcutPlatform({ userAgentData: { platform: 'macOS' }, platform: 'Win32' }),
    ).toBe('mac');
    expect(detectShortcutPlatform({ userAgentData: { platform: 'Windows' } })).toBe('windows');
  });
  it('falls back to navigator.platform, also when userAgentData reports nothing', () => {
    expect(detectShortcutPlatform({ platform: 'MacIntel' })).toBe('mac');
    expect(detectShortcutPlatform({ userAgentData: { platform: '' }, platform: 'Win32' })).toBe(
      'windows',
    );
  });
  it('is null on Linux, phones and unknown platforms', () => {
    expect(detectShortcutPlatform({ userAgentData: { platform: 'Linux' } })).toBeNull();
    expect(detectShortcutPlatform({ platform: 'Linux x86_64' })).toBeNull();
    expect(detectShortcutPlatform({ platform: 'iPhone' })).toBeNull();
    expect(detectShortcutPlatform({})).toBeNull();
  });
});

describe('matchProfileShortcut', () => {
  it('opens Settings with Cmd+S on a Mac and Ctrl+S on Windows', () => {
    expect(matchProfileShortcut(keys({ key: 's', code: 'KeyS', metaKey: true }), 'mac')).toBe(
      'settings',
    );
    expect(matchProfileShortcut(keys({ key: 's', code: 'KeyS', ctrlKey: true }), 'windows')).toBe(
      'settings',
    );
  });
  it('does not swap Cmd and Ctrl between the platforms', () => {
    expect(matchProfileShortcut(keys({ key: 's', ctrlKey: true }), 'mac')).toBeNull();
    expect(matchProfileShortcut(keys({ key: 's', metaKey: true }), 'windows')).toBeNull();
  });
  it('logs out with Alt+Shift+Q, by the physical key too', () => {
    expect(
      matchProfileShortcut(
        keys({ key: 'Q', code: 'KeyQ', altKey: true, shiftKey: true }),
        'windows',
      ),
    ).toBe('logout');
    expect(
      matchProfileShortcut(keys({ key: 'Œ', code: 'KeyQ', altKey: true, shiftKey: true }), 'mac'),
    ).toBe('logout');
  });
  it('ignores the keys with extra or missing modifiers', () => {
    expect(
      matchProfileShortcut(keys({ key: 's', ctrlKey: true, shiftKey: true }), 'windows'),
    ).toBeNull();
    expect(matchProfileShortcut(keys({ key: 'q', altKey: true }), 'windows')).toBeNull();
    expect(matchProfileShortcut(keys({ key: 's' }), 'mac')).toBeNull();
  });
  it('does nothing on other platforms', () => {
    expect(matchProfileShortcut(keys({ key: 's', ctrlKey: true }), null)).toBeNull();
    expect(matchProfileShortcut(keys({ key: 'q', altKey: true, shiftKey: true }), null)).toBeNull();
  });
});

describe('profileShortcutHint', () => {
  it('writes each shortcut as the platform does, with its aria-keyshortcuts form', () => {
    expect(profileShortcutHint('settings', 'mac')).toEqual({ label: '⌘S', aria: 'Meta+S' });
    expect(profileShortcutHint('settings', 'windows')).toEqual({
      label: 'Ctrl+S',
      aria: 'Control+S',
    });
    expect(profileShortcutHint('logout', 'mac')).toEqual({ label: '⌥⇧Q', aria: 'Alt+Shift+Q' });
    expect(profileShortcutHint('logout', 'windows')).toEqual({
      label: 'Alt+Shift+Q',
      aria: 'Alt+Shift+Q',
    });
    expect(profileShortcutHint('settings', null)).toBeNull();
  });
});
