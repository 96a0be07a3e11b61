/** The platforms with profile shortcuts (docs/product.md §2: only on Mac and Windows). */
type ShortcutPlatform = 'mac' | 'windows';

/** What a shortcut does: open Settings, or log out. */
export type ProfileShortcut = 'settings' | 'logout';

/** The parts of `navigator` that tell the platform; userAgentData is Chromium-only. */
interface PlatformSource {
  userAgentData?: { platform?: string } | undefined;
  platform?: string;
}

/**
 * Mac, Windows or neither, from `navigator.userAgentData.platform` ("macOS", "Windows") and else
 * `navigator.platform` ("MacIntel", "Win32"). An empty value (as a browser reports under a user-agent
 * override) counts as missing.
 */
export function detectShortcutPlatform(source: PlatformSource): ShortcutPlatform | null {
  const platform = source.userAgentData?.platform || source.platform || '';
  if (/^mac/i.test(platform)) return 'mac';
  if (/^win/i.test(platform)) return 'windows';
  return null;
}

/** The parts of a keyboard event a shortcut depends on. */
export interface ShortcutKeys {
  key: string;
  code: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

// `code` names the physical key, so Alt+Shift+Q still matches on a Mac, where the key is "Œ".
const isLetter = (event: ShortcutKeys, letter: string) =>
  event.key.toLowerCase() === letter || event.code === `Key${letter.toUpperCase()}`;

/**
 * docs/product.md §2: Cmd+S (Mac) or Ctrl+S (Windows) opens Settings; Alt+Shift+Q logs out. Nothing on other
 * platforms, and nothing when other modifiers are held too.
 */
export function matchProfileShortcut(
  event: ShortcutKeys,
  platform: ShortcutPlatform | null,
): ProfileShortcut | null {
  if (!platform) return null;
  const command = platform === 'mac' ? event.metaKey : event.ctrlKey;
  const otherCommand = platform === 'mac' ? event.ctrlKey : event.metaKey;
  if (command && !otherCommand && !event.altKey && !event.shiftKey && isLetter(event, 's')) {
    return 'settings';
  }
  if (event.altKey && event.shiftKey && !event.metaKey && !event.ctrlKey && isLetter(event, 'q')) {
    return 'logout';
  }
  return null;
}

/** A shortcut as the platform writes it in menus, and in `aria-keyshortcuts` syntax. */
export interface ShortcutHint {
  label: string;
  aria: string;
}

/** docs/product.md §2: each profile shortcut as Mac or Windows shows it; none elsewhere. */
export function profileShortcutHint(
  shortcut: ProfileShortcut,
  platform: ShortcutPlatform | null,
): ShortcutHint | null {
  if (!platform) return null;
  if (shortcut === 'settings') {
    return platform === 'mac'
      ? { label: '⌘S', aria: 'Meta+S' }
      : { label: 'Ctrl+S', aria: 'Control+S' };
  }
  return platform === 'mac'
    ? { label: '⌥⇧Q', aria: 'Alt+Shift+Q' }
    : { label: 'Alt+Shift+Q', aria: 'Alt+Shift+Q' };
}
