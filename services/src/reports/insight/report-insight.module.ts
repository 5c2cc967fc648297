import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RecommendController } from './recommend.controller.js';
import { ReportInsightController } from './report-insight.controller.js';
import { SalesTargetFactsLoader } from './sales-target-facts.loader.js';
import { SetSalesTargetHandler } from './set-sales-target/set-sales-target.handler.js';

/** Customer insight, target completion (with the sales targets' write side) and the recommendation dashboards (docs/report-insight.md). */
@Module({
  imports: [CqrsModule],
  controllers: [ReportInsightController, RecommendController],
  providers: [SetSalesTargetHandler, SalesTargetFactsLoader],
})
export class ReportInsightModule {}
