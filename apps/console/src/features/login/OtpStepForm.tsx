import { validationMessages } from '@org/forms';
import { Button, TextField } from '@org/ui';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { latestMutation } from '../../app/data/runMutation';
import { useApiMutation } from '../../app/data/useApiMutation';
import { resetLoginAtom } from '../../app/session/clientStateAtoms';
import { signedOutReasonAtom } from '../../app/session/sessionAtoms';
import { codeSentAtAtom, resendSecondsLeft } from './loginAtoms';
import { LoginSubmit } from './LoginSubmit';
import { loadLoginRuntime } from './loadLoginRuntime';
import { normaliseOtpInput, otpInputDroppedOtherCharacters } from './otpInput';
import type { TranslatedText } from '../../app/i18n/translatedText';
import { useNow } from './useNow';
import { useTranslatedText } from '../../app/i18n/useTranslatedText';
import * as styles from './LoginScreen.css';

/** docs/product.md §2: the second step — the code from the e-mail, a resend after a wait, or another e-mail. */
export function OtpStepForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const translate = useTranslatedText();
  const resetLogin = useSetAtom(resetLoginAtom);
  const setSignedOutReason = useSetAtom(signedOutReasonAtom);
  const [codeSentAt, setCodeSentAt] = useAtom(codeSentAtAtom);
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<TranslatedText | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const now = useNow(codeSentAt !== null);
  const secondsLeft = resendSecondsLeft(codeSentAt, now);

  const signIn = useApiMutation({
    mutationFn: async (code: string) => {
      const runtime = await loadLoginRuntime();
      const error = await runtime.validateCode(email, code);
      setFieldError(error);
      if (error) {
        inputRef.current?.focus();
        throw new runtime.MutationFailure(null); // The schema's message is under the field.
      }
      await runtime.signIn(email, code);
    },
    // Signed in: the login screen now shows the single sign-on prompt or goes Home.
    onSuccess: () => {
      setSignedOutReason(null);
      resetLogin();
    },
  });

  const resend = useApiMutation({
    mutationFn: async () => (await loadLoginRuntime()).requestCode(email),
    onSuccess: () => {
      setCodeSentAt(Date.now());
      setOtp('');
      inputRef.current?.focus();
    },
  });

  // Both actions say why they failed in one place: the one tried last.
  const failure = latestMutation(signIn, resend).error;

  // Each step starts in its field; the sign-in code is fetched while the code is being read.
  useEffect(() => {
    inputRef.current?.focus();
    void loadLoginRuntime().catch(() => undefined);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    void signIn.mutate(otp);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.instructions}>{t('login.codeSent', { email })}</p>
      <TextField
        ref={inputRef}
        label={t('login.codeLabel')}
        name="otp"
        // One-time-code autofill (iOS, Android, password managers) and a numeric keypad.
        autoComplete="one-time-code"
        inputMode="numeric"
        // No maxLength: it would cut a pasted "123 456" before it is cleaned up.
        value={otp}
        error={translate(fieldError)}
        onChange={(event) => {
          setOtp(normaliseOtpInput(event.target.value));
          // Only digits are kept: a letter typed is not dropped without a word.
          setFieldError(
            otpInputDroppedOtherCharacters(event.target.value)
              ? { key: validationMessages.otpDigitsOnly, ns: 'forms' }
              : null,
          );
        }}
      />
      <LoginSubmit label={t('login.signIn')} submitting={signIn.isPending} failure={failure} />
      <p role="status" className={styles.status}>
        {resend.status === 'success' ? t('login.codeResent', { email }) : ''}
      </p>
      <div className={styles.secondaryActions}>
        <Button
          variant="outline"
          size="full"
          disabled={secondsLeft > 0}
          loading={resend.isPending}
          onClick={() => void resend.mutate()}
        >
          {secondsLeft > 0
            ? t('login.resendCodeIn', { seconds: secondsLeft })
            : t('login.resendCode')}
        </Button>
        <Button variant="ghost" size="full" onClick={() => resetLogin()}>
          {t('login.useAnotherEmail')}
        </Button>
      </div>
    </form>
  );
}
