import type { AxiosInstance } from 'axios';
import type {
  CurrentUser,
  OwnProfile,
  SaveUserSettingsRequest,
  UpdateProfileRequest,
} from '@org/contracts';

export const getCurrentUser = (client: AxiosInstance) =>
  client.get<CurrentUser, CurrentUser>('/api/v1/users/me');

/** The signed-in person's own details, with their clinics (the Profile page). */
export const getOwnProfile = (client: AxiosInstance) =>
  client.get<OwnProfile, OwnProfile>('/api/v1/users/me/profile');

/** Ends every session of the signed-in user ("sign out everywhere"). */
export const logoutEverywhere = (client: AxiosInstance) =>
  client.post<void, void>('/api/v1/users/logout');

/** Saves language and/or dark mode; answers the user with the settings now stored. */
export const saveUserSettings = (client: AxiosInstance, body: SaveUserSettingsRequest) =>
  client.put<CurrentUser, CurrentUser>('/api/v1/users/me/settings', body);

export const updateProfile = (client: AxiosInstance, body: UpdateProfileRequest) =>
  client.patch<CurrentUser, CurrentUser>('/api/v1/users/me', body);

/** An image (PNG, JPEG, WebP or GIF, at most 2 MB) as the user's avatar. */
export const uploadAvatar = (client: AxiosInstance, image: Blob, fileName = 'avatar') => {
  const form = new FormData();
  form.append('avatar', image, fileName);
  return client.put<CurrentUser, CurrentUser>('/api/v1/users/me/avatar', form);
};

export const removeAvatar = (client: AxiosInstance) =>
  client.delete<CurrentUser, CurrentUser>('/api/v1/users/me/avatar');
