import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Profile } from '../../../stores/session';
import { parseProfile } from './get-profile';

/** PUT /be/api/user/profile {name, introduction, language} -> the profile as it is now. */
export interface UpdateProfileInput {
  name: string;
  introduction: string;
  language: string;
}

export async function updateProfile(input: UpdateProfileInput): Promise<Profile | null> {
  const envelope = await api.put<unknown>('/api/user/profile', input);
  return envelope.data ? parseProfile(envelope.data) : null;
}

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
