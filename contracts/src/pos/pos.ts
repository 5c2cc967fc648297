import { z } from 'zod';
import { type CashSessionPosting, tillSaleSchema } from './pos-sales.js';
import { PAY_METHOD_KINDS } from './pay-methods.js';
import { receiptText } from '../settings/company-settings.js';

/**
 * Point of sale, the foundation (issue 16, docs/pos.md): registers (/setting/basics/pos,
 * PosMachine), the browsers bound to them (devices, authorised on /pos/posAuthorize by an Admin,
 * revocable), the cashiers who sign in on a device with a PIN, and the cash register sessions
 * (open with a counted float, cash in and out, close with the count; cashbox log, X and Z
 * reports). Sales come next, as commands with a client-made id from a device inside an open cash
 * session.
 *
 * Streams: `pos-register-<id>`, `pos-device-<id>`, `pos-cashier-<employeeId>`,
 * `pos-cash-session-<id>`.
 */

/** Headers a till sends: the device token, and the cashier's session token once signed in with the PIN. */
export const POS_DEVICE_HEADER = 'X-Pos-Device';
export const POS_SESSION_HEADER = 'X-Pos-Session';
/** A PIN session lasts a shift at most. */
export const POS_SESSION_HOURS = 12;
/** Failed PIN attempts in a row that lock the cashier until an Admin sets a new PIN. */
export const PIN_MAX_FAILURES = 5;

/** One amount in one currency (decimal string). */
export interface CurrencyAmount {
  currency: string;
  amount: string;
}
/** A line of a close: one payment method in one currency. */
export interface CloseLine {
  payMethodId: string;
  currency: string;
  expected: string;
  counted: string;
  /** counted - expected: negative = short, positive = over. */
  difference: string;
}

// ---- events (never edited once released)
/** A register's blind close: the company's setting (PosBlindClose), or always on / off at this register. */
export const REGISTER_BLIND_CLOSE = ['company', 'on', 'off'] as const;
export type RegisterBlindClose = (typeof REGISTER_BLIND_CLOSE)[number];
/**
 * What a register may set over the company's till settings (docs/pos.md "Registers and devices"):
 * its own receipt header and footer ('' = the company's PosReceiptHeader / PosReceiptFooter) and
 * its blind close. Absent on events recorded before they existed: '', '', 'company'.
 */
export interface RegisterOverrides {
  receiptHeader?: string;
  receiptFooter?: string;
  blindClose?: RegisterBlindClose;
}
/** Whether a register's close is blind: its own choice, else the company's PosBlindClose. */
export const registerBlind = (own: RegisterBlindClose | undefined, companyBlind: boolean): boolean => (own === 'on' ? true : own === 'off' ? false : companyBlind);
/** A register's receipt text: its own when it has one (not blank), else the company's. */
export const registerReceiptText = (own: string | undefined, company: string): string => (own && own.trim() ? own : company);

export interface PosRegisterCreated {
  type: 'PosRegisterCreated';
  data: { registerId: string; name: string; warehouseId: string; defaultCustomerId: string | null; currency: string } & RegisterOverrides;
}
export interface PosRegisterChanged {
  type: 'PosRegisterChanged';
  data: { registerId: string; name?: string; warehouseId?: string; defaultCustomerId?: string | null; currency?: string } & RegisterOverrides;
}
export type PosRegisterEvent = PosRegisterCreated | PosRegisterChanged;
export const POS_REGISTER_EVENT_TYPES = ['PosRegisterCreated', 'PosRegisterChanged'] as const;
export const posRegisterStreamId = (registerId: string) => `pos-register-${registerId}`;

