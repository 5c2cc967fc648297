import type { IssueWaybillBody } from '@tradedesk/contracts/invoicing/waybill';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/waybills: issue a guía de despacho (DTE 52) on the next type-52 folio. */
export class IssueWaybillCommand {
  constructor(
    readonly body: IssueWaybillBody,
    readonly env: CommandEnvelope,
  ) {}
}
