import { z } from 'zod';
import {
  avatarSchema,
  builtInRoleSchema,
  entityIdSchema,
  introductionSchema,
  languageSchema,
  pagePrivilegesSchema,
  passwordSchema,
  personNameSchema,
  sysPagePrivilegesSchema,
  usernameSchema,
} from './identity.js';

/**
 * Employees are the users of the company (Employees screen, Root and Admin only). A user has
 * built-in roles (Root, Admin, Invoice), positions (company roles with page privileges), their own
 * page-privilege overrides, system page privileges, the boss flag and tags. Every change is an
 * event on the user's stream carrying who made it.
 */

const ids = (max: number) =>
  z
    .array(entityIdSchema)
    .max(max)
    .transform((a) => [...new Set(a)]);
const phoneSchema = z.string().trim().max(40);
const emailSchema = z.union([z.literal(''), z.email().max(200)]);

export const createEmployeeBody = z
  .object({
    commandId: z.uuid().optional(),
    username: usernameSchema,
    password: passwordSchema,
    name: personNameSchema,
    language: languageSchema.default('zh'),
    /** Built-in roles only; company roles are given as positions. Only Root may grant Root. */
    roles: z.array(builtInRoleSchema).max(3).default([]),
    positionIds: ids(20).default([]),
    tagIds: ids(50).default([]),
    isBoss: z.boolean().default(false),
    /** The user's own overrides on top of their positions' page privileges. */
    pagePrivileges: pagePrivilegesSchema.default({}),
    sysPagePrivileges: sysPagePrivilegesSchema.default({}),
    phone: phoneSchema.default(''),
    email: emailSchema.default(''),
    introduction: introductionSchema.default(''),
  })
  .strict();
export type CreateEmployeeBody = z.infer<typeof createEmployeeBody>;

export const updateEmployeeBody = z
  .object({
    /** The version the screen edited: a newer one answers 409. */
    version: z.number().int().min(1).optional(),
    name: personNameSchema.optional(),
    language: languageSchema.optional(),
    roles: z.array(builtInRoleSchema).max(3).optional(),
    positionIds: ids(20).optional(),
    tagIds: ids(50).optional(),
    isBoss: z.boolean().optional(),
    pagePrivileges: pagePrivilegesSchema.optional(),
    sysPagePrivileges: sysPagePrivilegesSchema.optional(),
    phone: phoneSchema.optional(),
    email: emailSchema.optional(),
    introduction: introductionSchema.optional(),
    avatar: avatarSchema.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), 'nothing to change');
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBody>;

/** PUT /api/employees/:id/password: an administrator sets a new password; the user's sessions end. */
export const resetPasswordBody = z.object({ newPassword: passwordSchema }).strict();
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const listEmployeesQuery = z
  .object({
    search: z.string().trim().max(100).optional(),
    /** 'false' (default): active users; 'true': disabled ones; 'all'. */
    disabled: z.enum(['true', 'false', 'all']).default('false'),
    role: z.string().trim().max(50).optional(),
    positionId: entityIdSchema.optional(),
    tagId: entityIdSchema.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  })
  .strict();
export type ListEmployeesQuery = z.infer<typeof listEmployeesQuery>;

export const employeeSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  language: z.string(),
  roles: z.array(z.string()),
  positions: z.array(z.object({ id: z.string(), name: z.string(), disabled: z.boolean() })),
  tags: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
  isBoss: z.boolean(),
  pagePrivileges: z.record(z.string(), z.string()),
  sysPagePrivileges: z.record(z.string(), z.boolean()),
  phone: z.string(),
  email: z.string(),
  introduction: z.string(),
  avatar: z.object({ staticUrl: z.string() }).nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Employee = z.infer<typeof employeeSchema>;
export const employeeListSchema = z.object({ employees: z.array(employeeSchema), total: z.number() });
export type EmployeeList = z.infer<typeof employeeListSchema>;

export const EMPLOYEES_READ_MODEL = 'users';