export interface PosDeviceAuthorized {
  type: 'PosDeviceAuthorized';
  /** tokenHash: sha256 of the random device token; the token itself is only ever in the browser. */
  data: {
    deviceId: string;
    registerId: string;
    name: string;
    tokenHash: string;
    userAgent: string;
    /**
     * The device's receipt series on its register: 'T' and its number there (T1 for the register's
     * first device, T2 ...), the prefix of every receipt number it gives (docs/pos.md "Receipt
     * numbers"). Absent on devices authorised before series were kept: see receiptSeriesOf.
     */
    receiptSeries?: string;
  };
}
/** A device's receipt series: the one it was given, else (authorised before series) 'D' and the first 6 characters of its id, upper case. */
export const receiptSeriesOf = (d: { deviceId: string; receiptSeries?: string | null }) => d.receiptSeries ?? `D${d.deviceId.replace(/[^0-9a-z]/gi, '').slice(0, 6).toUpperCase()}`;
export interface PosDeviceRevoked {
  type: 'PosDeviceRevoked';
  data: { deviceId: string; registerId: string; reason: string };
}
export type PosDeviceEvent = PosDeviceAuthorized | PosDeviceRevoked;
export const POS_DEVICE_EVENT_TYPES = ['PosDeviceAuthorized', 'PosDeviceRevoked'] as const;
export const posDeviceStreamId = (deviceId: string) => `pos-device-${deviceId}`;

export interface CashierTillAccessSet {
  type: 'CashierTillAccessSet';
  data: { employeeId: string; allowed: boolean };
}
/** A new PIN (argon2id hash); it also lifts a lock. */
export interface CashierPinSet {
  type: 'CashierPinSet';
  data: { employeeId: string; pinHash: string };
}
/** A PIN attempt takes its slot before the PIN is checked: an attempt still being checked counts as a failure. */
export interface CashierPinAttempted {
  type: 'CashierPinAttempted';
  data: { employeeId: string; deviceId: string; registerId: string };
}
export interface CashierPinRefused {
  type: 'CashierPinRefused';
  data: { employeeId: string; deviceId: string; registerId: string; failures: number; locked: boolean };
}
export interface CashierSignedIn {
  type: 'CashierSignedIn';
  data: { employeeId: string; deviceId: string; registerId: string; posSessionId: string; tokenHash: string; expiresAt: string };
}
export interface CashierSignedOut {
  type: 'CashierSignedOut';
  data: { employeeId: string; deviceId: string; registerId: string; posSessionId: string };
}
/** The Admin flags an employee as a till supervisor (may approve a discount over the limit with their PIN), or not. */
export interface CashierSupervisorSet {
  type: 'CashierSupervisorSet';
  data: { employeeId: string; supervisor: boolean };
}
/**
 * A supervisor (employeeId, whose stream it is) typed their PIN on a till to let the cashier
 * signed in there give discounts up to maxDiscount percent in one sale, until expiresAt.
 */
export interface DiscountApproved {
  type: 'DiscountApproved';
  data: { employeeId: string; approvalId: string; cashierId: string; deviceId: string; registerId: string; maxDiscount: string; expiresAt: string };
}
/** A till supervisor's PIN let the cashier signed in on the till take goods back without a receipt (docs/pos.md "Returns without a receipt"). */
export interface ReturnApproved {
  type: 'ReturnApproved';
  data: { employeeId: string; returnId: string; cashierId: string; deviceId: string; registerId: string; currency: string; amount: string };
}
export type CashierEvent = CashierTillAccessSet | CashierPinSet | CashierPinAttempted | CashierPinRefused | CashierSignedIn | CashierSignedOut | CashierSupervisorSet | DiscountApproved | ReturnApproved;
export const CASHIER_EVENT_TYPES = ['CashierTillAccessSet', 'CashierPinSet', 'CashierPinAttempted', 'CashierPinRefused', 'CashierSignedIn', 'CashierSignedOut', 'CashierSupervisorSet', 'DiscountApproved', 'ReturnApproved'] as const;
/** How long a supervisor's approval waits for its sale. */
export const DISCOUNT_APPROVAL_MINUTES = 15;
export const cashierStreamId = (employeeId: string) => `pos-cashier-${employeeId}`;

