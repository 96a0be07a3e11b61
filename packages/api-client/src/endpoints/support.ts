import type { AxiosInstance } from 'axios';
import type { FeedbackRequest, SupportContact } from '@org/contracts';

/** Where staff ask for help; `email` is null when the api has none configured. */
export const getSupportContact = (client: AxiosInstance) =>
  client.get<SupportContact, SupportContact>('/api/v1/support');

/** Mails the feedback to the support address (a few per person every quarter hour). */
export const sendFeedback = (client: AxiosInstance, body: FeedbackRequest) =>
  client.post<void, void>('/api/v1/support/feedback', body);
