import { sendFeedback } from '@org/api-client';
import { feedbackCategories } from '@org/contracts';
import { FEEDBACK_MESSAGE_MAX_LENGTH, feedbackSchema, type FeedbackValues } from '@org/forms';
import { SelectFormField, TextareaFormField } from '@org/forms/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDrawer } from '../../app/records/RecordDrawer';
import { useRecordForm } from '../../app/records/useRecordForm';
import { apiClient } from '../../app/session/apiClient';
import * as styles from './feedback.css';
import { FEEDBACK_NAMESPACE } from './feedbackNamespace';

const ns = FEEDBACK_NAMESPACE;

export interface FeedbackDrawerProps {
  /** The page it is sent from: its path, query and hash. */
  page: string;
  onClose: () => void;
}

/**
 * docs/product.md §2.5: feedback for the support team, sent by the api as a mail to the support
 * address with the sender's name and e-mail and the page it came from. The record drawer's form:
 * closing it with a message typed asks first.
 */
export function FeedbackDrawer({ page, onClose }: FeedbackDrawerProps) {
  const { t } = useTranslation(ns);
  const { form, drawer } = useRecordForm(feedbackSchema, {
    defaultValues: { message: '', category: '', page },
    mutationFn: (values: FeedbackValues) => sendFeedback(apiClient, values),
    onSuccess: () => onClose(),
    successText: { key: 'feedback.sent', ns },
    errorText: { key: 'feedback.sendFailed', ns },
  });

  const categoryOptions = useMemo(
    () =>
      feedbackCategories.map((category) => ({
        value: category,
        label: t(`feedback.category.${category}`),
      })),
    [t],
  );

  return (
    <RecordDrawer
      open
      onClose={onClose}
      title={t('feedback.title')}
      description={t('feedback.description')}
      submitText={t('feedback.send')}
      {...drawer}
    >
      <SelectFormField
        control={form.control}
        name="category"
        label={t('feedback.fieldCategory')}
        placeholder={t('feedback.noCategory')}
        options={categoryOptions}
      />
      <TextareaFormField
        control={form.control}
        name="message"
        label={t('feedback.fieldMessage')}
        maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
      />
      <p className={styles.page}>
        {t('feedback.page')} <bdi dir="ltr">{page}</bdi>
      </p>
    </RecordDrawer>
  );
}