export interface CashSessionOpened {
  type: 'CashSessionOpened';
  /** cashPayMethodId: the cash method the drawer's float and moves count under. */
  data: { sessionId: string; registerId: string; deviceId: string; cashPayMethodId: string; float: CurrencyAmount[] };
}
export interface CashSessionCashMoved {
  type: 'CashSessionCashMoved';
  /** movedAt: when it happened on the device, kept when it was queued offline and recorded later (absent: recordedAt). */
  data: { sessionId: string; registerId: string; movementId: string; direction: 'in' | 'out'; currency: string; amount: string; reason: string; movedAt?: string };
}
export interface CashSessionClosed {
  type: 'CashSessionClosed';
  data: { sessionId: string; registerId: string; deviceId: string; lines: CloseLine[]; note: string };
}
/**
 * A closed session's takings posted to finance (docs/pos.md "Posting to finance"), appended with
 * the close: per payment method and currency, what the session's sales took (cash less the
 * change) less its returns' refunds, onto the money account the method names for that currency
 * (accountId null: the method names none any more, nothing is posted), and with `kind`
 * 'difference' the drawer's cash difference per currency (counted - expected, signed: a shortage
 * takes from the cash box, an overage adds to it), so the cash box holds what was counted. `date`
 * is the close's business day. The account ledger (postingsOf) reads it: source = the session, kind
 * 'pos-session' (takings) or 'pos-difference'.
 */
export type { CashSessionPosting };
export interface CashSessionPosted {
  type: 'CashSessionPosted';
  data: { sessionId: string; registerId: string; date: string; postings: CashSessionPosting[] };
}
export type CashSessionEvent = CashSessionOpened | CashSessionCashMoved | CashSessionClosed | CashSessionPosted;
export const CASH_SESSION_EVENT_TYPES = ['CashSessionOpened', 'CashSessionCashMoved', 'CashSessionClosed', 'CashSessionPosted'] as const;
export const cashSessionStreamId = (sessionId: string) => `pos-cash-session-${sessionId}`;

export const POS_REGISTERS_READ_MODEL = 'pos-registers';
export const POS_DEVICES_READ_MODEL = 'pos-devices';
export const POS_CASHIERS_READ_MODEL = 'pos-cashiers';
export const POS_CASH_SESSIONS_READ_MODEL = 'pos-cash-sessions';
export const POS_MACHINE_LOG_READ_MODEL = 'pos-machine-log';

// ---- API payloads
const id = z.string().trim().min(1).max(64);
const currency = z.string().trim().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as USD');
/** Zero or more: a float or a count may be nothing. */
const countAmount = z.string().trim().regex(/^\d{1,13}(\.\d{1,6})?$/, 'a decimal number such as 0, 1500 or 12.50');
const positiveAmount = countAmount.refine((v) => /[1-9]/.test(v), 'must be greater than 0');

export const createRegisterBody = z
  .object({
    commandId: z.uuid().optional(),
    name: z.string().trim().min(1, 'enter a name').max(60),
    warehouseId: id,
    defaultCustomerId: id.nullable().default(null),
    currency,
    /** '' (or absent): the company's PosReceiptHeader. */
    receiptHeader: receiptText.optional(),
    /** '' (or absent): the company's PosReceiptFooter. */
    receiptFooter: receiptText.optional(),
    /** absent: 'company' (PosBlindClose). */
    blindClose: z.enum(REGISTER_BLIND_CLOSE).optional(),
  })
  .strict();
export type CreateRegisterBody = z.infer<typeof createRegisterBody>;
/** Only what is sent changes: no defaults here (a rename must not clear the default customer). */
export const changeRegisterBody = createRegisterBody.partial().extend({ commandId: z.uuid().optional(), defaultCustomerId: id.nullable().optional() }).strict();
export type ChangeRegisterBody = z.infer<typeof changeRegisterBody>;

