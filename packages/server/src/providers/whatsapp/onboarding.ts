/**
 * A business number's onboarding (SPEC §2 Contacts) as steps the server runs one at a time
 * (`onboardingSteps` in @wasl/api): the screen polls the number and shows the steps done, so the
 * progress it draws is the server's, not a timer. Two implementations:
 *
 * - SandboxOnboarding: offline. Meta's pop-up is skipped (the ids are made up), and each later step
 *   is done once `stepSeconds` more have passed since the number was added, as a real one takes a
 *   few minutes.
 * - CloudOnboarding: Meta's embedded signup. The browser ran Meta's pop-up and sent us its answer
 *   (the one-time `code`, `phone_number_id`, `waba_id`); we exchange the code for a business token
 *   (`GET /oauth/access_token`), subscribe our app to the WABA's webhooks
 *   (`POST /{waba-id}/subscribed_apps`), register the number for the Cloud API
 *   (`POST /{phone-number-id}/register` with a two-step-verification pin) and read it back
 *   (`GET /{phone-number-id}?fields=…`) until its display name is approved. Tested against the
 *   local fake (fake.ts).
 */
import { randomInt } from 'node:crypto';
import { messagingLimitTiers, qualityRatings, type MessagingLimitTier, type OnboardingStep, type QualityRating } from '@wasl/api/models';
import type { NumberOnboarding, OnboardingNumber, StepResult } from '../index.ts';
import { classifyGraphError, ProviderError } from './errors.ts';

export type { NumberOnboarding, OnboardingNumber, StepResult } from '../index.ts';

const digits15 = () => String(randomInt(100_000_000, 999_999_999)) + String(randomInt(100_000, 999_999));

export class SandboxOnboarding implements NumberOnboarding {
  readonly mode = 'sandbox' as const;
  /** Ids Meta's pop-up would have answered. */
  static signupIds() {
    return { phone_id: digits15(), business_account_id: digits15() };
  }
  constructor(readonly stepSeconds: number) {}
  async run(step: Exclude<OnboardingStep, 'signup'>, number: OnboardingNumber, now: Date): Promise<StepResult> {
    const index = ['token', 'webhooks', 'register', 'review'].indexOf(step) + 1;
    if (now.getTime() - number.created_at.getTime() < index * this.stepSeconds * 1000) return 'wait';
    // SPEC §9's example limit (1000 messages) and a healthy number.
    return step === 'review' ? { messaging_limit_tier: 'TIER_1K', quality_rating: 'GREEN' } : {};
  }
}

export interface CloudOnboardingConfig {
  appId: string;
  appSecret: string;
  apiBase: string;
  /** The two-step-verification pin set on registration. */
  pin?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface PhoneNumberAnswer {
  name_status?: string;
  code_verification_status?: string;
  messaging_limit_tier?: string;
  quality_rating?: string;
}

export class CloudOnboarding implements NumberOnboarding {
  readonly mode = 'cloud' as const;
  private readonly base: string;
  private readonly fetch: typeof fetch;
  constructor(private readonly config: CloudOnboardingConfig) {
    this.base = config.apiBase.replace(/\/+$/, '');
    this.fetch = config.fetch ?? globalThis.fetch;
  }

  async run(step: Exclude<OnboardingStep, 'signup'>, number: OnboardingNumber): Promise<StepResult> {
    switch (step) {
      case 'token': {
        const query = new URLSearchParams({ client_id: this.config.appId, client_secret: this.config.appSecret, code: number.signup_code });
        const answer = await this.call<{ access_token?: string }>('GET', `/oauth/access_token?${query}`);
        if (!answer.access_token) throw new ProviderError({ code: 'no_token', reason: 'other', retryable: false });
        return { token: answer.access_token };
      }
      case 'webhooks':
        await this.call('POST', `/${encodeURIComponent(number.business_account_id)}/subscribed_apps`, number.token);
        return {};
      case 'register':
        await this.call('POST', `/${encodeURIComponent(number.phone_id)}/register`, number.token, {
          messaging_product: 'whatsapp',
          pin: this.config.pin ?? '000000',
        });
        return {};
      case 'review': {
        const fields = 'display_phone_number,verified_name,name_status,code_verification_status,quality_rating,messaging_limit_tier';
        const answer = await this.call<PhoneNumberAnswer>('GET', `/${encodeURIComponent(number.phone_id)}?fields=${fields}`, number.token);
        const named = answer.name_status === 'APPROVED' || answer.name_status === 'AVAILABLE_WITHOUT_REVIEW';
        if (!named || answer.code_verification_status !== 'VERIFIED') return 'wait';
        return {
          messaging_limit_tier: (messagingLimitTiers as readonly string[]).includes(answer.messaging_limit_tier ?? '')
            ? (answer.messaging_limit_tier as MessagingLimitTier)
            : undefined,
          quality_rating: (qualityRatings as readonly string[]).includes(answer.quality_rating ?? '')
            ? (answer.quality_rating as QualityRating)
            : 'UNKNOWN',
        };
      }
    }
  }

  private async call<T = unknown>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await this.fetch(`${this.base}${path}`, {
        method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ProviderError({ code: 'network', reason: 'other', retryable: true, message: (error as Error).message });
    }
    let answer: { error?: { code?: number; message?: string } } & Record<string, unknown> = {};
    try {
      answer = (await response.json()) as typeof answer;
    } catch {
      // Not JSON: judged by the status.
    }
    if (response.ok && !answer.error) return answer as T;
    throw classifyGraphError(answer.error, { status: response.status, retryAfter: response.headers.get('retry-after') });
  }
}
