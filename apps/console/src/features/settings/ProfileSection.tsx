import { removeAvatar, updateProfile, uploadAvatar, type CurrentUser } from '@org/api-client';
import { profileSchema } from '@org/forms';
import { TextFormField, useSchemaForm } from '@org/forms/react';
import { Avatar, Button, FileDropzone } from '@org/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_NAMESPACE } from '../../app/i18n/i18n';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { apiClient } from '../../app/session/sessionServices';
import { SETTINGS_NAMESPACE } from './settingsNamespace';
import * as styles from './settings.css';
import { SettingsSection } from './SettingsSection';
import { StatusLine, useSaveStatus } from './StatusLine';

/** What the api takes as an avatar (it checks the bytes too). */
const AVATAR_TYPES = 'image/png,image/jpeg,image/gif,image/webp';
/** 2 MB as the dropzone says it (the api allows 2 MiB, a little more). */
const AVATAR_MAX_BYTES = 2_000_000;

/** PRODUCT.md Settings: the user's full name and avatar, saved on the server. */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const setCurrentUser = useSetAtom(currentUserAtom);
  const { status, save } = useSaveStatus();
  const [uploading, setUploading] = useState(false);
  const form = useSchemaForm(profileSchema, { defaultValues: { fullName: user.fullName } });

  const saveUser = async (call: () => Promise<CurrentUser>): Promise<boolean> => {
    const saved = await save(call, t('settings.saved'));
    if (saved) setCurrentUser(saved);
    return saved !== undefined;
  };

  const saveName = form.handleSubmit(async ({ fullName }) => {
    if (await saveUser(() => updateProfile(apiClient, { fullName }))) {
      form.reset({ fullName: fullName.trim() });
    }
  });

  const changeAvatar = async (image: File) => {
    setUploading(true);
    await saveUser(() => uploadAvatar(apiClient, image, image.name));
    setUploading(false);
  };

  return (
    <SettingsSection title={t('settings.profile')}>
      <Avatar
        title={user.fullName}
        subtitle={user.email}
        src={user.avatar ?? undefined}
        size="xl"
      />
      <p className={styles.text}>{t(`roles.${user.role}`, { ns: CONSOLE_NAMESPACE })}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void saveName(event)}>
        <TextFormField
          className={styles.field}
          control={form.control}
          name="fullName"
          label={t('settings.fullName')}
          autoComplete="name"
          required
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('settings.saveName')}
        </Button>
      </form>
      <FileDropzone
        className={styles.field}
        label={t('settings.avatar')}
        hint={t('settings.avatarHint')}
        accept={AVATAR_TYPES}
        maxSizeBytes={AVATAR_MAX_BYTES}
        value={[]}
        disabled={uploading}
        onChange={([image]) => {
          if (image) void changeAvatar(image);
        }}
      />
      {user.avatar ? (
        <Button variant="secondary" onClick={() => void saveUser(() => removeAvatar(apiClient))}>
          {t('settings.removeAvatar')}
        </Button>
      ) : null}
      <StatusLine status={status} />
    </SettingsSection>
  );
}
