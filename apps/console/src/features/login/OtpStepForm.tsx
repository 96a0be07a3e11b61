import { verifyOtp } from '@org/api-client';
import { otpSchema, type OtpValues } from '@org/forms';
import { TextFormField, useSchemaForm } from '@org/forms/react';
import { Button } from '@org/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeSignIn } from '../../app/session/sessionActions';
import { apiClient } from '../../app/session/sessionServices';
import { loginErrorMessage } from './loginErrorMessage';
import { LoginSubmit } from './LoginSubmit';
import * as styles from './LoginScreen.css';

interface OtpStepFormProps {
  email: string;
  onSignedIn: () => void;
  onReset: () => void;
}

export function OtpStepForm({ email, onSignedIn, onReset }: OtpStepFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(otpSchema, { defaultValues: { email, otp: '' } });

  // Each step starts in its field, so focus is never lost when the step changes.
  useEffect(() => form.setFocus('otp'), [form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { customToken } = await verifyOtp(apiClient, values as OtpValues);
      await completeSignIn(customToken);
      onSignedIn();
    } catch (error) {
      setFailure(loginErrorMessage(error, t));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('login.codeSent', { email })}</p>
      <TextFormField
        control={form.control}
        name="otp"
        label={t('login.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <LoginSubmit
        label={t('login.signIn')}
        submitting={form.formState.isSubmitting}
        failure={failure}
      />
      <Button variant="ghost" size="full" onClick={onReset}>
        {t('login.useAnotherEmail')}
      </Button>
    </form>
  );
}
