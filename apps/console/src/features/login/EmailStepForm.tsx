import { yupResolver } from '@hookform/resolvers/yup';
import { sendOtp } from '@org/api-client';
import { emailStepSchema, type EmailStepValues } from '@org/forms';
import { TextField } from '@org/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/session/sessionServices';
import { loginErrorMessage } from './loginErrorMessage';
import { LoginSubmit } from './LoginSubmit';
import * as styles from './LoginScreen.css';

export function EmailStepForm({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailStepValues>({
    resolver: yupResolver(emailStepSchema),
    defaultValues: { email: '' },
  });
  const emailError = form.formState.errors.email?.message;

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
      <TextField
        label={t('login.emailLabel')}
        type="email"
        autoComplete="email"
        error={emailError ? t(emailError, { ns: 'forms' }) : undefined}
        {...form.register('email')}
      />
      <LoginSubmit
        label={t('login.sendCode')}
        submitting={form.formState.isSubmitting}
        failure={failure}
      />
    </form>
  );
}
