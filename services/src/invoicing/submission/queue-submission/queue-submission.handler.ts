import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OFFICE_COUNTRY, type SubmissionOffice, submissionStreamId } from '@tradedesk/contracts/invoicing/submission';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { QueuePort } from '../../../platform/queue/queue.port.js';
import { DATABASE } from '../../../platform/tokens.js';
import { SubmissionFactsLoader } from '../submission-facts.loader.js';
import { submissionDecider } from '../submission.decider.js';
import { QueueSubmissionCommand } from './queue-submission.command.js';

export const SUBMIT_JOB = 'invoicing.submit-e-invoice';

@CommandHandler(QueueSubmissionCommand)
export class QueueSubmissionHandler implements ICommandHandler<QueueSubmissionCommand> {
  private readonly facts: SubmissionFactsLoader;
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly queue: QueuePort,
    @Inject(DATABASE) db: Database,
  ) {
    this.facts = new SubmissionFactsLoader(db);
  }

  async execute({ documentId, office, manual, env }: QueueSubmissionCommand) {
    const f = await this.facts.document(documentId);
    if (!f) throw new DomainError('invoice_not_found', `No issued invoice or credit note ${documentId}.`, 404);
    // No office named: every office switched on for the company (the ones never sent get queued).
    const offices = (office ? [office] : (Object.keys(f.settings) as SubmissionOffice[])).filter((o) => OFFICE_COUNTRY[o] === f.doc.country);
    if (office && OFFICE_COUNTRY[office] !== f.doc.country) throw new DomainError('office_not_for_country', `${office} takes no ${f.doc.country} documents.`, 422);
    const queued: SubmissionOffice[] = [];
    for (const o of offices) {
      const mode = f.settings[o]?.mode ?? 'off';
      if (mode === 'off') {
        if (manual) throw new DomainError('submission_off', `Submission to ${o} is switched off for this company.`, 422);
        continue;
      }
      const r = await this.runtime.run(
        submissionDecider,
        submissionStreamId(documentId, o),
        { type: 'QueueSubmission', submission: { documentId, office: o, setupId: f.view.document.setupId, number: f.view.number, kind: f.view.kind as 'invoice' | 'creditNote', issueDate: f.view.issueDate, clientName: f.view.clientName, mode, manual } },
        offices.length === 1 ? env : { ...env, commandId: undefined },
      );
      // Queued now, or asked by hand while still pending / sent (its job may have been lost): run the job.
      if (r.events.length || (manual && (r.state.status === 'pending' || r.state.status === 'sent') && !r.duplicate)) {
        await this.queue.add(SUBMIT_JOB, { documentId, office: o, userId: env.userId }, { keepDays: 7 });
        queued.push(o);
      }
    }
    return { documentId, queued };
  }
}
