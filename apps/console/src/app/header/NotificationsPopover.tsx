import {
  getNotifications,
  getUnreadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationItem,
} from '@org/api-client';
import { Button, Icon, Popover, PopoverClose, VisuallyHidden } from '@org/ui';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { queryKeys } from '../data/queryKeys';
import { useApiMutation } from '../data/useApiMutation';
import { withUserText } from '../i18n/userText';
import { apiClient } from '../session/apiClient';
import * as headerStyles from './header.css';
import { startNotificationStream } from './notificationStream';
import * as styles from './notifications.css';

type Translate = ReturnType<typeof useTranslation>['t'];

/** A notification's sentence: its kind's text, with what people typed kept in its own direction. */
export function notificationText(t: Translate, item: NotificationItem): ReactNode {
  const { params } = item;
  switch (item.kind) {
    case 'patient-assigned':
    case 'patient-unassigned':
      return withUserText(t, `notification.${item.kind}`, {
        patientName: String(params.patientName ?? ''),
      });
    case 'role-changed':
      return t('notification.role-changed', { role: t(`roles.${String(params.role)}`) });
    case 'import-finished':
    case 'import-failed':
      return t(`notification.${item.kind}.${params.records === 'staff' ? 'staff' : 'clinics'}`, {
        count: Number(params.count ?? 0),
      });
    case 'moh-document-published':
    case 'training-assigned':
    case 'training-due':
    case 'training-overdue':
      return withUserText(t, `notification.${item.kind}`, { title: String(params.title ?? '') });
    default:
      return t(`notification.${item.kind}`);
  }
}

/** The bell's count as a number a badge can hold. */
const shortCount = (count: number, locale: string) =>
  count > 99
    ? `${new Intl.NumberFormat(locale).format(99)}+`
    : new Intl.NumberFormat(locale).format(count);

/**
 * The bell: the unread count (announced politely as it changes), and a panel of the person's
 * notifications, newest first, a page at a time; each one marks read, follows its link.
 */
export function NotificationsPopover() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  useEffect(() => startNotificationStream(queryClient), [queryClient]);

  const unread = useQuery({
    queryKey: queryKeys.notificationsUnread(),
    queryFn: () => getUnreadNotifications(apiClient),
    // The stream keeps it current.
    staleTime: Number.POSITIVE_INFINITY,
  }).data?.unread;

  const pages = useInfiniteQuery({
    queryKey: queryKeys.notificationPages(),
    queryFn: ({ pageParam }) => getNotifications(apiClient, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    enabled: open,
  });

  const markRead = useApiMutation({
    mutationFn: (id: string) => markNotificationRead(apiClient, id),
    invalidates: [queryKeys.notifications()],
  });
  const markAll = useApiMutation({
    mutationFn: () => markAllNotificationsRead(apiClient),
    invalidates: [queryKeys.notifications()],
  });

  const count = unread ?? 0;
  const label =
    count > 0 ? t('header.notificationsWithUnread', { count }) : t('header.notifications');
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {unread === undefined || count === 0 ? '' : t('header.unread', { count })}
      </VisuallyHidden>
      <Popover
        label={t('header.notifications')}
        align="end"
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="ghost" rounded="cycle" aria-label={label} className={styles.bell}>
            <Icon name="bell" size={20} />
            {count > 0 ? (
              <span className={styles.count} aria-hidden="true" data-testid="notification-count">
                {shortCount(count, i18n.language)}
              </span>
            ) : null}
          </Button>
        }
      >
        <div className={styles.panel}>
          <div className={styles.panelHead}>
            <p className={headerStyles.popoverTitle}>{t('header.notifications')}</p>
            {count > 0 ? (
              <Button
                variant="outline"
                size="sm"
                loading={markAll.isPending}
                onClick={() => void markAll.mutate()}
              >
                {t('header.markAllRead')}
              </Button>
            ) : null}
          </div>
          {pages.isError ? (
            <p className={headerStyles.popoverText}>{t('header.notificationsFailed')}</p>
          ) : pages.isSuccess && items.length === 0 ? (
            <p className={headerStyles.popoverText}>{t('header.noNotifications')}</p>
          ) : (
            <ul className={styles.list} aria-busy={pages.isPending}>
              {items.map((item) => {
                const text = notificationText(t, item);
                const markThis = () => {
                  if (!item.read) void markRead.mutate(item.id);
                };
                return (
                  <li
                    key={item.id}
                    className={item.read ? styles.item : `${styles.item} ${styles.unreadItem}`}
                  >
                    {item.link ? (
                      <PopoverClose asChild>
                        <Link to={item.link} className={styles.itemLink} onClick={markThis}>
                          {text}
                        </Link>
                      </PopoverClose>
                    ) : (
                      <p className={styles.itemText}>{text}</p>
                    )}
                    <span className={styles.itemMeta}>
                      <time dateTime={item.createdAt}>
                        {dateFormat.format(new Date(item.createdAt))}
                      </time>
                      {item.read ? null : (
                        <>
                          <VisuallyHidden>{t('header.unreadMark')}</VisuallyHidden>
                          <Button variant="ghost" size="sm" onClick={markThis}>
                            {t('header.markRead')}
                          </Button>
                        </>
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          {pages.hasNextPage ? (
            <Button
              variant="outline"
              size="sm"
              loading={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {t('header.olderNotifications')}
            </Button>
          ) : null}
        </div>
      </Popover>
    </>
  );
}
