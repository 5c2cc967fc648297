import { Module } from '@nestjs/common';
import { ReportDetailsController } from './report-details.controller.js';

/** The detail reports of the /report pages (issue 15, docs/report-details.md). Reads only, no commands. */
@Module({
  controllers: [ReportDetailsController],
})
export class ReportDetailsModule {}
