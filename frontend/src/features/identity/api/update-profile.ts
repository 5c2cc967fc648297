import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT /be/api/user/profile {name, introduction, language}. */
export interface UpdateProfileInput {
  name: string;
  introduction: string;
  language: string;
}

export const updateProfile = (input: UpdateProfileInput) => api.put<unknown>('/api/user/profile', input);

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
