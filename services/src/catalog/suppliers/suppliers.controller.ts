import { SUPPLIERS_READ_MODEL } from '@tradedesk/contracts/catalog/suppliers';
import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CATALOG_PAGES } from '@tradedesk/contracts/catalog/common';
import { historySchema } from '@tradedesk/contracts/catalog/products';
import {
  type CreateSupplierBody,
  createSupplierBody,
  type ListSuppliersQuery,
  listSuppliersQuery,
  supplierListSchema,
  supplierSchema,
  supplierStreamId,
  type UpdateSupplierBody,
  updateSupplierBody,
} from '@tradedesk/contracts/catalog/suppliers';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { getSupplier, listSuppliers } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { pathId } from '../../platform/http/path-id.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { ChangeSupplierCommand } from './change-supplier/change-supplier.command.js';
import { CreateSupplierCommand } from './create-supplier/create-supplier.command.js';
import { SetSupplierStatusCommand } from './set-supplier-status/set-supplier-status.command.js';

/** Root and Admin, or the Supplier page privilege (BasicsSupplier is the same screen under /setting/basics). */
const ACCESS = { roles: [ROLE_ADMIN], page: [CATALOG_PAGES.suppliers, 'BasicsSupplier'] } as const;
/** The account, price-list and purchasing screens pick a supplier from the list. */
const READ = {
  ...ACCESS,
  page: [
    CATALOG_PAGES.suppliers, 'BasicsSupplier', 'SupplierAccount', 'SupplierCreateAccount', 'SupplierSyncInfo',
    'ProductPurchase', 'PurchaseNew', 'PurchaseDetails', 'PurchaseReplenishment', 'PurchaseReplenishmentNew', 'PrePurchaseOrder',
    // Finance: a transfer to China pays a supplier chosen from the list; an entry names one as its party.
    'TransferToChinaNew', 'FinanceNew',
  ],
} as const;

/** The supplier screens (/product supplier index). rm.suppliers is inline. */
@Controller('api/suppliers')
export class SuppliersController {
  constructor(
    private readonly histories: DocumentHistory,
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({ summary: 'List suppliers (search, status, page, limit)', access: READ, readModels: [SUPPLIERS_READ_MODEL], query: listSuppliersQuery, response: supplierListSchema })
  list(@ValidQuery() q: ListSuppliersQuery) {
    return listSuppliers(this.db, q);
  }

  @Get(':id')
  @Endpoint({ summary: 'One supplier', access: READ, readModels: [SUPPLIERS_READ_MODEL], response: supplierSchema })
  async get(@Param('id') id: string) {
    const x = await getSupplier(this.db, pathId(id));
    if (!x) throw notFound(`No supplier ${id}.`, 'supplier_not_found');
    return x;
  }

  @Get(':id/history')
  @Endpoint({ summary: "A supplier's history", access: ACCESS, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(supplierStreamId(pathId(id)), 'supplier');
  }

  @Post()
  @Endpoint({ summary: 'Create a supplier (409 when the code is taken)', access: ACCESS, body: createSupplierBody })
  create(@ValidBody() b: CreateSupplierBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateSupplierCommand(b, envelopeOf(s)));
  }

  @Put(':id')
  @Endpoint({ summary: 'Change a supplier (409 on a stale version or a taken code)', access: ACCESS, body: updateSupplierBody })
  update(@Param('id') id: string, @ValidBody() b: UpdateSupplierBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeSupplierCommand(pathId(id), b, envelopeOf(s)));
  }

  @Post(':id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable a supplier', access: ACCESS })
  disable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetSupplierStatusCommand(pathId(id), 'disable', envelopeOf(s)));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a disabled supplier', access: ACCESS })
  enable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetSupplierStatusCommand(pathId(id), 'enable', envelopeOf(s)));
  }
}
