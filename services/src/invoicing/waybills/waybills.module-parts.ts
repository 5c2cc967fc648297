import { IssueWaybillHandler } from './issue-waybill/issue-waybill.handler.js';
import { WaybillFactsLoader } from './waybill-facts.loader.js';
import { WaybillsController } from './waybills.controller.js';

/** What the guías de despacho add to InvoicingModule (one line there, to keep the shared module small). */
export const WAYBILL_PROVIDERS = [WaybillFactsLoader, IssueWaybillHandler];
export { WaybillsController };
