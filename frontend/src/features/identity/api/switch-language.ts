import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT /be/api/user/language {language}. */
export const switchLanguage = (language: string) => api.put<unknown>('/api/user/language', { language });

export const useSwitchLanguage = () => useMutation({ mutationFn: switchLanguage });
