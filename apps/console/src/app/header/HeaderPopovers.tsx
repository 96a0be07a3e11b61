import { Button, Icon, Popover, PopoverClose } from '@org/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NavigationItem } from './navigationByRole';
import * as styles from './header.css';
import { mailtoOf, useSupportAddress } from './support';

export { NotificationsPopover } from './NotificationsPopover';

const iconButton = (label: string, icon: 'help') => (
  <Button variant="ghost" rounded="cycle" aria-label={label}>
    <Icon name={icon} size={20} />
  </Button>
);

/**
 * Help: support by e-mail for everyone (when the api names an address), and the way into the knowledge center
 * (docs/product.md §6 keeps the main navigation to Home, Clinics & Hospitals and Users).
 */
export function HelpPopover({
  knowledgeCenterLinks,
}: {
  knowledgeCenterLinks: readonly NavigationItem[];
}) {
  const { t } = useTranslation();
  const label = t('header.help');
  const supportEmail = useSupportAddress();
  return (
    <Popover label={label} align="end" trigger={iconButton(label, 'help')}>
      <div className={styles.popoverBody}>
        <p className={styles.popoverTitle}>{label}</p>
        <ul className={styles.popoverLinks}>
          {knowledgeCenterLinks.map((item) => (
            <li key={item.path}>
              {/* Closes the popover as it navigates: the header stays on the next page. */}
              <PopoverClose asChild>
                <Link to={item.path} className={styles.popoverLink}>
                  {t(item.labelKey)}
                </Link>
              </PopoverClose>
            </li>
          ))}
          {supportEmail ? (
            <li>
              <a href={mailtoOf(supportEmail)} className={styles.popoverLink}>
                {t('header.contactSupport', { email: supportEmail })}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </Popover>
  );
}
