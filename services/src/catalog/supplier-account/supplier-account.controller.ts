import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { historySchema } from '@tradedesk/contracts/catalog/products';
import {
  type ListSupplierBalancesQuery,
  listSupplierBalancesQuery,
  type ListSupplierEntriesQuery,
  listSupplierEntriesQuery,
  type RecordSupplierEntryBody,
  recordSupplierEntryBody,
  type ReverseSupplierEntryBody,
  reverseSupplierEntryBody,
  SUPPLIER_ACCOUNTS_READ_MODEL,
  supplierAccountSchema,
  supplierAccountStreamId,
  supplierBalanceListSchema,
} from '@tradedesk/contracts/catalog/supplier-accounts';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { listSupplierBalances, supplierAccount } from '@tradedesk/projections/catalog/supplier-accounts/supplier-accounts.query';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { pathId } from '../../platform/http/path-id.js';
import { RecordSupplierEntryCommand } from './record-supplier-entry/record-supplier-entry.command.js';
import { ReverseSupplierEntryCommand } from './reverse-supplier-entry/reverse-supplier-entry.command.js';

/** Root and Admin, or the SupplierAccount page (SupplierCreateAccount records entries). */
const READ = { roles: [ROLE_ADMIN], page: ['SupplierAccount', 'SupplierCreateAccount'] } as const;
const WRITE = { roles: [ROLE_ADMIN], page: ['SupplierCreateAccount', 'SupplierAccount'] } as const;

/**
 * The payables ledger per supplier and currency (/product/supplier/account and
 * :id/create-account). rm.supplier_ledger is built by the daemon: reads accept `?waitFor=`.
 */
@Controller('api/supplier-accounts')
export class SupplierAccountController {
  constructor(
    private readonly histories: DocumentHistory,
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({
    summary: 'Every supplier with its balance per currency (search, currency, open=true: only balances not zero)',
    access: READ,
    query: listSupplierBalancesQuery,
    response: supplierBalanceListSchema,
    readModels: [SUPPLIER_ACCOUNTS_READ_MODEL],
  })
  list(@ValidQuery() q: ListSupplierBalancesQuery) {
    return listSupplierBalances(this.db, q);
  }

  @Get(':supplierId')
  @Endpoint({
    summary: "One supplier's account: balances per currency and the entries, newest first, with the running balance",
    access: READ,
    query: listSupplierEntriesQuery,
    response: supplierAccountSchema,
    readModels: [SUPPLIER_ACCOUNTS_READ_MODEL],
  })
  async account(@Param('supplierId') id: string, @ValidQuery() q: ListSupplierEntriesQuery) {
    const supplierId = pathId(id);
    if (!(await getSupplier(this.db, supplierId))) throw notFound(`No supplier ${id}.`, 'supplier_not_found');
    return supplierAccount(this.db, supplierId, q);
  }

  @Get(':supplierId/history')
  @Endpoint({ summary: "The account's history: every posting with who and when", access: READ, response: historySchema })
  history(@Param('supplierId') id: string) {
    return this.histories.of(supplierAccountStreamId(pathId(id)), 'supplier account');
  }

  @Post(':supplierId/entries')
  @Endpoint({
    summary:
      'Record an opening balance (signed, once per currency, first in it), a payment made (positive; method cash, bank-transfer or bank-check with its number) or an adjustment (signed, with a reason). Amounts are decimal strings within the currency decimals.',
    access: WRITE,
    body: recordSupplierEntryBody,
  })
  record(@Param('supplierId') id: string, @ValidBody() body: RecordSupplierEntryBody, @CurrentSession() s: Session) {
    return this.commands.execute(new RecordSupplierEntryCommand(pathId(id), body, envelopeOf(s)));
  }

  @Post(':supplierId/entries/:entryId/reverse')
  @HttpCode(200)
  @Endpoint({ summary: 'Reverse an entry recorded by mistake (posts the opposite amount, with a reason; once per entry)', access: WRITE, body: reverseSupplierEntryBody })
  reverse(@Param('supplierId') id: string, @Param('entryId') entryId: string, @ValidBody() body: ReverseSupplierEntryBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ReverseSupplierEntryCommand(pathId(id), pathId(entryId, 'entry id'), body, envelopeOf(s)));
  }
}
