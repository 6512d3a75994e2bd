/**
 * Every job kind of the delivery code, for the worker (main.ts, worker.ts and the tests):
 * `message.send` (one order/cart/survey message), `message.status` (one provider status event),
 * `campaign.run` (a campaign's sending, batch by batch, day by day).
 */
import { loadConfig, type Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { webhookHandlers } from '../webhooks/process.ts';
import { Worker, type Handlers } from '../jobs/queue.ts';
import { STATUS_EVENT_JOB, type MessagingProvider, type StatusEvent } from '../providers/index.ts';
import { campaignHandler, CAMPAIGN_JOB } from './campaigns.ts';
import { sendMessageHandler, SEND_MESSAGE_JOB } from './messages.ts';
import { applyStatusEvent } from './status.ts';

export interface DeliveryDeps {
  db: Db;
  providers: { messaging: MessagingProvider };
  /** Store webhooks' jobs need the platforms' settings (Zid re-fetch) and the clock. */
  config?: Pick<Config, 'stores'>;
  now?: () => Date;
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
  return {
    ...webhookHandlers({ db: deps.db, config: deps.config ?? loadConfig({}), now: deps.now ?? (() => new Date()) }),
    [CAMPAIGN_JOB]: campaignHandler(deps.db, () => deps.providers.messaging, options),
    [SEND_MESSAGE_JOB]: sendMessageHandler(deps.db, () => deps.providers.messaging),
    [STATUS_EVENT_JOB]: async (job) => {
      const raw = job.payload as StatusEvent & { timestamp: string };
      const event: StatusEvent = { ...raw, timestamp: new Date(raw.timestamp) };
      const result = await deps.db.transaction((tx) => applyStatusEvent(tx, event));
      if (result.matched === 'none') throw new UnknownMessageError(event.providerMessageId);
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
