import { getSupportContact } from '@org/api-client';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../data/queryKeys';
import { apiClient } from '../session/apiClient';

/**
 * Where staff ask for help (the help popover, and the profile menu's Support and Feedback): the
 * api's SUPPORT_EMAIL, read once a session. Null while it loads and when none is configured: then
 * nothing offers support rather than a made-up address.
 */
export function useSupportAddress(): string | null {
  const { data } = useQuery({
    queryKey: queryKeys.supportContact(),
    queryFn: () => getSupportContact(apiClient),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data?.email ?? null;
}

export const mailtoOf = (email: string) => `mailto:${email}`;
