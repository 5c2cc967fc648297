import { Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type BatchFinanceEntriesBody,
  batchFinanceEntriesBody,
  type CreateFinanceClassBody,
  createFinanceClassBody,
  FINANCE_CLASSES_READ_MODEL,
  ACCOUNT_POSTINGS_READ_MODEL,
  FINANCE_ENTRIES_READ_MODEL,
  financeClassListSchema,
  financeEntryListSchema,
  financeEntryStreamId,
  financeVoucherSchema,
  type ListFinanceClassesQuery,
  listFinanceClassesQuery,
  type ListFinanceEntriesQuery,
  listFinanceEntriesQuery,
  type ListMoneyAccountsQuery,
  listMoneyAccountsQuery,
  MONEY_ACCOUNTS_READ_MODEL,
  moneyAccountListSchema,
  type OpenMoneyAccountBody,
  openMoneyAccountBody,
  type PostFinanceEntryBody,
  postFinanceEntryBody,
  type ReverseFinanceEntryBody,
  reverseFinanceEntryBody,
} from '@tradedesk/contracts/finance/money-accounts';
import { FINANCE_ENTRY_IMPORT_JOB, importFinanceEntriesBody, importFinanceEntriesQuery } from '@tradedesk/contracts/finance/entry-import';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { SHEET_CONTENT_TYPES, UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import type { Request } from 'express';
import { historySchema } from '@tradedesk/contracts/platform/history';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { listFinanceClasses } from '@tradedesk/projections/finance/finance-classes/finance-classes.query';
import { getFinanceVoucher, listFinanceEntries } from '@tradedesk/projections/finance/finance-entries/finance-entries.query';
import { listMoneyAccounts } from '@tradedesk/projections/finance/money-accounts/money-accounts.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import { pathId } from '../../platform/http/path-id.js';
import { requestFingerprint } from '../../platform/http/request-fingerprint.js';
import { receiveSheetBody } from '../../platform/http/sheet-body.js';
import { QueuePort } from '../../platform/queue/queue.port.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { BatchFinanceEntriesCommand } from './batch-finance-entries/batch-finance-entries.command.js';
import { CreateFinanceClassCommand } from './create-finance-class/create-finance-class.command.js';
import { OpenMoneyAccountCommand } from './open-money-account/open-money-account.command.js';
import { PostFinanceEntryCommand } from './post-finance-entry/post-finance-entry.command.js';
import { ReverseFinanceEntryCommand } from './reverse-finance-entry/reverse-finance-entry.command.js';

/** Root and Admin, or the page privilege of a screen that makes the call. */
const rule = (...pages: RouteName[]) => ({ roles: [ROLE_ADMIN], page: pages }) as const;
/** Who may make each call: the /finance screens that make it (docs/finance-accounts.md "Who may call what"). */
export const FINANCE_ACCOUNTS_ACCESS = {
  accountRead: rule('Bank', 'BankNew', 'FinanceList', 'FinanceNew', 'FinanceBatchAdd', 'Domestic', 'DomesticNew', 'TransferToChina', 'TransferToChinaNew', 'CurrencyExchange', 'PayMethod'),
  accountOpen: rule('BankNew'),
  classRead: rule('FinanceClass', 'FinanceClassNew', 'FinanceList', 'FinanceNew', 'FinanceBatchAdd'),
  classCreate: rule('FinanceClassNew'),
  entryRead: rule('FinanceList', 'FinancePrint'),
  entryHistory: rule('FinanceList'),
  entryVoucher: rule('FinanceList', 'FinancePrint'),
  entryPost: rule('FinanceNew'),
  entryBatch: rule('FinanceBatchAdd'),
  entryImport: rule('FinanceImport'),
  entryReverse: rule('FinanceList'),
};
const A = FINANCE_ACCOUNTS_ACCESS;

/** /finance accounts, classes and entries (issue 14 "Accounts and entries"). */
@Controller('api/finance')
export class FinanceAccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    private readonly queue: QueuePort,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('accounts')
  @Endpoint({
    summary: 'Cash boxes and bank accounts with their balance as of an instant (asOf, default now): opening balance plus every posting (entries, reversals, transfers, payments) recorded until then',
    access: A.accountRead,
    readModels: [MONEY_ACCOUNTS_READ_MODEL, ACCOUNT_POSTINGS_READ_MODEL],
    query: listMoneyAccountsQuery,
    response: moneyAccountListSchema,
  })
  accounts(@ValidQuery() q: ListMoneyAccountsQuery) {
    return listMoneyAccounts(this.db, q, q.asOf ?? new Date().toISOString());
  }

  @Post('accounts')
  @Endpoint({ summary: 'Open a cash box or a bank account in one currency with its opening balance (409 when the name is taken)', access: A.accountOpen, body: openMoneyAccountBody })
  open(@ValidBody() b: OpenMoneyAccountBody, @CurrentSession() s: Session) {
    return this.commands.execute(new OpenMoneyAccountCommand(b, envelopeOf(s, b.commandId)));
  }

  @Get('classes')
  @Endpoint({ summary: 'The income and expense class tree, in tree order', access: A.classRead, readModels: [FINANCE_CLASSES_READ_MODEL], query: listFinanceClassesQuery, response: financeClassListSchema })
  classes(@ValidQuery() q: ListFinanceClassesQuery) {
    return listFinanceClasses(this.db, q);
  }

  @Post('classes')
  @Endpoint({ summary: 'Create an income or expense class, at the root or under a class of the same direction (409 when the name is taken there)', access: A.classCreate, body: createFinanceClassBody })
  createClass(@ValidBody() b: CreateFinanceClassBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateFinanceClassCommand(b, envelopeOf(s, b.commandId)));
  }

  @Get('entries')
  @Endpoint({ summary: 'Income and expense entries, newest first, filtered, with totals per currency of the entries not reversed', access: A.entryRead, readModels: [FINANCE_ENTRIES_READ_MODEL], query: listFinanceEntriesQuery, response: financeEntryListSchema })
  entries(@ValidQuery() q: ListFinanceEntriesQuery) {
    return listFinanceEntries(this.db, q);
  }

  @Post('entries')
  @Endpoint({ summary: "Post an income or an expense on an account, in the account's currency", access: A.entryPost, body: postFinanceEntryBody })
  post(@ValidBody() b: PostFinanceEntryBody, @CurrentSession() s: Session) {
    return this.commands.execute(new PostFinanceEntryCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('entries/batch')
  @Endpoint({ summary: 'Post many entries at once, all or nothing: a refused row names its row and field and nothing is posted', access: A.entryBatch, body: batchFinanceEntriesBody })
  batch(@ValidBody() b: BatchFinanceEntriesBody, @CurrentSession() s: Session) {
    return this.commands.execute(new BatchFinanceEntriesCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('entries/import')
  @HttpCode(202)
  @Endpoint({
    summary:
      'Import income and expense entries from Excel or CSV (direction, account, class, amount, date, party type, party code, memo, attachment), all or nothing. The .xlsx or .csv as the body (?commandId=) or JSON {file: base64, commandId}. Answers {jobId}; the report at GET /api/queue/status?id=',
    access: A.entryImport,
    upload: { limit: UPLOAD_LIMITS.financeEntryImport, types: SHEET_CONTENT_TYPES },
    query: importFinanceEntriesQuery,
  })
  async importEntries(@Req() req: Request, @ValidQuery() q: { commandId?: string }, @CurrentSession() s: Session) {
    const { bytes: file, body } = await receiveSheetBody(req, UPLOAD_LIMITS.financeEntryImport, importFinanceEntriesBody);
    const commandId = body?.commandId ?? q.commandId;
    // The file's bytes, however sent, are what the command id stands for.
    const requestHash = commandId ? requestFingerprint(req, file) : undefined;
    const job = await this.queue.add(FINANCE_ENTRY_IMPORT_JOB, { file: file.toString('base64'), commandId, requestHash, userId: s.userId });
    return { jobId: job.id };
  }

  @Post('entries/:id/reverse')
  @HttpCode(200)
  @Endpoint({ summary: 'Reverse a posted entry with a reason (once; 409 when reversed already)', access: A.entryReverse, body: reverseFinanceEntryBody })
  reverse(@Param('id') id: string, @ValidBody() b: ReverseFinanceEntryBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ReverseFinanceEntryCommand(pathId(id), b, envelopeOf(s, b.commandId)));
  }

  @Get('entries/:id')
  @Endpoint({ summary: "One entry as its voucher prints it: the entry, its party's name and who recorded it", access: A.entryVoucher, readModels: [FINANCE_ENTRIES_READ_MODEL], response: financeVoucherSchema })
  async voucher(@Param('id') id: string) {
    const entryId = pathId(id);
    const v = await getFinanceVoucher(this.db, entryId);
    if (!v) throw notFound(`No entry ${entryId}.`, 'entry_not_found');
    return v;
  }

  @Get('entries/:id/history')
  @Endpoint({ summary: "An entry's history: its posting and its reversal, who and when", access: A.entryHistory, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(financeEntryStreamId(pathId(id)), 'entry');
  }
}
