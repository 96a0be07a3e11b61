import { sendOtp } from '@org/api-client';
import { emailStepSchema } from '@org/forms';
import { TextFormField, useSchemaForm } from '@org/forms/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/session/sessionServices';
import { loginErrorMessage } from './loginErrorMessage';
import { LoginSubmit } from './LoginSubmit';
import * as styles from './LoginScreen.css';

export function EmailStepForm({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(emailStepSchema, { defaultValues: { email: '' } });

  // Each step starts in its field, so focus is never lost when the step changes.
  useEffect(() => form.setFocus('email'), [form]);

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await sendOtp(apiClient, { email });
      onCodeSent(email);
    } catch (error) {
      setFailure(loginErrorMessage(error, t));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextFormField
        control={form.control}
        name="email"
        label={t('login.emailLabel')}
        type="email"
        autoComplete="email"
      />
      <LoginSubmit
        label={t('login.sendCode')}
        submitting={form.formState.isSubmitting}
        failure={failure}
      />
    </form>
  );
}
