import { TextField } from '@org/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../app/data/useApiMutation';
import { codeSentToAtom, loginEmailAtom } from '../../app/session/clientStateAtoms';
import { codeSentAtAtom } from './loginAtoms';
import { LoginSubmit } from './LoginSubmit';
import { loadLoginRuntime } from './loadLoginRuntime';
import type { TranslatedText } from '../../app/i18n/translatedText';
import { useTranslatedText } from '../../app/i18n/useTranslatedText';
import * as styles from './LoginScreen.css';

/**
 * docs/product.md §2: the first step, where the code goes. Light on purpose (docs/decisions.md "/login first-load budget": the schema and
 * the api client load when the person starts typing (or submits), not with the page.
 */
export function EmailStepForm() {
  const { t } = useTranslation();
  const translate = useTranslatedText();
  const storedEmail = useAtomValue(loginEmailAtom);
  const codeSentTo = useSetAtom(codeSentToAtom);
  const setCodeSentAt = useSetAtom(codeSentAtAtom);
  const [email, setEmail] = useState(storedEmail ?? '');
  const [fieldError, setFieldError] = useState<TranslatedText | null>(null);
  const [touched, setTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const sendCode = useApiMutation({
    mutationFn: async (value: string) => {
      const runtime = await loadLoginRuntime();
      const error = await runtime.validateEmail(value);
      setFieldError(error);
      if (error) {
        inputRef.current?.focus();
        throw new runtime.MutationFailure(null); // The schema's message is under the field.
      }
      return runtime.requestCode(value);
    },
    onSuccess: (sentTo) => {
      setCodeSentAt(Date.now());
      codeSentTo(sentTo);
    },
  });

  // Each step starts in its field, so focus is never lost when the step changes.
  useEffect(() => inputRef.current?.focus(), []);

  const validate = async (value: string) => {
    const runtime = await loadLoginRuntime();
    setFieldError(await runtime.validateEmail(value));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sendCode.isPending) return;
    setTouched(true);
    void sendCode.mutate(email);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        ref={inputRef}
        label={t('login.emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        error={translate(fieldError)}
        onChange={(event) => {
          setEmail(event.target.value);
          if (touched) void validate(event.target.value).catch(() => undefined);
          // The first keystroke starts fetching what the submit needs.
          else void loadLoginRuntime().catch(() => undefined);
        }}
        onBlur={() => {
          if (!email && !touched) return;
          setTouched(true);
          void validate(email).catch(() => undefined);
        }}
      />
      <LoginSubmit
        label={t('login.sendCode')}
        submitting={sendCode.isPending}
        failure={sendCode.error}
      />
    </form>
  );
}
