import { z } from 'zod';
import { decodeHeaderValue } from '../headers';
import { featureKeys } from '../models/catalogue';
import { paymentFailureReasons } from '../models/payments';
import { renewalFailures } from '../models/addonBilling';
import { contactStatuses, roles, subscriptionStatuses, transactionStatuses } from '../models/statuses';
import { messagingLimitTiers, onboardingModes, onboardingSteps, qualityRatings } from '../models/numbers';
import {
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  validateBusinessName,
  validateMinLength,
  validateVat,
  validateNewsletterEmail,
  validateSocialLink,
  DEMO_LIMITS,
  validateOptionalText,
  validateRequiredText,
  PROFILE_TEXT_MAX,
} from '../validators';
import {
  Address,
  AnyPassword,
  Currency,
  Email,
  Id,
  IsoDate,
  IsoDateTime,
  Language,
  Link,
  UploadOrHttpUrl,
  Money,
  NewPassword,
  OptionalWebsite,
  PageNumber,
  PhoneFormatted,
  Time,
  withValidator,
} from './common';

/* ------------------------------------------------------------------ auth */

export const LoginBody = z.strictObject({ email: Email, password: AnyPassword });
export const SignupBody = z.strictObject({
  email: Email,
  password: NewPassword,
  Business_Name: withValidator(z.string().trim().max(100), validateBusinessName),
});
export const ForgotPasswordBody = z.strictObject({ email: Email });
export const ResetPasswordBody = z.strictObject({ token: z.string().min(16).max(256), password: NewPassword });
export const ChangePasswordBody = z.strictObject({ current_password: AnyPassword, password: NewPassword });
export const TokenData = z.object({ token: z.string() });

/* ------------------------------------------------------------------ header (business details) */

/** Onboarding level: 0 must complete the profile, 1 must select a package, 2 has full access (SPEC §4). */
export const Level = z.number().int().min(0).max(2);
export const BusinessDetails = z.object({
  Level,
  Business_Name: z.string(),
  /** The signed-in account's e-mail: the merchant's, or the agent's. */
  Email: z.string(),
  Logo_Link: Link,
  /** Who is signed in (issue 19): the merchant (store owner) or one of their agents. Absent = merchant. */
  Role: z.enum(roles).optional(),
});

/* ------------------------------------------------------------------ onboarding and packages */

export const CompleteProfileBody = z.strictObject({
  language: Language,
  Business_Name: withValidator(z.string().trim().max(100), validateBusinessName),
  Logo_Link: UploadOrHttpUrl.pipe(z.string().min(1, 'validation:logoRequired')),
});
export const LevelData = z.object({ Level });

/** Plan-gated features (SPEC §6), listed with the catalogue in the pure models. */
export { featureKeys };
export const Feature = z.enum(featureKeys);

export const Plan = z.object({
  id: z.string(),
  name: z.string(),
  name_ar: z.string(),
  price: Money,
  currency: Currency,
  /** days; 30 (SPEC §9) */
  validity: z.number().int(),
  agents: z.number().int(),
  sections: z.number().int(),
  sessions: z.number().int(),
  campaign_limit: z.number().int(),
  /** Nodes the chatbot flow may have. */
  flow_nodes: z.number().int(),
  features: z.array(Feature),
});
export const Addon = z.object({
  id: z.string(),
  name: z.string(),
  name_ar: z.string(),
  price: Money,
  currency: Currency,
  feature: Feature.nullable(),
  /** Coins are sold in packs; one coin = one campaign message. */
  coins: z.number().int().nullable(),
});
export const Packages = z.object({ plans: z.array(Plan), addons: z.array(Addon), free_trial_months: z.number().int() });
export const SelectPackageBody = z.strictObject({ package_id: z.string().min(1).max(64) });

/* ------------------------------------------------------------------ subscription and transactions */

export { subscriptionStatuses, type SubscriptionStatusName } from '../models/statuses';
export const Subscription = z.object({
  plan: z.object({ id: z.string(), name: z.string(), name_ar: z.string() }),
  status: z.enum(subscriptionStatuses),
  /** days */
  validity: z.number().int(),
  since: IsoDate,
  expiry: IsoDate,
  upcoming_plan: z.object({ id: z.string(), name: z.string(), name_ar: z.string() }).nullable(),
  /** conversations left */
  wallet: z.number().int(),
  /** one coin = one campaign message */
  coins: z.number().int(),
  free_sessions: z.number().int(),
  paid_sessions: z.number().int(),
  agents: z.object({ used: z.number().int(), allowed: z.number().int() }),
  /**
   * Owned add-ons, billed monthly from `since` (ADR 024): paid until `renews_on`, when the card on
   * file is charged; `past_due` while a renewal has failed (it keeps working until `lapses_on`).
   */
  addons: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      name_ar: z.string(),
      since: IsoDate,
      renews_on: IsoDate,
      past_due: z
        .object({ since: IsoDate, lapses_on: IsoDate, reason: z.enum(renewalFailures), next_retry: IsoDate.nullable() })
        .nullable(),
    }),
  ),
  /** Whether a card is kept for renewals (the source of the last paid purchase). */
  card_on_file: z.boolean(),
  features: z.array(Feature),
  /** The merchant's low-balance alert: below these, the dashboard says so (null: no alert). */
  alerts: z.object({ wallet: z.number().int().nullable(), coins: z.number().int().nullable() }),
});

