import type { SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';
import type { HttpCall } from '../offices/office.port.js';

/** The submission worker's part: renew an OAuth2 office's access token that expires within a day, before a request leaves. */
export class RefreshOfficeTokenCommand {
  constructor(
    readonly setupId: string,
    readonly office: SubmissionOffice,
    /** The office's API address for the mode (the OAuth2 service is found from it). */
    readonly baseUrl: string,
    readonly http: HttpCall,
    readonly env: CommandEnvelope,
  ) {}
}
