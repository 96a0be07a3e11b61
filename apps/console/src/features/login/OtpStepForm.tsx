import { Button, TextField } from '@org/ui';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetLoginAtom } from '../../app/session/clientStateAtoms';
import { signedOutReasonAtom } from '../../app/session/sessionAtoms';
import { codeSentAtAtom, resendSecondsLeft } from './loginAtoms';
import { LoginSubmit } from './LoginSubmit';
import { loadLoginRuntime } from './loadLoginRuntime';
import { normaliseOtpInput } from './otpInput';
import type { TranslatedText } from '../../app/i18n/translatedText';
import { useNow } from './useNow';
import { useTranslatedText } from '../../app/i18n/useTranslatedText';
import * as styles from './LoginScreen.css';

/** spec §2: the second step — the code from the e-mail, a resend after a wait, or another e-mail. */
export function OtpStepForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const translate = useTranslatedText();
  const resetLogin = useSetAtom(resetLoginAtom);
  const setSignedOutReason = useSetAtom(signedOutReasonAtom);
  const [codeSentAt, setCodeSentAt] = useAtom(codeSentAtAtom);
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<TranslatedText | null>(null);
  const [failure, setFailure] = useState<TranslatedText | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const now = useNow(codeSentAt !== null);
  const secondsLeft = resendSecondsLeft(codeSentAt, now);

  // Each step starts in its field; the sign-in code is fetched while the code is being read.
  useEffect(() => {
    inputRef.current?.focus();
    void loadLoginRuntime().catch(() => undefined);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    setSubmitting(true);
    try {
      const runtime = await loadLoginRuntime();
      const error = await runtime.validateCode(email, otp);
      setFieldError(error);
      if (error) {
        inputRef.current?.focus();
        return;
      }
      const outcome = await runtime.signIn(email, otp);
      if (!outcome.ok) {
        setFailure(outcome.failure);
        return;
      }
      // Signed in: the login screen now shows the single sign-on prompt or goes Home.
      setSignedOutReason(null);
      resetLogin();
    } catch {
      setFailure({ key: 'An error occurred', ns: 'apiClient' });
    } finally {
      setSubmitting(false);
    }
  };

  const resend = async () => {
    setFailure(null);
    setResent(false);
    setResending(true);
    try {
      const runtime = await loadLoginRuntime();
      const outcome = await runtime.requestCode(email);
      if (!outcome.ok) {
        setFailure(outcome.failure);
        return;
      }
      setCodeSentAt(Date.now());
      setResent(true);
      setOtp('');
      inputRef.current?.focus();
    } catch {
      setFailure({ key: 'An error occurred', ns: 'apiClient' });
    } finally {
      setResending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
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
          const code = normaliseOtpInput(event.target.value);
          setOtp(code);
          if (fieldError) setFieldError(null);
        }}
      />
      <LoginSubmit label={t('login.signIn')} submitting={submitting} failure={translate(failure)} />
      <p role="status" className={styles.status}>
        {resent ? t('login.codeResent', { email }) : ''}
      </p>
      <div className={styles.secondaryActions}>
        <Button
          variant="outline"
          size="full"
          disabled={secondsLeft > 0}
          loading={resending}
          onClick={() => void resend()}
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
