import type { AxiosInstance } from 'axios';
import type { CurrentUser } from '../types';

export const getCurrentUser = (client: AxiosInstance) =>
  client.get<CurrentUser, CurrentUser>('/api/v1/users/me');

/** Ends every session of the signed-in user ("sign out everywhere"). */
export const logoutEverywhere = (client: AxiosInstance) =>
  client.post<void, void>('/api/v1/users/logout');
