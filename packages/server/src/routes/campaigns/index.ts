/**
 * Campaigns (SPEC §3 "Campaign list", §4 "Campaign", §6 limits, §9 "one coin per customer"): the
 * handlers. SQL in queries.ts (over the merchant's tenant), state rules, limits, coin price and
 * tiers in rules.ts, row → answer shapes in mapping.ts; delivery, start, daily limit, completion
 * and coins are messaging/campaigns.ts (the `campaign.run` job). Pause/resume need confirmation in
 * the UI.
 */
import { routes } from '@wasl/api';
import { pageCount } from '../../db/queries.ts';
import { tenant, type Tenant } from '../../db/tenant.ts';
import { reserveCoins, startCampaign } from '../../messaging/campaigns.ts';
import { HttpError, conflict, notInPlan } from '../../middleware/http.ts';
import type { RouteModule } from '../../middleware/route.ts';
import { kpisOf, NO_FIGURES, toInspection, type CampaignRow } from './mapping.ts';
import * as q from './queries.ts';
import { registerRedirect } from './redirect.ts';
import { CAMPAIGN_MESSAGES, messagingTier, refusal, type CampaignAction } from './rules.ts';

export { CAMPAIGN_MESSAGES, MESSAGING_TIERS } from './rules.ts';
export { toCampaign } from './mapping.ts';

