import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { card } from '../../app/layouts/layouts.css';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className={card}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to="/">{t('notFound.backHome')}</Link>
    </section>
  );
}
