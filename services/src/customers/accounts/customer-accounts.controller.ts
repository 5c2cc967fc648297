import { Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  accountBalanceListSchema,
  type AccountBalancesQuery,
  accountBalancesQuery,
  CUSTOMER_ACCOUNTS_READ_MODEL,
  customerAccountStreamId,
  customerLedgerQuery,
  type CustomerLedgerQuery,
  customerLedgerSchema,
  type RecordAccountEntryBody,
  recordAccountEntryBody,
} from '@tradedesk/contracts/customers/customer-accounts';
import { historySchema } from '@tradedesk/contracts/platform/history';
import { accountBalances, customerLedger } from '@tradedesk/projections/customers/customer-accounts/customer-accounts.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { pathId } from '../../platform/http/path-id.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { CUSTOMER_ACCESS } from '../access.js';
import { RecordAccountEntryCommand } from './record-account-entry/record-account-entry.command.js';

/**
 * Customer accounts (receivables, /customer account and :id/create-account). Balances and ledgers
 * are projected by the daemon (reads take `?waitFor=<globalPosition>` of the command that wrote).
 */
@Controller('api/customers')
export class CustomerAccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('accounts')
  @Endpoint({
    summary: 'Balances per customer and currency (debit = owed by the customer, credit = paid); search, currency, balance=owing|credit|nonzero|all',
    access: CUSTOMER_ACCESS.balances,
    query: accountBalancesQuery,
    response: accountBalanceListSchema,
    readModels: [CUSTOMER_ACCOUNTS_READ_MODEL],
  })
  balances(@ValidQuery() q: AccountBalancesQuery) {
    return accountBalances(this.db, q);
  }

  @Get(':id/account')
  @Endpoint({
    summary: "A customer's ledger, newest first: every sale, reversal, payment and manual entry with its running balance, source, who and when",
    access: CUSTOMER_ACCESS.ledger,
    query: customerLedgerQuery,
    response: customerLedgerSchema,
    readModels: [CUSTOMER_ACCOUNTS_READ_MODEL],
  })
  ledger(@Param('id') id: string, @ValidQuery() q: CustomerLedgerQuery) {
    return customerLedger(this.db, pathId(id), q);
  }

  @Get(':id/account/history')
  @Endpoint({ summary: 'The entries recorded by hand on a customer account (its stream), who and when', access: CUSTOMER_ACCESS.ledger, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(customerAccountStreamId(pathId(id)), 'customer account');
  }

  @Post(':id/account/entries')
  @Endpoint({
    summary:
      "Record an entry on a customer's account: opening balance (signed), payment received (method, reference), adjustment (signed, reason) or refund. Currency: the body's, else the customer's, else the base currency",
    access: CUSTOMER_ACCESS.recordEntry,
    body: recordAccountEntryBody,
  })
  record(@Param('id') id: string, @ValidBody() b: RecordAccountEntryBody, @CurrentSession() s: Session) {
    return this.commands.execute(new RecordAccountEntryCommand(pathId(id), b, envelopeOf(s)));
  }
}
