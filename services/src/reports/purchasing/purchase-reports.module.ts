import { Module } from '@nestjs/common';
import { PurchaseReportsController } from './purchase-reports.controller.js';

/** The purchase reports of the /report pages (issue 15, docs/reports.md). Reads only, no commands. */
@Module({
  controllers: [PurchaseReportsController],
})
export class PurchaseReportsModule {}
