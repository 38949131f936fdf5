// The account calls of the profile and settings screens, bearer attached by the client.
import { apiClient } from '../../api/client.ts';
import {
  userResponseSchema,
  type ChangePasswordBody,
  type NotificationSettingsBody,
  type ProfileUpdateBody,
  type User,
} from '../../api/schemas/user.ts';

export async function updateProfile(body: ProfileUpdateBody): Promise<User> {
  return (await apiClient.call('PUT', '/user/profile', userResponseSchema, { body })).user;
}

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiClient.call('PUT', '/user/change-password', null, { body });
}

export async function saveNotificationSettings(settings: NotificationSettingsBody): Promise<User> {
  return (
    await apiClient.call('PUT', '/user/notification-settings', userResponseSchema, {
      body: settings,
    })
  ).user;
}

export async function deleteAccount(): Promise<void> {
  await apiClient.call('DELETE', '/user/account', null);
}