/** POST pos/devices: an Admin binds the browser they sign in on to a register. */
export const authorizeDeviceBody = z
  .object({ commandId: z.uuid().optional(), registerId: id, name: z.string().trim().min(1, 'enter a name').max(60), userAgent: z.string().max(300).default('') })
  .strict();
export type AuthorizeDeviceBody = z.infer<typeof authorizeDeviceBody>;
export const revokeDeviceBody = z.object({ commandId: z.uuid().optional(), reason: z.string().trim().min(1, 'say why').max(200) }).strict();
export type RevokeDeviceBody = z.infer<typeof revokeDeviceBody>;

/** PUT pos/cashiers/:employeeId: may use the till, and a new PIN (4 to 8 digits). */
export const setCashierBody = z
  .object({
    commandId: z.uuid().optional(),
    allowed: z.boolean().optional(),
    pin: z.string().regex(/^\d{4,8}$/, '4 to 8 digits').optional(),
    /** A till supervisor: approves a discount over the limit with their PIN. */
    supervisor: z.boolean().optional(),
  })
  .strict()
  .refine((b) => b.allowed !== undefined || b.pin !== undefined || b.supervisor !== undefined, 'change the till access, the supervisor flag or the PIN');
export type SetCashierBody = z.infer<typeof setCashierBody>;

export const pinSignInBody = z.object({ employeeId: id, pin: z.string().regex(/^\d{4,8}$/, '4 to 8 digits') }).strict();
export type PinSignInBody = z.infer<typeof pinSignInBody>;

/** POST pos/till/discount-approvals: a supervisor's PIN lets the signed-in cashier give up to maxDiscount percent in one sale. */
export const discountApprovalBody = z
  .object({
    approvalId: z.uuid(),
    supervisorId: id,
    pin: z.string().regex(/^\d{4,8}$/, '4 to 8 digits'),
    maxDiscount: z
      .string()
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage such as 5 or 12.5')
      .refine((v) => Number(v) <= 100, 'at most 100'),
  })
  .strict();
export type DiscountApprovalBody = z.infer<typeof discountApprovalBody>;
export const discountApprovalSchema = z.object({ approvalId: z.string(), supervisorId: z.string(), supervisorName: z.string(), maxDiscount: z.string(), expiresAt: z.string() });
export type DiscountApproval = z.infer<typeof discountApprovalSchema>;

const amounts = (amount: z.ZodString | z.ZodType<string>) =>
  z
    .array(z.object({ currency, amount }).strict())
    .max(20)
    .refine((l) => new Set(l.map((x) => x.currency)).size === l.length, 'a currency is listed more than once');

