/**
 * Every job kind of the delivery code, for the worker (main.ts, worker.ts and the tests):
 * `message.send` (one order/cart/survey message), `message.status` (status events, in batches),
 * `campaign.run` (a campaign's sending, batch by batch, day by day), and `retention.run` (the daily
 * conversation retention, jobs/retention.ts) and `addons.renew` (the daily add-on renewals, jobs/renewals.ts).
 */
import { loadConfig, type Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { SecretBox } from '../lib/secretBox.ts';
import { webhookHandlers } from '../webhooks/process.ts';
import { Worker, type Handlers, type Job } from '../jobs/queue.ts';
import { retentionHandler, RETENTION_JOB } from '../jobs/retention.ts';
import { renewalHandler, RENEWAL_JOB } from '../jobs/renewals.ts';
import {
  STATUS_EVENT_JOB,
  type EmailProvider,
  type MessagingProvider,
  type PaymentProvider,
  type StatusEvent,
} from '../providers/index.ts';
import { campaignHandler, CAMPAIGN_JOB } from './campaigns.ts';
import { sendMessageHandler, SEND_MESSAGE_JOB } from './messages.ts';
import { applyStatusEvent } from './status.ts';

/** A status event as stored in a job's JSON payload. */
type RawEvent = Omit<StatusEvent, 'timestamp'> & { timestamp: string };

export interface DeliveryDeps {
  db: Db;
  providers: { messaging: MessagingProvider; email?: EmailProvider; payments?: PaymentProvider };
  /** Store webhooks' jobs need the platforms' settings (Zid re-fetch) and the clock. */
  config?: Pick<Config, 'stores'> & Partial<Pick<Config, 'publicUrl' | 'contactApprovalSeconds' | 'whatsapp'>>;
  now?: () => Date;
  /** Opens stored store tokens (Zid's re-fetch). */
  secrets: SecretBox;
}

/** A status event whose message is not recorded yet (the webhook beat our commit) is retried. */
export class UnknownMessageError extends Error {
  readonly retryable = true;
  constructor(id: string) {
    super(`no message with provider id ${id} (yet)`);
    this.name = 'UnknownMessageError';
  }
}

export interface DeliveryOptions {
  /** The worker's lease (campaign recipients in flight use the same). */
  leaseMs?: number;
  /** Real time a campaign run keeps the job before yielding to others (default 5 s). */
  sliceMs?: number;
}

export function deliveryHandlers(deps: DeliveryDeps, options: DeliveryOptions = {}): Handlers {
  // Text or template (messaging/form.ts): in the sandbox a pending order template is approved by the
  // review timer; in cloud mode only Meta's template webhook approves it.
  const config = deps.config ?? loadConfig({});
  const form = {
    approvalSeconds:
      config.whatsapp?.provider === 'cloud' ? null : (config.contactApprovalSeconds ?? loadConfig({}).contactApprovalSeconds),
    now: deps.now ?? (() => new Date()),
  };
  /**
   * Status jobs (one event, or several: one webhook call, the sandbox's sent/delivered/read), many
   * at once in one transaction. A job whose message is not recorded yet (the webhook beat our commit)
   * fails alone and is retried with backoff.
   */
  const ingest = async (jobs: Job[]): Promise<(Error | undefined)[]> =>
    deps.db.transaction(async (tx) => {
      const errors: (Error | undefined)[] = [];
      for (const job of jobs) {
        const payload = job.payload as RawEvent | { events: RawEvent[] };
        const events = ('events' in payload ? payload.events : [payload]).map((e) => ({ ...e, timestamp: new Date(e.timestamp) }));
        let error: Error | undefined;
        for (const event of events) {
          if ((await applyStatusEvent(tx, event)).matched === 'none') error ??= new UnknownMessageError(event.providerMessageId);
        }
        errors.push(error);
      }
      return errors;
    });
  return {
    ...webhookHandlers({
      db: deps.db,
      config: deps.config ?? loadConfig({}),
      now: deps.now ?? (() => new Date()),
      secrets: deps.secrets,
      ...(deps.providers.email ? { email: deps.providers.email } : {}),
    }),
    // Tracked links of campaign messages point at our own origin (messaging/campaignLinks.ts).
    [CAMPAIGN_JOB]: campaignHandler(deps.db, () => deps.providers.messaging, {
      ...options,
      form,
      publicUrl: deps.config?.publicUrl ?? loadConfig({}).publicUrl,
    }),
    [SEND_MESSAGE_JOB]: sendMessageHandler(deps.db, () => deps.providers.messaging, form),
    [RETENTION_JOB]: retentionHandler(deps.db),
    [RENEWAL_JOB]: renewalHandler({
      db: deps.db,
      payments: deps.providers.payments,
      email: deps.providers.email,
      secrets: deps.secrets,
      publicUrl: deps.config?.publicUrl ?? loadConfig({}).publicUrl,
    }),
    [STATUS_EVENT_JOB]: {
      run: async (job) => {
        const [error] = await ingest([job]);
        if (error) throw error;
      },
      runMany: ingest,
    },
  };
}

/**
 * Runs every delivery job due now by `deps.now()` and answers how many ran (tests, scripts). Status
 * events the sandbox schedules later (delivered +1 s, read +60 s) run once the clock reaches them.
 */
export function runDueJobs(
  deps: DeliveryDeps & { now: () => Date },
  options: { concurrency?: number; leaseMs?: number } = {},
): Promise<number> {
  return new Worker(deps.db, {
    handlers: deliveryHandlers(deps, options),
    clock: deps.now,
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
  }).runDue(options);
}
