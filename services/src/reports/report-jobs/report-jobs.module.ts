import { Module } from '@nestjs/common';
import { ReportJobsController } from './report-jobs.controller.js';

/** The heavy-report queue's calls (ABC, price bands, trend; the job list and cancel). The jobs run in jobs.ts. */
@Module({ controllers: [ReportJobsController] })
export class ReportJobsModule {}
