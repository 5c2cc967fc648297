import { z } from 'zod';
import type { InvoiceCountry } from './invoice-setup.js';

/**
 * Submission of e-invoices to tax offices and invoicing services (docs/invoicing-submission.md):
 * one port, one adapter per office, switched per selling company (invoice setup) between off,
 * sandbox and production. Each document's submission to one office is its own stream
 * (`einvoicesubmission-<documentId>-<office>`); its events are the status history.
 */

export const SUBMISSION_OFFICES = ['ksef', 'nav', 'szamlazz', 'verifactu', 'anaf', 'smartbill', 'sunat', 'sri', 'sii'] as const;
export type SubmissionOffice = (typeof SUBMISSION_OFFICES)[number];

/** The country whose sellers each office serves. */
export const OFFICE_COUNTRY: Record<SubmissionOffice, InvoiceCountry> = {
  ksef: 'PL',
  nav: 'HU',
  szamlazz: 'HU',
  verifactu: 'ES',
  anaf: 'RO',
  smartbill: 'RO',
  sunat: 'PE',
  sri: 'EC',
  sii: 'CL',
};

/** The credentials each office asks for (all secrets: never answered back in clear). */
export const OFFICE_CREDENTIALS: Record<SubmissionOffice, readonly string[]> = {
  ksef: ['token'],
  nav: ['login', 'password', 'signKey', 'exchangeKey'],
  szamlazz: ['agentKey'],
  verifactu: [],
  anaf: ['clientId', 'clientSecret', 'redirectUri'],
  smartbill: ['username', 'token'],
  sunat: ['solUser', 'solPassword'],
  sri: [],
  /** The RUT of the person whose certificate signs and sends (RutEnvia), the company's activity code (Acteco, 6 digits). */
  sii: ['senderRut', 'acteco'],
};

/**
 * Offices whose access token comes from an OAuth2 sign-in with the company's certificate at the
 * office (ANAF): the client (id, secret, redirect address) is typed in, the tokens are granted by
 * the sign-in, kept sealed among the credentials and never typed in nor answered.
 */
export const OAUTH_OFFICES = ['anaf'] as const satisfies readonly SubmissionOffice[];

/** Until when an OAuth2 office's tokens hold (the worker renews the access token a day before it expires). */
export interface OfficeConnection {
  connectedAt: string;
  accessExpiresAt: string;
  /** The sign-in's refresh token expires then: the company signs in again before. */
  refreshExpiresAt: string;
}

export const SUBMISSION_MODES = ['off', 'sandbox', 'production'] as const;
export type SubmissionMode = (typeof SUBMISSION_MODES)[number];

export const officesOf = (country: InvoiceCountry): SubmissionOffice[] => SUBMISSION_OFFICES.filter((o) => OFFICE_COUNTRY[o] === country);

const officeSettingsInput = z
  .object({
    mode: z.enum(SUBMISSION_MODES),
    /** Replaces the office's documented sandbox / production address (a proxy, a local stand-in); '' for the documented one. */
    baseUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
    /** Only the secrets that change; a field left out keeps its saved value, '' clears it. */
    credentials: z.record(z.string(), z.string().max(4000)).default({}),
  })
  .strict();

export const saveSubmissionSettingsBody = z
  .object({
    commandId: z.uuid().optional(),
    offices: z.partialRecord(z.enum(SUBMISSION_OFFICES), officeSettingsInput),
  })
  .strict()
  .superRefine((b, ctx) => {
    for (const [office, s] of Object.entries(b.offices))
      for (const k of Object.keys(s?.credentials ?? {}))
        if (!OFFICE_CREDENTIALS[office as SubmissionOffice].includes(k)) ctx.addIssue({ code: 'custom', path: ['offices', office, 'credentials', k], message: `${office} takes no credential ${k}` });
  });
export type SaveSubmissionSettingsBody = z.infer<typeof saveSubmissionSettingsBody>;

export interface OfficeSettings {
  mode: SubmissionMode;
  baseUrl: string;
  credentials: Record<string, string>;
  /** OAuth2 offices: the sign-in's tokens' expiry (absent: never signed in). */
  connection?: OfficeConnection;
}

export interface SubmissionSettingsSaved {
  type: 'SubmissionSettingsSaved';
  /** The whole settings after the save (credentials as merged). */
  data: { setupId: string; offices: Partial<Record<SubmissionOffice, OfficeSettings>> };
}
/** An OAuth2 office granted tokens: at the sign-in (authorization_code) or renewed by the worker (refresh_token). */
export interface OfficeConnected {
  type: 'OfficeConnected';
  /** `offices`: the whole settings after it (the tokens sealed among the office's credentials). */
  data: { setupId: string; office: SubmissionOffice; grant: 'authorization_code' | 'refresh_token'; connection: OfficeConnection; offices: Partial<Record<SubmissionOffice, OfficeSettings>> };
}
export type SubmissionSettingsEvent = SubmissionSettingsSaved | OfficeConnected;
export const SUBMISSION_SETTINGS_EVENT_TYPES = ['SubmissionSettingsSaved', 'OfficeConnected'] as const;

/** POST /api/invoicing/submission/oauth/connect: what the office's sign-in sent the browser back with. */
export const connectOfficeBody = z
  .object({
    commandId: z.uuid().optional(),
    code: z.string().trim().min(1).max(4000),
    state: z.string().trim().min(1).max(4000),
  })
  .strict();
