import { removeAvatar, updateProfile, uploadAvatar, type CurrentUser } from '@org/api-client';
import { AVATAR_MAX_BYTES, avatarMediaTypes } from '@org/contracts';
import { profileSchema } from '@org/forms';
import { TextFormField, useSchemaForm } from '@org/forms/react';
import { Avatar, Button, FileDropzone } from '@org/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { latestMutation } from '../../app/data/runMutation';
import { useApiMutation } from '../../app/data/useApiMutation';
import { CONSOLE_NAMESPACE } from '../../app/i18n/i18n';
import { apiClient } from '../../app/session/apiClient';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { SETTINGS_NAMESPACE } from './settingsNamespace';
import * as styles from './settings.css';
import { SettingsSection } from './SettingsSection';
import { saveStatusOf, StatusLine, type SaveStatus } from './StatusLine';

const IDLE: SaveStatus = { kind: 'idle' };

/** What the api takes as an avatar (it checks the bytes too). */
const AVATAR_TYPES = avatarMediaTypes.join(',');

const saved = { key: 'settings.saved', ns: 'settings' } as const;

/** docs/product.md §12.1: the user's full name and avatar, saved on the server. */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const setCurrentUser = useSetAtom(currentUserAtom);
  const form = useSchemaForm(profileSchema, { defaultValues: { fullName: user.fullName } });

  const rename = useApiMutation({
    mutationFn: (fullName: string) => updateProfile(apiClient, { fullName }),
    onSuccess: (savedUser: CurrentUser, fullName) => {
      setCurrentUser(savedUser);
      form.reset({ fullName: fullName.trim() });
    },
    successText: saved,
    form,
  });
  const upload = useApiMutation({
    mutationFn: (image: File) => uploadAvatar(apiClient, image, image.name),
    onSuccess: (savedUser: CurrentUser) => setCurrentUser(savedUser),
    successText: saved,
  });
  const remove = useApiMutation({
    mutationFn: () => removeAvatar(apiClient),
    onSuccess: (savedUser: CurrentUser) => setCurrentUser(savedUser),
    successText: saved,
  });

  const saveName = form.handleSubmit(({ fullName }) => rename.mutate(fullName));

  // One current message for the picture (issue: refusals piled up in two styles): the server's
  // refusal shows under the dropzone until the dropzone refuses a newer file itself.
  const [pickRefusedAfter, setPickRefusedAfter] = useState(0);
  const uploadError =
    upload.status === 'error' && upload.submittedAt > pickRefusedAfter ? upload.error : null;
  const latest = latestMutation(rename, upload, remove);
  const status =
    latest === upload && upload.status === 'error' ? IDLE : saveStatusOf(rename, upload, remove);

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
        error={uploadError}
        onReject={() => setPickRefusedAfter(upload.submittedAt)}
        disabled={upload.isPending}
        onChange={([image]) => {
          if (image) void upload.mutate(image);
        }}
      />
      {user.avatar ? (
        <Button variant="secondary" onClick={() => void remove.mutate()}>
          {t('settings.removeAvatar')}
        </Button>
      ) : null}
      <StatusLine status={status} />
    </SettingsSection>
  );
}