export const register: RouteModule = (r, deps) => {
  const { db } = deps;
  registerRedirect(r, deps); // GET /r/{token}: the tracked links of campaign messages

  r.handle(routes.listCampaigns, async ({ merchantId, query }) => {
    const t = tenant(db, merchantId);
    const [page, limits] = await Promise.all([q.livePage(t, query.search, query.page), q.campaignLimits(t)]);
    return {
      data: {
        Campaign_Data: await q.withFigures(t, page.rows),
        Coins: limits.Coins,
        Campaign_Limit: limits.Campaign_Limit,
        Can_Add: limits.Can_Add,
        Campaign_Total_Pages: pageCount(page.total),
        Campaign_Current_Pages: query.page,
      },
    };
  });

  r.handle(routes.listCampaignTrash, async ({ merchantId, query }) => {
    const t = tenant(db, merchantId);
    const page = await q.trashPage(t, query.page);
    return {
      data: {
        Campaign_Data: await q.withFigures(t, page.rows),
        Campaign_Current_Pages: query.page,
        Campaign_Total_Pages: pageCount(page.total),
      },
    };
  });

  r.handle(routes.getCampaign, async ({ merchantId, params }) => ({ data: await q.view(tenant(db, merchantId), params.id) }));

  r.handle(routes.inspectCampaign, async ({ merchantId, params }) => {
    const t = tenant(db, merchantId);
    const c = await q.find(t, params.id);
    return { data: toInspection(c, (await q.figuresOf(t, c.id)) ?? NO_FIGURES) };
  });

  r.handle(routes.campaignAudience, async ({ merchantId }) => {
    const facts = await q.audienceFacts(tenant(db, merchantId));
    return {
      data: {
        customers: facts.customers,
        opted_out: facts.optedOut,
        messaging_tier: messagingTier(facts.number),
        campaigns_in_plan: facts.features.has('campaigns'),
      },
    };
  });

  r.handle(routes.campaignResults, async ({ merchantId, params }) => {
    const t = tenant(db, merchantId);
    const c = await q.find(t, params.id);
    const [figures, failures] = await Promise.all([q.figuresOf(t, c.id), q.failureCounts(t, c.id)]);
    const f = figures ?? NO_FIGURES;
    const k = kpisOf(f); // the same function as the list's: one ROAS for one campaign
    return {
      data: {
        id: c.id,
        name: c.name,
        status: c.status,
        target: c.target,
        sent: f.sent,
        delivered: f.delivered,
        seen: f.seen,
        clicked: f.uniqueClicks,
        clicks: f.clicks,
        failed: f.failed,
        skipped: f.skipped,
        queued: f.queued,
        failures,
        reach: f.reach,
        impressions: k.impressions,
        ctr: k.ctr,
        revenue: k.revenue,
        currency: 'SAR',
        conversions: f.conversions,
        conversion: k.conversion,
        coins_spent: f.coinsUsed,
        coin_price: k.coinPrice,
        cost: k.cost,
        roas: k.roas,
        stop_reason: c.stop_reason,
      },
    };
  });

  r.handle(routes.createCampaign, async ({ merchantId, body }) => {
    const created = await tenant(db, merchantId).transaction(async (tx) => {
      const limits = await q.campaignLimits(tx);
      if (!limits.allowed) throw notInPlan('campaigns');
      if (!limits.Can_Add) throw new HttpError(402, 'errors:limitReached', { data: { Campaign_Limit: limits.Campaign_Limit } });
      const audience = await q.audienceSize(tx, body.audience);
      return q.view(tx, await q.insertDraft(tx, body, audience, deps.now()));
    });
    return { data: created, message: 'errors:success.audienceSelected' };
  });

  /**
   * One action inside a transaction, on the locked campaign: refused with its 409 message when the
   * campaign's state does not allow it (rules.ts), else `apply`; answers the campaign after it.
   */
  const act = (merchantId: number, id: number, action: CampaignAction, apply: (c: CampaignRow, tx: Tenant) => Promise<void>) =>
    tenant(db, merchantId).transaction(async (tx) => {
      const current = await q.find(tx, id, true);
      const refused = refusal(action, current);
      if (refused) throw conflict(refused);
      await apply(current, tx);
      return q.view(tx, id);
    });

  /** Reserves the coins of the recipients not sent yet, or refuses (402, translated) and rolls the transaction back. */
  const reserveOrRefuse = async (tx: Tenant, id: number) => {
    const reserved = await reserveCoins(tx.connection, tx.merchantId, id);
    if (!reserved.ok)
      throw new HttpError(402, 'errors:insufficientCoins', { data: { Coins: reserved.coins, required: reserved.required } });
  };

  r.handle(routes.updateCampaign, async ({ merchantId, params, body }) => {
    const updated = await act(merchantId, params.id, 'edit', async (_c, tx) => {
      await q.updateDraft(tx, params.id, body, await q.audienceSize(tx, body.audience), deps.now());
    });
    return { data: updated, message: 'errors:success.audienceSelected' };
  });

  r.handle(routes.submitCampaign, async ({ merchantId, params }) => {
    const data = await act(merchantId, params.id, 'submit', async (c, tx) => {
      // Never without the merchant's attestation of consent (PDPL; customers/consent.ts, ADR 010).
      if (!c.audience?.consent) throw conflict(CAMPAIGN_MESSAGES.consentRequired);
      // The coins of the whole audience are reserved now (messaging/campaigns.ts reserveCoins), so
      // a campaign never stops for coins by surprise — a second one sharing the balance is refused here.
      await startCampaign(tx.connection, merchantId, c, deps.now(), deps.secrets);
      await reserveOrRefuse(tx, c.id);
    });
    return { data, message: 'errors:success.campaignSent' };
  });

  r.handle(routes.pauseCampaign, async ({ merchantId, params }) => {
    const data = await act(merchantId, params.id, 'pause', (c, tx) => q.pause(tx, c.id, deps.now()));
    return { data, message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.resumeCampaign, async ({ merchantId, params }) => {
    // A new run (epoch) continues from the first recipient still queued.
    await act(merchantId, params.id, 'resume', async (c, tx) => {
      await startCampaign(tx.connection, merchantId, c, deps.now(), deps.secrets);
      await reserveOrRefuse(tx, c.id);
    });
    return { data: await q.view(tenant(db, merchantId), params.id), message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.trashCampaign, async ({ merchantId, params }) => {
    const data = await act(merchantId, params.id, 'trash', (c, tx) => q.trash(tx, c.id, deps.now()));
    return { data, message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.restoreCampaign, async ({ merchantId, params }) => {
    const data = await act(merchantId, params.id, 'restore', (c, tx) => q.restore(tx, c.id, deps.now()));
    return { data, message: 'errors:success.dataUpdated' };
  });
};
