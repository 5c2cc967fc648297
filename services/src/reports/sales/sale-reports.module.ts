import { Module } from '@nestjs/common';
import { SaleReportsController } from './sale-reports.controller.js';

/** The sale reports (docs/sale-reports.md "Sale reports"): reads of the sale-facts read model only. */
@Module({ controllers: [SaleReportsController] })
export class SaleReportsModule {}
