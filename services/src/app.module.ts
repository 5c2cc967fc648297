import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogModule } from './catalog/catalog.module.js';
import { CustomersModule } from './customers/customers.module.js';
import { FinanceModule } from './finance/finance.module.js';
import { FinanceAccountsModule } from './finance/accounts/finance-accounts.module.js';
import { ClosingModule } from './finance/closing/closing.module.js';
import { MoneyTransfersModule } from './finance/transfers/money-transfers.module.js';
import { ChecksModule } from './finance/checks/checks.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { InvoicingModule } from './invoicing/invoicing.module.js';
import { InventoryModule } from './inventory/inventory.module.js';
import { PurchasingModule } from './purchasing/purchasing.module.js';
import { StockReportsModule } from './reports/stock/stock-reports.module.js';
import { ReportDetailsModule } from './reports/details/report-details.module.js';
import { PurchaseReportsModule } from './reports/purchasing/purchase-reports.module.js';
import { StockMovementReportsModule } from './reports/stock-movements/stock-movement-reports.module.js';
import { FinanceReportsModule } from './reports/finance/finance-reports.module.js';
import { StockProfitReportsModule } from './reports/stock-profit/stock-profit-reports.module.js';
import { PriceChangeReportModule } from './reports/catalog/price-change-report.module.js';
import { MessagingModule } from './messaging/messaging.module.js';
import { AuthGuard } from './platform/http/auth.guard.js';
import { EnvelopeExceptionFilter } from './platform/http/exception.filter.js';
import { EnvelopeInterceptor, ValidationInterceptor } from './platform/http/interceptors.js';
import type { Platform } from './platform/platform.js';
import { PlatformModule } from './platform/platform.module.js';
import { RequestFingerprintInterceptor } from './platform/http/request-fingerprint.js';
import { OceanShippingModule } from './purchasing/waybills/ocean-shipping.module.js';
import { ReplenishmentModule } from './purchasing/replenishment.module.js';
import { DashboardsModule } from './reports/dashboards/dashboards.module.js';
import { ReportInsightModule } from './reports/insight/report-insight.module.js';
import { ReportJobsModule } from './reports/report-jobs/report-jobs.module.js';
import { SaleReportsModule } from './reports/sales/sale-reports.module.js';
import { SalesModule } from './sales/sales.module.js';
import { PosModule } from './pos/pos.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { SystemModule } from './system/system.module.js';

/** The API process: platform + every bounded context. */
@Module({})
export class AppModule {
  static forPlatform(p: Platform): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot(p), CqrsModule.forRoot(), IdentityModule, SettingsModule, SystemModule, MessagingModule, CatalogModule, InventoryModule, SalesModule, CustomersModule, PurchasingModule, OceanShippingModule, ReplenishmentModule, FinanceModule, FinanceAccountsModule, MoneyTransfersModule, ChecksModule, ClosingModule, SaleReportsModule, StockReportsModule, ReportJobsModule, DashboardsModule, PurchaseReportsModule, StockMovementReportsModule, FinanceReportsModule, PriceChangeReportModule, StockProfitReportsModule, ReportDetailsModule, ReportInsightModule, PosModule, InvoicingModule],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        // Order matters: validation (and read-your-writes waiting) runs inside the envelope.
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_INTERCEPTOR, useClass: ValidationInterceptor },
        { provide: APP_INTERCEPTOR, useClass: RequestFingerprintInterceptor },
        { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
      ],
    };
  }
}