export type ConnectOfficeBody = z.infer<typeof connectOfficeBody>;
export interface AuthorizeOfficeAnswer {
  /** The office's sign-in page (the browser goes there). */
  url: string;
}
export interface ConnectOfficeAnswer {
  setupId: string;
  office: SubmissionOffice;
  accessExpiresAt: string;
  refreshExpiresAt: string;
}
export const submissionSettingsStreamId = (setupId: string) => `einvoicesettings-${setupId}`;
export const SUBMISSION_SETTINGS_READ_MODEL = 'invoice_submission_settings';

/** What the API answers: which secrets are set, never their values. */
export interface OfficeSettingsView {
  office: SubmissionOffice;
  mode: SubmissionMode;
  baseUrl: string;
  credentials: { name: string; set: boolean }[];
  /** OAuth2 offices only: null when not signed in. */
  connection?: { accessExpiresAt: string; refreshExpiresAt: string } | null;
}
export interface SubmissionSettingsView {
  setupId: string;
  country: InvoiceCountry;
  offices: OfficeSettingsView[];
}

// ---- Submissions -----------------------------------------------------------------------------

/** The status a trader reads. pending: waiting for the worker; sent: with the office, no final answer yet. */
export const SUBMISSION_STATUSES = ['pending', 'sent', 'accepted', 'rejected', 'failed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

interface SubmissionRef {
  documentId: string;
  office: SubmissionOffice;
}
export interface SubmissionQueued {
  type: 'SubmissionQueued';
  data: SubmissionRef & { setupId: string; number: string; kind: 'invoice' | 'creditNote'; issueDate: string; clientName: string; mode: Exclude<SubmissionMode, 'off'>; manual: boolean };
}
/** Recorded BEFORE the request leaves: a worker that dies mid-call leaves "sent", and the next one asks the office first. */
export interface SubmissionSent {
  type: 'SubmissionSent';
  data: SubmissionRef & { attempt: number; mode: Exclude<SubmissionMode, 'off'>; key: string; fingerprint?: string };
}
/** No answer (a timeout, a 5xx): the office may have it. The next step asks its status before sending again. */
export interface SubmissionUnanswered {
  type: 'SubmissionUnanswered';
  data: SubmissionRef & { attempt: number; message: string };
}
/** The office surely did not take it (refused connection, 429, asked to come back): sent again after a pause. */
export interface SubmissionRetrying {
  type: 'SubmissionRetrying';
  data: SubmissionRef & { attempt: number; message: string };
}
/** The office took it for processing and answered a reference to ask for the result. */
export interface SubmissionReceived {
  type: 'SubmissionReceived';
  data: SubmissionRef & { reference: string };
}
export interface SubmissionAccepted {
  type: 'SubmissionAccepted';
  data: SubmissionRef & { officeId: string; message: string };
}
export interface SubmissionRejected {
  type: 'SubmissionRejected';
  data: SubmissionRef & { code: string; message: string };
}
/** Given up for now (attempts used, outcome unknown without a status call, submission switched off): "send again" is offered. */
export interface SubmissionFailed {
  type: 'SubmissionFailed';
  data: SubmissionRef & { message: string };
}
export type SubmissionEvent = SubmissionQueued | SubmissionSent | SubmissionUnanswered | SubmissionRetrying | SubmissionReceived | SubmissionAccepted | SubmissionRejected | SubmissionFailed;
export const SUBMISSION_EVENT_TYPES = [
  'SubmissionQueued',
  'SubmissionSent',
  'SubmissionUnanswered',
  'SubmissionRetrying',
  'SubmissionReceived',
  'SubmissionAccepted',
  'SubmissionRejected',
  'SubmissionFailed',
] as const;
export const submissionStreamId = (documentId: string, office: SubmissionOffice) => `einvoicesubmission-${documentId}-${office}`;
export const SUBMISSIONS_READ_MODEL = 'invoice_submissions';

export const listSubmissionsQuery = z
  .object({
    office: z.enum(SUBMISSION_OFFICES).optional(),
    status: z.enum(SUBMISSION_STATUSES).optional(),
    documentId: z.string().trim().min(1).optional(),
    search: z.string().trim().optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type ListSubmissionsQuery = z.infer<typeof listSubmissionsQuery>;

export interface SubmissionRow {
  documentId: string;
  office: SubmissionOffice;
  setupId: string;
  number: string;
  kind: 'invoice' | 'creditNote';
  issueDate: string;
  clientName: string;
  mode: Exclude<SubmissionMode, 'off'>;
  status: SubmissionStatus;
  attempts: number;
  officeId: string;
  reference: string;
  message: string;
  updatedAt: string;
}

/** office: send (again) to that office; omitted: to every office switched on that never had the document. */
export const sendAgainBody = z.object({ commandId: z.uuid().optional(), office: z.enum(SUBMISSION_OFFICES).optional() }).strict();
export type SendAgainBody = z.infer<typeof sendAgainBody>;

/** The status an event leaves the submission in. */
export function statusAfter(type: SubmissionEvent['type'], previous: SubmissionStatus): SubmissionStatus {
  switch (type) {
    case 'SubmissionQueued':
    case 'SubmissionRetrying':
      return 'pending';
    case 'SubmissionSent':
    case 'SubmissionUnanswered':
    case 'SubmissionReceived':
      return 'sent';
    case 'SubmissionAccepted':
      return 'accepted';
    case 'SubmissionRejected':
      return 'rejected';
    case 'SubmissionFailed':
      return 'failed';
    default:
      return previous;
  }
}