export const openCashSessionBody = z.object({ commandId: z.uuid(), float: amounts(countAmount).min(1, 'count the float in at least one currency') }).strict();
export type OpenCashSessionBody = z.infer<typeof openCashSessionBody>;
export const moveCashBody = z
  .object({
    commandId: z.uuid(),
    direction: z.enum(['in', 'out']),
    currency,
    amount: positiveAmount,
    reason: z.string().trim().min(1, 'say why').max(200),
    /** The session the till moved the cash in (a movement queued offline names it); absent: the register's open session. */
    sessionId: id.optional(),
    /** When it happened on the device (a movement queued offline arrives later). */
    movedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type MoveCashBody = z.infer<typeof moveCashBody>;
export const closeCashSessionBody = z
  .object({
    commandId: z.uuid(),
    counted: z
      .array(z.object({ payMethodId: id, currency, amount: countAmount }).strict())
      .max(100)
      .refine((l) => new Set(l.map((x) => `${x.payMethodId}:${x.currency}`)).size === l.length, 'a method and currency is listed more than once'),
    note: z.string().trim().max(500).default(''),
  })
  .strict();
export type CloseCashSessionBody = z.infer<typeof closeCashSessionBody>;

export const listCashSessionsQuery = z
  .object({ registerId: id.optional(), page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(500).default(50) })
  .strict();
export type ListCashSessionsQuery = z.infer<typeof listCashSessionsQuery>;
export const machineLogQuery = z
  .object({ registerId: id.optional(), deviceId: id.optional(), page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(500).default(100) })
  .strict();
export type MachineLogQuery = z.infer<typeof machineLogQuery>;

// ---- answers
export const posRegisterSchema = z.object({
  id: z.string(),
  name: z.string(),
  warehouseId: z.string(),
  warehouseName: z.string(),
  defaultCustomerId: z.string().nullable(),
  defaultCustomerName: z.string().nullable(),
  currency: z.string(),
  /** The register's own receipt lines ('' = the company's). */
  receiptHeader: z.string(),
  receiptFooter: z.string(),
  blindClose: z.enum(REGISTER_BLIND_CLOSE),
  devices: z.number(),
  openSessionId: z.string().nullable(),
  version: z.number(),
});
export type PosRegister = z.infer<typeof posRegisterSchema>;
export const posRegisterListSchema = z.object({ registers: z.array(posRegisterSchema) });

export const posDeviceSchema = z.object({
  id: z.string(),
  registerId: z.string(),
  registerName: z.string(),
  name: z.string(),
  userAgent: z.string(),
  authorizedAt: z.string(),
  authorizedBy: z.string(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type PosDevice = z.infer<typeof posDeviceSchema>;
export const posDeviceListSchema = z.object({ devices: z.array(posDeviceSchema) });
/** What an authorised browser keeps: the token (shown once) and what it is bound to. */
export const deviceAuthorizationSchema = z.object({ deviceId: z.string(), deviceToken: z.string(), registerId: z.string(), registerName: z.string() });
export type DeviceAuthorization = z.infer<typeof deviceAuthorizationSchema>;

export const posCashierSchema = z.object({
  employeeId: z.string(),
  username: z.string(),
  name: z.string(),
  disabled: z.boolean(),
  allowed: z.boolean(),
  pinSet: z.boolean(),
  failures: z.number(),
  locked: z.boolean(),
  supervisor: z.boolean(),
});
export type PosCashier = z.infer<typeof posCashierSchema>;
export const posCashierListSchema = z.object({ cashiers: z.array(posCashierSchema) });

export const machineLogEntrySchema = z.object({
  position: z.string(),
  at: z.string(),
  kind: z.enum(['authorized', 'revoked', 'signed_in', 'signed_out', 'pin_refused']),
  deviceId: z.string(),
  deviceName: z.string(),
  registerId: z.string(),
  registerName: z.string(),
  /** Who did it: the Admin for authorise and revoke, the cashier for the rest. */
  byName: z.string(),
  detail: z.string(),
});
export type MachineLogEntry = z.infer<typeof machineLogEntrySchema>;
export const machineLogSchema = z.object({ entries: z.array(machineLogEntrySchema), total: z.number() });

export const cashMovementSchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  currency: z.string(),
  amount: z.string(),
  reason: z.string(),
  at: z.string(),
  byName: z.string(),
});
/** expected is null only on a till's X report while its close is blind (PosBlindClose; docs/pos.md "Blind close"). */
export const closeLineSchema = z.object({ payMethodId: z.string(), payMethodName: z.string(), kind: z.enum(PAY_METHOD_KINDS), currency: z.string(), expected: z.string().nullable(), counted: z.string().nullable(), difference: z.string().nullable() });
export type ReportLine = z.infer<typeof closeLineSchema>;
/** X report (an open session so far: counted is null) and Z report (a closed session). */
export const cashSessionReportSchema = z.object({
  id: z.string(),
  registerId: z.string(),
  registerName: z.string(),
  deviceName: z.string(),
  status: z.enum(['open', 'closed']),
  openedAt: z.string(),
  openedByName: z.string(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  float: z.array(z.object({ currency: z.string(), amount: z.string() })),
  movements: z.array(cashMovementSchema),
  lines: z.array(closeLineSchema),
  /** The returns taken back in the session per currency (their refunds are in the lines' expected figures). */
  returns: z.array(z.object({ currency: z.string(), count: z.number(), amount: z.string() })),
  note: z.string(),
  version: z.number(),
  /** Sales that reached the server after the close (an offline till's queue): kept as sold, not in the close's figures. */
  lateSales: z.array(tillSaleSchema),
});
export type CashSessionReport = z.infer<typeof cashSessionReportSchema>;
/**
 * A report as a till may see it: with a blind close (PosBlindClose) an open session's lines carry
 * no expected figure, so the cashier counts the drawer without knowing what it should hold; once
 * closed (Z) the report is whole: expected, counted and difference.
 */
export function tillView(report: CashSessionReport, blind: boolean): CashSessionReport {
  if (!blind || report.status === 'closed') return report;
  return { ...report, lines: report.lines.map((l) => ({ ...l, expected: null })) };
}
export const cashSessionRowSchema = z.object({
  id: z.string(),
  registerId: z.string(),
  registerName: z.string(),
  status: z.enum(['open', 'closed']),
  openedAt: z.string(),
  openedByName: z.string(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  movements: z.number(),
  /** Per currency: the sum of the close's differences (null while open). */
  differences: z.array(z.object({ currency: z.string(), amount: z.string() })),
});
export type CashSessionRow = z.infer<typeof cashSessionRowSchema>;
export const cashSessionListSchema = z.object({ sessions: z.array(cashSessionRowSchema), total: z.number() });

/** GET pos/till: what an authorised device shows before a cashier signs in. */
export const tillSchema = z.object({
  deviceId: z.string(),
  deviceName: z.string(),
  register: z.object({ id: z.string(), name: z.string(), currency: z.string(), warehouseName: z.string() }),
  cashiers: z.array(z.object({ employeeId: z.string(), name: z.string(), locked: z.boolean() })),
  /** The till supervisors with a PIN (the approval dialog's picker). */
  supervisors: z.array(z.object({ employeeId: z.string(), name: z.string(), locked: z.boolean() })),
  /** The device's receipt series and the highest sequence the server has recorded in it (0: none), so a till whose storage was wiped goes on after it. */
  receiptSeries: z.string(),
  lastReceiptSequence: z.number(),
});
export type Till = z.infer<typeof tillSchema>;
export const pinSessionSchema = z.object({ sessionToken: z.string(), expiresAt: z.string(), employeeId: z.string(), name: z.string() });
export type PinSession = z.infer<typeof pinSessionSchema>;
/** GET pos/till/session: the signed-in cashier, the till's payment methods and its open cash session (X report) or null. */
export const tillSessionSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  register: z.object({ id: z.string(), name: z.string(), currency: z.string() }),
  payMethods: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(PAY_METHOD_KINDS), currencies: z.array(z.string()) })),
  cashSession: cashSessionReportSchema.nullable(),
  /** PosBlindClose: the cashier counts the close without the expected figures (cashSession's lines carry none). */
  blindClose: z.boolean(),
  /** PosMaxDiscount: a line discount over it needs a supervisor's approval. */
  maxDiscount: z.string(),
  /** How the till prints a receipt (the CashRegisterSystem screen, docs/pos.md "Cash register system"): header and footer lines, paper width (mm), print dialog after payment. */
  receipt: z.object({ header: z.array(z.string()), footer: z.array(z.string()), width: z.enum(['58', '80']), autoPrint: z.boolean() }),
  /** PosCashRounding: cash rounds as the law of its currency asks (docs/pos.md "Cash rounding"). */
  cashRounding: z.boolean(),
  /** PosOfflineSales: the till may sell while it cannot reach the server (false: it does not; docs/pos.md "Offline"). */
  offlineSales: z.boolean(),
});
export type TillSession = z.infer<typeof tillSessionSchema>;
