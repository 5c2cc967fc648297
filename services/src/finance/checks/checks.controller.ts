import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type BounceCheckBody,
  bounceCheckBody,
  type CancelCheckBody,
  cancelCheckBody,
  type CheckChoicesQuery,
  checkChoicesQuery,
  checkChoicesSchema,
  checkListSchema,
  CHECKS_READ_MODEL,
  checkSchema,
  checkStreamId,
  type ClearCheckBody,
  clearCheckBody,
  type DepositCheckBody,
  depositCheckBody,
  type EndorseCheckBody,
  endorseCheckBody,
  type ListChecksQuery,
  listChecksQuery,
  type RecordCheckBody,
  recordCheckBody,
} from '@tradedesk/contracts/finance/checks';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { historySchema } from '@tradedesk/contracts/platform/history';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { checkChoices, getCheck, listChecks } from '@tradedesk/projections/finance/checks/checks.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { DomainError } from '../../platform/event-store/errors.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { pathId } from '../../platform/http/path-id.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { BounceCheckCommand } from './bounce-check/bounce-check.command.js';
import { CancelCheckCommand } from './cancel-check/cancel-check.command.js';
import { ClearCheckCommand } from './clear-check/clear-check.command.js';
import { DepositCheckCommand } from './deposit-check/deposit-check.command.js';
import { EndorseCheckCommand } from './endorse-check/endorse-check.command.js';
import { RecordCheckCommand } from './record-check/record-check.command.js';

/** Root and Admin, or the page privilege of a screen that makes the call. */
const rule = (...pages: RouteName[]) => ({ roles: [ROLE_ADMIN], page: pages }) as const;
/** Who may make each call: the check screens that make it (docs/finance-checks.md). */
export const CHECKS_ACCESS = {
  /** The list (CheckTransfer) and a check's page (CheckTransferEdit) read checks and their history. */
  read: rule('CheckTransfer', 'CheckTransferEdit'),
  /** Customers, suppliers and bank accounts to pick: the new-check form and the list's deposit / endorse dialogs. */
  choices: rule('CheckTransfer', 'CheckTransferNew'),
  record: rule('CheckTransferNew'),
  /** Deposit, clear, bounce, endorse, cancel: the list's actions. */
  move: rule('CheckTransfer'),
};
const A = CHECKS_ACCESS;

/** /finance/checkTransfer: checks received and issued (issue 14 "Checks"). */
@Controller('api/finance')
export class ChecksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('checks')
  @Endpoint({
    summary: 'Checks received and issued, soonest due first, by direction, state and words; due=overdue|soon (with days) keeps the checks still waiting for their money',
    access: A.read,
    readModels: [CHECKS_READ_MODEL],
    query: listChecksQuery,
    response: checkListSchema,
  })
  async list(@ValidQuery() q: ListChecksQuery) {
    const today = businessDayOf(new Date(), await readCompanySetting(this.db, 'SystemTimeZone'));
    return listChecks(this.db, q, today);
  }

  @Get('checks/choices')
  @Endpoint({ summary: 'Customers and suppliers (matching the words) and bank accounts a check may name', access: A.choices, query: checkChoicesQuery, response: checkChoicesSchema })
  choices(@ValidQuery() q: CheckChoicesQuery) {
    return checkChoices(this.db, q);
  }

  @Get('checks/:id')
  @Endpoint({ summary: 'One check with its party and accounts', access: A.read, readModels: [CHECKS_READ_MODEL], response: checkSchema })
  async one(@Param('id') id: string) {
    const check = await getCheck(this.db, pathId(id));
    if (!check) throw new DomainError('check_not_found', `There is no check ${id}.`, 404);
    return check;
  }

  @Get('checks/:id/history')
  @Endpoint({ summary: "A check's history: every move with who and when (none yet for a check a sale payment took that has not moved: the sale order's history has its payment)", access: A.read, response: historySchema })
  async history(@Param('id') id: string) {
    const checkId = pathId(id);
    const check = await getCheck(this.db, checkId);
    if (check?.source && check.version === 0) return { streamId: checkStreamId(checkId), events: [] };
    return this.histories.of(checkStreamId(checkId), 'check');
  }

  @Post('checks')
  @Endpoint({ summary: 'Record a check received from a customer (it pays the customer\'s account) or issued to a supplier on one of our bank accounts (it pays the supplier)', access: A.record, body: recordCheckBody })
  record(@ValidBody() b: RecordCheckBody, @CurrentSession() s: Session) {
    return this.commands.execute(new RecordCheckCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('checks/:id/deposit')
  @HttpCode(200)
  @Endpoint({ summary: 'Deposit a received check from the portfolio into a bank account of its currency (409 when it is not in the portfolio)', access: A.move, body: depositCheckBody })
  deposit(@Param('id') id: string, @ValidBody() b: DepositCheckBody, @CurrentSession() s: Session) {
    return this.commands.execute(new DepositCheckCommand(pathId(id), b, envelopeOf(s, b.commandId)));
  }

  @Post('checks/:id/clear')
  @HttpCode(200)
  @Endpoint({ summary: 'The bank paid the check: a deposited one adds to its account, an issued one takes from its account (409 otherwise)', access: A.move, body: clearCheckBody })
  clear(@Param('id') id: string, @ValidBody() b: ClearCheckBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ClearCheckCommand(pathId(id), b, envelopeOf(s, b.commandId)));
  }

  @Post('checks/:id/bounce')
  @HttpCode(200)
  @Endpoint({ summary: "The bank refused the check: the customer owes it again, or we owe the supplier again (409 when it is not deposited / not outstanding)", access: A.move, body: bounceCheckBody })
  bounce(@Param('id') id: string, @ValidBody() b: BounceCheckBody, @CurrentSession() s: Session) {
    return this.commands.execute(new BounceCheckCommand(pathId(id), b, envelopeOf(s, b.commandId)));
  }

  @Post('checks/:id/endorse')
  @HttpCode(200)
  @Endpoint({ summary: "Endorse a received check from the portfolio to a supplier: it pays that supplier's payables", access: A.move, body: endorseCheckBody })
  endorse(@Param('id') id: string, @ValidBody() b: EndorseCheckBody, @CurrentSession() s: Session) {
    return this.commands.execute(new EndorseCheckCommand(pathId(id), b, envelopeOf(s, b.commandId)));
  }

  @Post('checks/:id/cancel')
  @HttpCode(200)
  @Endpoint({ summary: 'Cancel a check that never reached the bank, with a reason: the payment it made is undone', access: A.move, body: cancelCheckBody })
  cancel(@Param('id') id: string, @ValidBody() b: CancelCheckBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CancelCheckCommand(pathId(id), b, envelopeOf(s, b.commandId)));
  }
}
