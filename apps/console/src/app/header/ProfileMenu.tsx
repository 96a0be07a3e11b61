import type { CurrentUser } from '@org/api-client';
import { Avatar, Button, Icon, Menu, MenuItem, MenuLabel, MenuSeparator } from '@org/ui';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  detectShortcutPlatform,
  profileShortcutHint,
  type ProfileShortcut,
} from '../navigation/keyboardShortcuts';
import { paths } from '../navigation/paths';
import * as styles from './header.css';
import { mailtoOf, useSupportAddress } from './support';
import { useProfileShortcuts } from './useProfileShortcuts';
import { useSignOutToLogin } from './useSignOutToLogin';

/** A plain click stays in the app; a new tab or window is the browser's. */
const inApp = (go: () => void) => (event: MouseEvent) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  go();
};

/**
 * docs/product.md §2: the avatar (or initials) opens a menu with the user's name and e-mail, Profile,
 * Settings, Support, Feedback and Logout (Support and Feedback only when the api names a support
 * address); it closes on an outside click or Escape. Also binds the profile shortcuts.
 */
export function ProfileMenu({ user, onFeedback }: { user: CurrentUser; onFeedback: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOutToLogin();
  const openSettings = () => void navigate(paths.settings);
  const supportEmail = useSupportAddress();

  useProfileShortcuts({ settings: openSettings, logout: () => void signOut() });

  const avatarSrc = user.avatar ?? undefined;
  const platform = detectShortcutPlatform(navigator);
  // docs/product.md §2: each entry shows its shortcut, so the shortcuts can be found.
  const hintOf = (shortcut: ProfileShortcut) => {
    const hint = profileShortcutHint(shortcut, platform);
    return hint ? { shortcut: hint.label, 'aria-keyshortcuts': hint.aria } : {};
  };
  return (
    <Menu
      align="end"
      trigger={
        <Button
          variant="ghost"
          rounded="cycle"
          className={styles.profileTrigger}
          aria-label={t('header.profileMenu', { name: user.fullName })}
        >
          <Avatar title={user.fullName} src={avatarSrc} size="sm" showLabels={false} aria-hidden />
        </Button>
      }
    >
      <MenuLabel className={styles.menuProfile}>
        <Avatar title={user.fullName} subtitle={user.email} src={avatarSrc} size="md" />
      </MenuLabel>
      <MenuSeparator />
      <MenuItem
        icon={<Icon name="person" />}
        href={paths.profile}
        onClick={inApp(() => void navigate(paths.profile))}
      >
        {t('header.profile')}
      </MenuItem>
      <MenuItem
        icon={<Icon name="settings" />}
        href={paths.settings}
        onClick={inApp(openSettings)}
        {...hintOf('settings')}
      >
        {t('header.settings')}
      </MenuItem>
      {supportEmail ? (
        <MenuItem icon={<Icon name="help" />} href={mailtoOf(supportEmail)}>
          {t('header.support')}
        </MenuItem>
      ) : null}
      {supportEmail ? (
        <MenuItem icon={<Icon name="message" />} onSelect={onFeedback}>
          {t('header.feedback')}
        </MenuItem>
      ) : null}
      <MenuSeparator />
      <MenuItem
        icon={<Icon name="signOut" />}
        onSelect={() => void signOut()}
        {...hintOf('logout')}
      >
        {t('header.logout')}
      </MenuItem>
    </Menu>
  );
}
