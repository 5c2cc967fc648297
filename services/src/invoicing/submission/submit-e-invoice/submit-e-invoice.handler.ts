import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { submissionStreamId } from '@tradedesk/contracts/invoicing/submission';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { DATABASE } from '../../../platform/tokens.js';
import { SecretBox } from '../../../platform/secret-box.js';
import { openCredentials } from '../sealed-credentials.js';
import { OFFICE_ADAPTERS } from '../offices/index.js';
import { MissingCredential, type OfficeOutcome, type OfficePayload, OfficeUnanswered, OfficeUnavailable, type SubmitContext } from '../offices/office.port.js';
import { payloadFor } from '../payload.js';
import { SubmissionFactsLoader } from '../submission-facts.loader.js';
import { submissionDecider } from '../submission.decider.js';
import type { SubmissionState } from '../submission.state.js';
import { RefreshOfficeTokenCommand } from '../refresh-office-token/refresh-office-token.command.js';
import { RefreshOfficeTokenHandler } from '../refresh-office-token/refresh-office-token.handler.js';
import { SubmitEInvoiceCommand } from './submit-e-invoice.command.js';
import type { Outcome } from './submit-e-invoice.decide.js';

const NO_CERTIFICATE = 'This office only accepts the company signed in with its certificate: upload it under the invoice setup (Signing certificate), then send again.';
const NO_LOOKUP = 'No answer from the office, and it cannot be asked about this document: check at the office before sending again.';

/**
 * Sends one queued document to its office, off the request path (the queue's worker). Each step
 * is recorded on the submission's stream: "sent" BEFORE the request leaves, then what came back.
 * A document is never sent twice by this loop: after a timeout the office is asked (its status
 * call, by reference or by the document's key) and only a clear "not there" sends again; an office
 * that cannot be asked ends the run as failed. Accepted and rejected are final; "send again" on
 * the screen queues a rejected or failed one anew.
 */
@CommandHandler(SubmitEInvoiceCommand)
export class SubmitEInvoiceHandler implements ICommandHandler<SubmitEInvoiceCommand> {
  private readonly facts: SubmissionFactsLoader;
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) db: Database,
    private readonly box: SecretBox,
  ) {
    this.facts = new SubmissionFactsLoader(db, (sealed) => box.open(sealed));
  }

  async execute({ documentId, office, options, env }: SubmitEInvoiceCommand): Promise<SubmissionState> {
    const stream = submissionStreamId(documentId, office);
    const load = () => this.runtime.load(submissionDecider, stream);
    const record = async (outcome: Outcome) => (await this.runtime.run(submissionDecider, stream, { type: 'RecordOutcome', documentId, office, outcome }, env)).state;
    let state = await load();
    if (state.status !== 'pending' && state.status !== 'sent') return state;

    const f = await this.facts.document(documentId);
    if (!f) return record({ kind: 'failed', message: 'The document is gone from the invoice list.' });
    const settings = f.settings[office];
    if (!settings || settings.mode === 'off') return record({ kind: 'failed', message: 'Submission to this office is switched off for the company.' });
    const adapter = OFFICE_ADAPTERS[office];
    let payload: OfficePayload;
    try {
      payload = payloadFor(office, f.doc, settings.mode, await this.facts.payloadFacts(office, f));
    } catch (e) {
      return record({ kind: 'failed', message: `The document could not be laid out for ${office}: ${(e as Error).message}` });
    }
    const needsCertificate = adapter.clientCertificate || adapter.signsIn;
    const certificate = needsCertificate ? await this.facts.clientCertificate(f) : null;
    if (needsCertificate && !certificate) return record({ kind: 'failed', message: NO_CERTIFICATE });
    const clientCertificate = adapter.clientCertificate ? certificate : null;
    const baseUrl = (settings.baseUrl || adapter.urls[settings.mode]).replace(/\/+$/, '');
    const credentials = openCredentials(this.box, settings.credentials);
    if (adapter.oauth) {
      // OAuth2 (ANAF): an access token that expires within a day is renewed before any request leaves.
      try {
        const token = await new RefreshOfficeTokenHandler(this.runtime, this.box).execute(new RefreshOfficeTokenCommand(f.view.document.setupId, office, baseUrl, options.http, env));
        if (token) credentials.accessToken = token;
      } catch (e) {
        return record({ kind: 'failed', message: `The access token could not be renewed (${(e as Error).message}): connect to the office again in the settings, then send again.` });
      }
    }
    const ctx: SubmitContext = {
      doc: f.doc,
      payload,
      mode: settings.mode,
      baseUrl,
      credentials,
      http: options.http,
      clientCertificate,
      certificate,
      now: this.runtime.clock(),
      newId: this.runtime.newId,
    };
    const pause = (n: number) => new Promise((r) => setTimeout(r, Math.min(options.backoffMs * 2 ** Math.max(0, n - 1), options.maxBackoffMs)));
    const finalOrNext = (o: OfficeOutcome): Outcome =>
      o.kind === 'unknown' ? { kind: 'retrying', message: 'The office does not have the document: sending again.' } : o;

    for (let request = 1; ; request++) {
      if (request > options.maxAttempts) return record({ kind: 'failed', message: `Gave up after ${options.maxAttempts} requests: ${state.lastMessage || 'no final answer'}` });
      if (request > 1) await pause(request - 1);
      state = await load();
      let sending = false;
      try {
        if (state.status === 'pending' && state.reference && adapter.status) {
          // A run that gave up while the office was processing: ask about that reference first.
          ctx.now = this.runtime.clock();
          const o = await adapter.status(ctx, state.reference);
          state = await record(o && o.kind !== 'unknown' ? (o.kind === 'received' ? { kind: 'received', reference: o.reference || state.reference } : o) : { kind: 'retrying', message: 'The office does not have the document: sending again.' });
          if (state.status === 'pending') continue;
        } else if (state.status === 'pending') {
          try {
            state = (await this.runtime.run(submissionDecider, stream, { type: 'StartAttempt', documentId, office, mode: settings.mode, key: payload.key, ...(payload.fingerprint ? { fingerprint: payload.fingerprint } : {}) }, env)).state;
          } catch (e) {
            if (e instanceof DomainError && e.code === 'not_pending') return load(); // another worker has it
            throw e;
          }
          ctx.now = this.runtime.clock();
          sending = true;
          state = await record(finalOrNext(await adapter.submit(ctx)));
        } else if (state.status === 'sent') {
          if (!adapter.status) return record({ kind: 'failed', message: NO_LOOKUP });
          ctx.now = this.runtime.clock();
          const o = await adapter.status(ctx, state.reference || null);
          if (!o) return record({ kind: 'failed', message: NO_LOOKUP });
          state = await record(o.kind === 'received' ? { kind: 'received', reference: o.reference || state.reference } : finalOrNext(o));
        } else return state;
      } catch (e) {
        if (e instanceof OfficeUnanswered) state = await record({ kind: 'unanswered', message: e.message });
        // Unreachable while sending: it surely did not arrive, send again; while asking: still unknown.
        else if (e instanceof OfficeUnavailable) state = await record(sending ? { kind: 'retrying', message: e.message } : { kind: 'unanswered', message: e.message });
        else if (e instanceof MissingCredential) return record({ kind: 'failed', message: e.message });
        else return record({ kind: 'failed', message: `${(e as Error).message}` });
      }
      if (state.status === 'accepted' || state.status === 'rejected' || state.status === 'failed') return state;
    }
  }
}
