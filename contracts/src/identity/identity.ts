import { z } from 'zod';

/** The languages of spec section 9 (lt only in the loader); default zh. */
export const LANGUAGES = ['en', 'hu', 'es', 'bg', 'it', 'de', 'pl', 'fr', 'vi', 'pt', 'ru', 'cz', 'sk', 'hr', 'uk', 'ro', 'gr', 'sr', 'bs', 'zh', 'lt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageSchema = z.enum(LANGUAGES);

export const BUILT_IN_ROLES = ['Root', 'Admin', 'Invoice'] as const;

// ---- events
export interface UserCreated {
  type: 'UserCreated';
  data: { userId: string; username: string; name: string; passwordHash: string; roles: string[]; language: Language };
}
export interface UserPasswordChanged {
  type: 'UserPasswordChanged';
  data: { userId: string; passwordHash: string };
}
export interface UserLanguageChanged {
  type: 'UserLanguageChanged';
  data: { userId: string; language: Language };
}
export type UserEvent = UserCreated | UserPasswordChanged | UserLanguageChanged;
export const USER_EVENT_TYPES = ['UserCreated', 'UserPasswordChanged', 'UserLanguageChanged'] as const;
export const userStreamId = (userId: string) => `user-${userId}`;

export interface SessionStarted {
  type: 'SessionStarted';
  /** Only a SHA-256 of the token is kept; the token itself is never stored or logged. */
  data: { sessionId: string; userId: string; tokenHash: string; expiresAt: string; address: string | null };
}
export interface SessionEnded {
  type: 'SessionEnded';
  data: { sessionId: string; reason: 'logout' | 'revoked' };
}
export type SessionEvent = SessionStarted | SessionEnded;
export const SESSION_EVENT_TYPES = ['SessionStarted', 'SessionEnded'] as const;
export const sessionStreamId = (sessionId: string) => `session-${sessionId}`;

// ---- API
export const loginBody = z
  .object({
    username: z.string().trim().min(1, 'enter your user name').max(64),
    password: z.string().min(1, 'enter your password').max(256),
    language: languageSchema.optional(),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({
  accessToken: z.string(),
  /** Seconds the session lasts. */
  extend: z.number(),
  /** Ten-digit second timestamps (spec section 9). */
  toTime: z.number(),
  expireTime: z.number(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const languageBody = z.object({ language: languageSchema }).strict();

export const profileSchema = z.object({
  id: z.string(),
  role: z.array(z.string()),
  name: z.string(),
  avatar: z.object({ staticUrl: z.string() }).nullable(),
  introduction: z.string(),
  language: z.string(),
  username: z.string(),
  privilege: z.object({ isBoss: z.boolean() }),
  pagePrivileges: z.array(z.object({ page: z.string(), privilege: z.enum(['Accessable', 'NotAccessable']) })),
  sysPagePrilvileges: z.record(z.string(), z.boolean()),
  sysSettings: z.object({ IsChainStoreHead: z.boolean() }),
});
export type Profile = z.infer<typeof profileSchema>;
