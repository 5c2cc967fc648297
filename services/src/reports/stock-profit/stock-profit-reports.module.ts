import { Module } from '@nestjs/common';
import { StockProfitReportsController } from './stock-profit-reports.controller.js';

/** Slow moving, pure profit, shelf life and gift reports of the /report pages (issue 15, docs/report-stock-profit.md). Reads only. */
@Module({
  controllers: [StockProfitReportsController],
})
export class StockProfitReportsModule {}
