import { ConnectOfficeHandler } from './connect-office/connect-office.handler.js';
import { OfficeAuthorization } from './office-authorization.js';
import { RefreshOfficeTokenHandler } from './refresh-office-token/refresh-office-token.handler.js';
import { QueueSubmissionHandler } from './queue-submission/queue-submission.handler.js';
import { SaveSubmissionSettingsHandler } from './save-submission-settings/save-submission-settings.handler.js';
import { SubmissionDispatcher } from './submission-dispatcher.js';
import { SubmissionController } from './submission.controller.js';
import { SubmitEInvoiceHandler } from './submit-e-invoice/submit-e-invoice.handler.js';

/** What the submission adds to InvoicingModule (one line there, to keep the shared module small). */
export const SUBMISSION_PROVIDERS = [SaveSubmissionSettingsHandler, QueueSubmissionHandler, SubmitEInvoiceHandler, SubmissionDispatcher, ConnectOfficeHandler, RefreshOfficeTokenHandler, OfficeAuthorization];
export { SubmissionController };