/** The low-balance alert thresholds (conversations left, coins); null turns one off. */
const AlertThreshold = z.number().int().min(0).max(10_000_000).nullable();
export const AlertsBody = z.strictObject({ wallet: AlertThreshold, coins: AlertThreshold });

export { transactionStatuses, type TransactionStatusName } from '../models/statuses';
export const purchaseItems = ['plan', 'addon', 'coins'] as const;
export const Transaction = z.object({
  id: Id,
  /** The package as charged, in English (SPEC §3; the CSV export's column). */
  package: z.string(),
  package_type: z.enum(purchaseItems),
  /**
   * Our addition: the catalogue id (`PLANS`/`ADDONS` in `@wasl/api/models`) and the quantity, so the
   * table names the package in the merchant's language; null when the package is no longer in the
   * catalogue (then `package` is shown).
   */
  package_id: z.string().nullable(),
  quantity: z.number().int().positive(),
  date: IsoDate,
  time: Time,
  cost: Money,
  currency: Currency,
  status: z.enum(transactionStatuses),
  /** Why a failed payment failed (null when it succeeded). */
  reason: z.enum(paymentFailureReasons).nullable(),
});
export { paymentFailureReasons };
export const PurchaseBody = z.strictObject({
  item: z.enum(purchaseItems),
  id: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(100_000).optional(),
  /**
   * The payment source: a token from the provider's card form. The sandbox's test cards
   * (`SANDBOX_CARDS` in `@wasl/api/models`) approve or decline deterministically; absent, the
   * sandbox approves (up to its card limit).
   */
  source: z
    .string()
    .regex(/^tok_[A-Za-z0-9_]{1,60}$/, 'validation:invalid')
    .optional(),
});
/**
 * `Idempotency-Key` (as payment providers take it): one random key per purchase the user means to
 * make; a retry or a double submit with the same key answers the first attempt's transaction and
 * never charges twice.
 */
export const PurchaseHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'validation:invalid')
    .optional(),
});
export const TransactionList = z.object({ transactions: z.array(Transaction), total_pages: PageNumber, current_page: PageNumber });

/* ------------------------------------------------------------------ profile */

/** Counted in characters, as the profile form counts (PROFILE_TEXT_MAX); twice that in UTF-16 is surely too long. */
const ProfileText = withValidator(
  z
    .string()
    .trim()
    .max(PROFILE_TEXT_MAX * 2),
  (value) => validateOptionalText(value, PROFILE_TEXT_MAX),
);
const SocialLink = withValidator(z.string().trim().max(2048), validateSocialLink);
export const Links = z.object({ Website: z.string(), Facebook: z.string(), Instagram: z.string(), Twitter: z.string() });
export const Profile = z.object({
  Business_Name: z.string(),
  Business_Name_ar: z.string(),
  Business_Contact: z.string(),
  Business_Email: z.string(),
  VAT: z.string(),
  Links,
  Business_Address: Address,
  Business_Address_ar: Address,
  Logo_Link: Link,
  language: Language,
});

const AddressBody = z.strictObject({
  Address_line1: ProfileText,
  Address_line2: ProfileText,
  Address_line3: ProfileText,
});

/**
 * The configure body. Field rules are checked by `validateProfile` (which mirrors empty English/Arabic
 * values first); the schema only bounds sizes and shape.
 */
export const ProfileBody = z.strictObject({
  Business_Name: ProfileText,
  Business_Name_ar: ProfileText,
  Business_Contact: PhoneFormatted,
  Business_Email: Email,
  VAT: withValidator(z.string().trim().max(32), validateVat),
  Links: z.strictObject({ Website: OptionalWebsite, Facebook: SocialLink, Instagram: SocialLink, Twitter: SocialLink }),
  Business_Address: AddressBody,
  Business_Address_ar: AddressBody,
  Logo_Link: UploadOrHttpUrl.optional(),
  language: Language.optional(),
});

export const LogoBody = z.object({
  Image: z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, 'validation:logoRequired'),
});
export const LogoData = z.object({ url: z.string() });
export { LOGO_MAX_BYTES, LOGO_TYPES };

/* ------------------------------------------------------------------ contact numbers */

