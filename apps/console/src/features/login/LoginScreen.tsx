import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { card } from '../../app/layouts/layouts.css';
import { loginEmailAtom, loginStepAtom } from '../../app/session/clientStateAtoms';
import { EmailStepForm } from './EmailStepForm';
import { OtpStepForm } from './OtpStepForm';
import * as styles from './LoginScreen.css';

/** spec §2: two steps, e-mail then code; both kept in local storage until reset. */
export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useAtom(loginStepAtom);
  const [email, setEmail] = useAtom(loginEmailAtom);

  const reset = () => {
    setEmail(null);
    setStep('email');
  };

  return (
    <section className={card} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {t('login.title')}
      </h1>
      <p className={styles.subtitle}>{t('login.subtitle')}</p>
      {step === 'otp' && email ? (
        <OtpStepForm
          email={email}
          onReset={reset}
          onSignedIn={() => {
            reset();
            void navigate('/', { replace: true });
          }}
        />
      ) : (
        <EmailStepForm
          onCodeSent={(sentTo) => {
            setEmail(sentTo);
            setStep('otp');
          }}
        />
      )}
    </section>
  );
}
