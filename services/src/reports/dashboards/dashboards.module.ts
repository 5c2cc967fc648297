import { Module } from '@nestjs/common';
import { DashboardsController } from './dashboards.controller.js';

/** The /main-control dashboards (docs/dashboards.md): reads only, from the sales analysis and stock read models. */
@Module({
  controllers: [DashboardsController],
})
export class DashboardsModule {}
