import { createStaffUser, updateStaffUser } from '@org/api-client';
import { roles, type StaffUser, type StaffUserRequest } from '@org/contracts';
import { staffUserSchema, type StaffUserValues } from '@org/forms';
import {
  PhoneFormField,
  SearchMultiPickerFormField,
  SelectFormField,
  TextFormField,
  TextareaFormField,
} from '@org/forms/react';
import { ConfirmDialog, useToast } from '@org/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useClinicCountry, usePhoneCountry } from '../../app/data/ownProfile';
import { queryKeys } from '../../app/data/queryKeys';
import { activeClinics } from '../../app/data/recordPickers';
import { CONSOLE_NAMESPACE } from '../../app/i18n/i18n';
import { IMPORTS_NAMESPACE } from '../../app/imports/importsNamespace';
import { RecordDrawer } from '../../app/records/RecordDrawer';
import { useRecordForm } from '../../app/records/useRecordForm';
import { apiClient } from '../../app/session/apiClient';
import { withUserText } from '../../app/i18n/userText';
import { sayingUserRefusals } from './userMessageFailures';
import { USERS_NAMESPACE } from './usersNamespace';

/** What the drawer is for: a new staff user, or the one being edited. */
export type StaffUserDrawerTarget = { user: null } | { user: StaffUser };

const ns = USERS_NAMESPACE;
// The api's own field messages are keys of this screen's text ('Choose active clinics only.') or
// of the imports text it loads ('This e-mail is already used.').
const apiMessageNamespaces = [USERS_NAMESPACE, IMPORTS_NAMESPACE] as const;

const emptyUser: StaffUserRequest = {
  fullName: '',
  email: '',
  phoneNumber: null,
  role: '' as StaffUserRequest['role'],
  address: '',
  clinics: [],
};

const valuesOf = (user: StaffUser): StaffUserRequest => ({
  fullName: user.fullName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  role: user.role,
  address: user.address,
  clinics: user.clinics.map((clinic) => clinic.id),
});

interface StaffUserDrawerProps {
  target: StaffUserDrawerTarget;
  onClose: () => void;
}

/**
 * docs/product.md §3 (Staff user form) and §13.1: a staff user created (and invited) or edited in
 * the record drawer, checked with `staffUserSchema` here and again by the api. An e-mail already
 * used comes back under the e-mail field, a refused clinic under the clinics; demoting oneself or
 * the last system administrator is said in the drawer.
 */
export function StaffUserDrawer({ target, onClose }: StaffUserDrawerProps) {
  const { t } = useTranslation([ns, CONSOLE_NAMESPACE]);
  const toast = useToast();
  const editing = target.user;
  const { drawer, form, save } = useRecordForm(staffUserSchema, {
    defaultValues: (editing ? valuesOf(editing) : emptyUser) as StaffUserValues,
    apiMessages: apiMessageNamespaces,
    mutationFn: (values: StaffUserValues) => {
      const body = values as StaffUserRequest;
      return sayingUserRefusals(
        editing ? updateStaffUser(apiClient, editing.id, body) : createStaffUser(apiClient, body),
      );
    },
    invalidates: [queryKeys.staffUsers()],
    onSuccess: (user) => {
      // The address the invitation went to, as the api stored it.
      if (!editing) toast.success(withUserText(t, 'users.created', { email: user.email }));
      onClose();
    },
    successText: editing ? { key: 'users.updated', ns } : undefined,
    errorText: editing ? { key: 'users.updateFailed', ns } : { key: 'users.createFailed', ns },
  });

  const roleOptions = useMemo(
    () =>
      roles.map((role) => ({ value: role, label: t(`roles.${role}`, { ns: CONSOLE_NAMESPACE }) })),
    [t],
  );
  // docs/product.md §6: a new role signs the person out on every device, so it is asked first,
  // as deactivation is.
  const [roleChange, setRoleChange] = useState<StaffUserValues | null>(null);
  const saveAsking = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit((values) => {
      if (editing && values.role !== editing.role) setRoleChange(values);
      else void save.mutate(values);
    })(event);
  const roleName = (role: string) => t(`roles.${role}`, { ns: CONSOLE_NAMESPACE });

  // The phone number's country: that of the first clinic chosen, else of the admin's own clinic,
  // else none (the phone field asks for it).
  const chosenClinics = useWatch({ control: form.control, name: 'clinics' });
  const phoneCountry = usePhoneCountry(useClinicCountry(chosenClinics[0] ?? ''));
  // The person's own clinics are named without a search, active or not, so editing never drops
  // or renames one by itself.
  const ownClinics = useMemo(
    () => (editing?.clinics ?? []).map((clinic) => ({ value: clinic.id, label: clinic.name })),
    [editing],
  );

  return (
    <>
      <RecordDrawer
        open
        onClose={onClose}
        title={editing ? t('users.editTitle', { name: editing.fullName }) : t('users.newTitle')}
        description={editing ? undefined : t('users.newDescription')}
        submitText={editing ? t('users.save') : t('users.create')}
        {...drawer}
        onSubmit={saveAsking}
      >
        <TextFormField
          control={form.control}
          name="fullName"
          label={t('users.fieldFullName')}
          autoComplete="off"
        />
        <TextFormField
          control={form.control}
          name="email"
          type="email"
          label={t('users.fieldEmail')}
          autoComplete="off"
        />
        <PhoneFormField
          control={form.control}
          name="phoneNumber"
          label={t('users.fieldPhone')}
          defaultCountry={phoneCountry}
        />
        <SelectFormField
          control={form.control}
          name="role"
          label={t('users.fieldRole')}
          placeholder={t('users.chooseRole')}
          options={roleOptions}
        />
        <TextareaFormField
          control={form.control}
          name="address"
          label={t('users.fieldAddress')}
          autoComplete="off"
          rows={3}
        />
        <SearchMultiPickerFormField
          control={form.control}
          name="clinics"
          label={t('users.fieldClinics')}
          placeholder={t('users.chooseClinics')}
          search={activeClinics.search}
          describe={activeClinics.describe}
          knownOptions={ownClinics}
        />
      </RecordDrawer>
      {editing ? (
        <ConfirmDialog
          open={roleChange !== null}
          tone="danger"
          title={withUserText(
            t,
            'users.roleChangeTitle',
            { name: editing.fullName },
            { role: roleName(roleChange?.role ?? editing.role) },
          )}
          message={withUserText(
            t,
            'users.roleChangeMessage',
            { name: editing.fullName },
            { role: roleName(roleChange?.role ?? editing.role) },
          )}
          confirmText={t('users.roleChangeConfirm')}
          onResolve={(confirmed) => {
            setRoleChange(null);
            if (confirmed && roleChange) void save.mutate(roleChange);
          }}
        />
      ) : null}
    </>
  );
}
