import { z } from 'zod';

/** The 21 interface languages (docs/shell.md "Languages"); default zh. */
export const LANGUAGES = ['en', 'hu', 'es', 'bg', 'it', 'de', 'pl', 'fr', 'vi', 'pt', 'ru', 'cz', 'sk', 'hr', 'uk', 'ro', 'gr', 'sr', 'bs', 'zh', 'lt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageSchema = z.enum(LANGUAGES);

export const BUILT_IN_ROLES = ['Root', 'Admin', 'Invoice'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

// ---- events: the durable contract. Fields are only ever added (optional), never changed.

/** Page name (the route name of the browser's route tree) -> Accessable or not (docs/shell.md "Roles and page privileges"). */
export const PAGE_PRIVILEGES = ['Accessable', 'NotAccessable'] as const;
export type PagePrivilege = (typeof PAGE_PRIVILEGES)[number];
export type PagePrivileges = Record<string, PagePrivilege>;
/** System page privileges: page name -> false removes the menu entry (docs/shell.md "Menu switches"). */
export type SysPagePrivileges = Record<string, boolean>;
export interface Avatar {
  staticUrl: string;
}

export interface UserCreated {
  type: 'UserCreated';
  /** `roles` holds the built-in roles (Root, Admin, Invoice); company roles are positions. */
  data: { userId: string; username: string; name: string; passwordHash: string; roles: string[]; language: Language };
}
export interface UserPasswordChanged {
  type: 'UserPasswordChanged';
  /** `by`: the user themself, or an administrator's reset (metadata.userId says who). */
  data: { userId: string; passwordHash: string; by?: 'self' | 'admin' };
}
export interface UserLanguageChanged {
  type: 'UserLanguageChanged';
  data: { userId: string; language: Language };
}
/** Only the fields that changed are present. */
export interface UserProfileChanged {
  type: 'UserProfileChanged';
  data: {
    userId: string;
    changes: { name?: string; avatar?: Avatar | null; introduction?: string; phone?: string; email?: string };
  };
}
/** Everything that decides what the user may do, as it is after the change: who changed whose rights. */
export interface UserRightsChanged {
  type: 'UserRightsChanged';
  data: {
    userId: string;
    roles: string[];
    positionIds: string[];
    isBoss: boolean;
    pagePrivileges: PagePrivileges;
    sysPagePrivileges: SysPagePrivileges;
  };
}
export interface UserTagsChanged {
  type: 'UserTagsChanged';
  data: { userId: string; tagIds: string[] };
}
export interface UserDisabled {
  type: 'UserDisabled';
  data: { userId: string };
}
export interface UserEnabled {
  type: 'UserEnabled';
  data: { userId: string };
}
export type UserEvent =
  | UserCreated
  | UserPasswordChanged
  | UserLanguageChanged
  | UserProfileChanged
  | UserRightsChanged
  | UserTagsChanged
  | UserDisabled
  | UserEnabled;
export const USER_EVENT_TYPES = [
  'UserCreated',
  'UserPasswordChanged',
  'UserLanguageChanged',
  'UserProfileChanged',
  'UserRightsChanged',
  'UserTagsChanged',
  'UserDisabled',
  'UserEnabled',
] as const satisfies readonly UserEvent['type'][];
export const userStreamId = (userId: string) => `user-${userId}`;

export interface SessionStarted {
  type: 'SessionStarted';
  /** Only a SHA-256 of the token is kept; the token itself is never stored or logged. */
  data: { sessionId: string; userId: string; tokenHash: string; expiresAt: string; address: string | null; via?: 'password' | 'code' };
}
export interface SessionEnded {
  type: 'SessionEnded';
  data: { sessionId: string; reason: 'logout' | 'revoked' | 'user_disabled' | 'password_changed' };
}
export type SessionEvent = SessionStarted | SessionEnded;
export const SESSION_EVENT_TYPES = ['SessionStarted', 'SessionEnded'] as const;
export const sessionStreamId = (sessionId: string) => `session-${sessionId}`;

// ---- API payloads (validated on the server, reused by the browser's forms)

export const ROLE_ROOT = 'Root';
export const ROLE_ADMIN = 'Admin';
export const ROLE_INVOICE = 'Invoice';
export const builtInRoleSchema = z.enum(BUILT_IN_ROLES);

/** The route name of a page, as the browser's route tree names it (e.g. SaleNew, Employees). */
export const pageNameSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'a page name such as SaleNew');
export const pagePrivilegesSchema = z
  .record(pageNameSchema, z.enum(PAGE_PRIVILEGES))
  .refine((r) => Object.keys(r).length <= 500, 'at most 500 pages');
export const sysPagePrivilegesSchema = z
  .record(pageNameSchema, z.boolean())
  .refine((r) => Object.keys(r).length <= 500, 'at most 500 pages');

/** Trimmed; letters (any script), digits and . _ @ - only. */
export const usernameSchema = z
  .string()
  .trim()
  .min(2, 'at least 2 characters')
  .max(64)
  .regex(/^[\p{L}\p{N}._@-]+$/u, 'letters, digits and . _ @ - only');
export const PASSWORD_MIN = 8;
export const passwordSchema = z.string().min(PASSWORD_MIN, `at least ${PASSWORD_MIN} characters`).max(256);
export const personNameSchema = z.string().trim().min(1, 'enter a name').max(100);
export const avatarSchema = z
  .object({ staticUrl: z.string().trim().max(2000).regex(/^(https?:\/\/|\/)/, 'an http(s) URL or a path starting with /') })
  .strict()
  .nullable();
export const introductionSchema = z.string().trim().max(2000);
export const entityIdSchema = z.string().trim().min(1).max(64);

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
  /** When the session ends, in ten-digit epoch seconds (as expireTime). */
  toTime: z.number(),
  expireTime: z.number(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/user/login/code: a one-time code an administrator issued (spaces and dashes ignored). */
export const loginCodeBody = z.object({ code: z.string().trim().min(6, 'enter the sign-in code').max(64) }).strict();
export type LoginCodeBody = z.infer<typeof loginCodeBody>;

/** POST /api/user/login-codes (Root, Admin): a code for one sign-in of `userId`, valid `minutes`. */
export const LOGIN_CODE_MAX_MINUTES = 7 * 24 * 60;
export const issueLoginCodeBody = z
  .object({
    userId: entityIdSchema,
    minutes: z.number().int().min(1).max(LOGIN_CODE_MAX_MINUTES).default(60),
  })
  .strict();
export type IssueLoginCodeBody = z.infer<typeof issueLoginCodeBody>;
export const issueLoginCodeResponse = z.object({
  codeId: z.string(),
  userId: z.string(),
  /** Shown once; only its hash is kept. Format XXXXX-XXXXX. */
  code: z.string(),
  expiresAt: z.string(),
});
export type IssueLoginCodeResponse = z.infer<typeof issueLoginCodeResponse>;

export const languageBody = z.object({ language: languageSchema }).strict();
export type LanguageBody = z.infer<typeof languageBody>;

/** POST /api/user/confirm: re-enter the password before a sensitive action. */
export const confirmBody = z.object({ password: z.string().min(1, 'enter your password').max(256) }).strict();
export type ConfirmBody = z.infer<typeof confirmBody>;
export const confirmResponse = z.object({ confirmed: z.literal(true) });

/** POST /api/user/password: the old password is required. */
export const changePasswordBody = z
  .object({ oldPassword: z.string().min(1, 'enter your current password').max(256), newPassword: passwordSchema })
  .strict();
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const profileSchema = z.object({
  id: z.string(),
  role: z.array(z.string()),
  name: z.string(),
  avatar: z.object({ staticUrl: z.string() }).nullable(),
  introduction: z.string(),
  language: z.string(),
  username: z.string(),
  privilege: z.object({ isBoss: z.boolean() }),
  pagePrivileges: z.array(z.object({ page: z.string(), privilege: z.enum(PAGE_PRIVILEGES) })),
  sysPagePrilvileges: z.record(z.string(), z.boolean()),
  sysSettings: z.object({ IsChainStoreHead: z.boolean() }),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/user/profile: only these of my own fields; roles and privileges are an administrator's. */
export const updateProfileBody = z
  .object({
    name: personNameSchema.optional(),
    avatar: avatarSchema.optional(),
    introduction: introductionSchema.optional(),
    language: languageSchema.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'nothing to change');
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** Refusal reason of a language change while the company setting IsCloseLang is on (HTTP 400, docs/shell.md "Languages"). */
export const LANGUAGE_SWITCH_CLOSED = 'language_switch_closed';