export { contactStatuses, type ContactStatusName } from '../models/statuses';
export { messagingLimitTiers, onboardingModes, onboardingSteps, qualityRatings } from '../models/numbers';
export const contactTypes = ['primary', 'secondary'] as const;
export const ContactNumber = z.object({
  id: Id,
  type: z.enum(contactTypes),
  phone: z.string(),
  phone_id: z.string().nullable(),
  business_account_id: z.string().nullable(),
  business_category: z.string(),
  template: z.string().nullable(),
  status: z.enum(contactStatuses),
  created_at: IsoDateTime,
  /** Meta's figures for the number, once it is registered (null while pending). */
  messaging_limit_tier: z.enum(messagingLimitTiers).nullable(),
  quality_rating: z.enum(qualityRatings).nullable(),
  /**
   * Where the onboarding is (the server runs it; the screen polls while it is pending): how many
   * of `onboardingSteps` are done, in which mode, and the translated reason it stopped, if it did.
   */
  onboarding: z.object({
    mode: z.enum(onboardingModes),
    done: z.number().int().min(0).max(onboardingSteps.length),
    error: z.string().nullable(),
  }),
});
export const NumberOnboardingInfo = z.object({
  mode: z.enum(onboardingModes),
  /** Meta app id for the embedded-signup pop-up (cloud only). */
  app_id: z.string().nullable(),
  /** The steps the server runs, in order (`onboarding.done` counts them). */
  steps: z.array(z.enum(onboardingSteps)),
});
/** Meta's ids: digits only (phone number id, WhatsApp Business Account id). */
const GraphId = z.string().regex(/^\d{1,32}$/, 'validation:invalid');
/** What Meta's embedded signup answered the browser (its `WA_EMBEDDED_SIGNUP` message and `FB.login`'s code). */
export const EmbeddedSignup = z.strictObject({
  code: z.string().trim().min(1, 'validation:required').max(2048),
  phone_number_id: GraphId,
  waba_id: GraphId,
});
export const ContactBody = z.strictObject({
  phone: PhoneFormatted,
  business_category: withValidator(z.string().trim().max(100), (value) => validateMinLength(value, 3, 100)),
  /** Required when the server onboards through the Cloud API; the sandbox ignores it. */
  signup: EmbeddedSignup.optional(),
});

/* ------------------------------------------------------------------ public */

export const NewsletterHeaders = z.object({
  email: z
    .string()
    .max(1024)
    .transform(decodeHeaderValue)
    .pipe(withValidator(z.string().trim().max(254), validateNewsletterEmail)),
});
export const DemoBody = z.strictObject({
  first_name: withValidator(z.string().max(1024), (v) => validateRequiredText(v, DEMO_LIMITS.name)).transform((v) => v.trim()),
  last_name: withValidator(z.string().max(1024), (v) => validateRequiredText(v, DEMO_LIMITS.name)).transform((v) => v.trim()),
  email: Email,
  phone: PhoneFormatted,
  company: withValidator(z.string().max(1024), (v) => validateRequiredText(v, DEMO_LIMITS.company)).transform((v) => v.trim()),
  job_title: withValidator(z.string().max(1024), (v) => validateOptionalText(v, DEMO_LIMITS.jobTitle)).transform((v) => v.trim()),
  message: withValidator(z.string().max(8192), (v) => validateOptionalText(v, DEMO_LIMITS.message)).transform((v) => v.trim()),
  /**
   * Honeypot: a field people never see (hidden off-screen, out of the tab order). Anything in it
   * marks a bot; the server answers as if booked and stores nothing.
   */
  website: z.string().max(2048).optional(),
});
/* ------------------------------------------------------------------ types */

export type LoginBody = z.infer<typeof LoginBody>;
export type SignupBody = z.infer<typeof SignupBody>;
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
export type TokenData = z.infer<typeof TokenData>;
export type BusinessDetails = z.infer<typeof BusinessDetails>;
export type CompleteProfileBody = z.infer<typeof CompleteProfileBody>;
export type LevelData = z.infer<typeof LevelData>;
export type Feature = z.infer<typeof Feature>;
export type Plan = z.infer<typeof Plan>;
export type Addon = z.infer<typeof Addon>;
export type Packages = z.infer<typeof Packages>;
export type SelectPackageBody = z.infer<typeof SelectPackageBody>;
export type Subscription = z.infer<typeof Subscription>;
export type Transaction = z.infer<typeof Transaction>;
export type PurchaseBody = z.infer<typeof PurchaseBody>;
export type TransactionList = z.infer<typeof TransactionList>;
export type AlertsBody = z.infer<typeof AlertsBody>;
export type Links = z.infer<typeof Links>;
export type Profile = z.infer<typeof Profile>;
export type ProfileBody = z.infer<typeof ProfileBody>;
export type LogoData = z.infer<typeof LogoData>;
export type ContactNumber = z.infer<typeof ContactNumber>;
export type ContactBody = z.infer<typeof ContactBody>;
export type EmbeddedSignup = z.infer<typeof EmbeddedSignup>;
export type NumberOnboardingInfo = z.infer<typeof NumberOnboardingInfo>;
export type DemoBody = z.infer<typeof DemoBody>;
