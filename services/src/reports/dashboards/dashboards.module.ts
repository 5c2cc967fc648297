import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ArrangeCustomDashboardHandler } from './arrange-custom-dashboard/arrange-custom-dashboard.handler.js';
import { DashboardsController } from './dashboards.controller.js';

/** The /main-control dashboards (docs/dashboards.md): reads from the sales analysis and stock read models; each user's custom dashboard. */
@Module({
  imports: [CqrsModule],
  controllers: [DashboardsController],
  providers: [ArrangeCustomDashboardHandler],
})
export class DashboardsModule {}
