import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { decodeHeaderValue, encodeHeaderValue } from '../headers';
import { routes } from '../routes';
import { CompleteProfileBody, ProfileBody, SignupBody } from './account';
import { AgentListResponse, QuickMessageBody, SectionBody, UpdateQuickBody } from './agents';
import { CAMPAIGN_LIMITS, QUICK_MESSAGE_LIMITS } from '../models/textLimits';
import { PROFILE_TEXT_MAX } from '../validators';
import { campaignAllows, CampaignBody, campaignStatuses } from './campaigns';
import { NODE_MARKERS } from '../models/flow';
import { FlowBody } from './chatbot';
import { resolveMonth } from './common';
import { TicketList } from './insights';
import { canTransition, IntegrationResponse, OrderPayload, orderStatuses, orderTransitions, orderUpdateStatuses } from './orders';

const issueKeys = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const samplePayload = {
  Contact: { Country_Code: '966', Number: '0501234567' },
  Billing_Address: { Address_line1: 'King Fahd Road 12', Address_line2: 'Al Olaya', Address_line3: 'Riyadh' },
  Shipping_Address: { Address_line1: 'طريق الملك فهد 12', Address_line2: 'العليا', Address_line3: 'الرياض' },
  Currency: 'SAR',
  Items: [{ Description: 'Sukkari dates 1 kg', Unit_Price: 45, Quantity: 2, Discount: 0, Tax: 13.5, Total: 103.5 }],
  Order_ID: 'WS-1001',
  Order_Date: '2026-11-23T10:15:00+03:00',
  Total: 118.5,
  Subtotal: 90,
  Shipping: 15,
  Discount: 0,
  Tax: 13.5,
  lang: 'ar',
  Payment_Method: 'Prepaid',
};

describe('sample order payload', () => {
  it('accepts the integration sample and defaults the country code', () => {
    expect(OrderPayload.safeParse(samplePayload).success).toBe(true);
    const parsed = OrderPayload.parse({ ...samplePayload, Contact: { Number: '501234567' } });
    expect(parsed.Contact.Country_Code).toBe('966');
  });

  it('rejects a bad phone, unknown payment method, negative money, hostile keys and empty items', () => {
    expect(issueKeys(OrderPayload.safeParse({ ...samplePayload, Contact: { Country_Code: '966', Number: '12' } }))).toContain(
      'validation:phoneInvalid',
    );
    expect(OrderPayload.safeParse({ ...samplePayload, Payment_Method: 'Cash' }).success).toBe(false);
    expect(OrderPayload.safeParse({ ...samplePayload, Total: -1 }).success).toBe(false);
    expect(OrderPayload.safeParse({ ...samplePayload, Items: [] }).success).toBe(false);
    expect(OrderPayload.safeParse(JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(samplePayload).slice(1)}`)).success).toBe(
      false,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(OrderPayload.safeParse({ ...samplePayload, Order_ID: "1'; DROP TABLE orders;--" }).success).toBe(false);
  });
});

describe('order statuses', () => {
  it('lists the SPEC statuses plus the initial one, every update status reachable', () => {
    expect(orderUpdateStatuses).toEqual([
      'packed',
      'shipped',
      'reached_nearest_hub',
      'out_for_delivery',
      'delivered',
      'cancelled',
      'returned',
      'replaced',
      'refunded',
    ]);
    const reachable = new Set(Object.values(orderTransitions).flat());
    for (const status of orderUpdateStatuses) expect(reachable.has(status), status).toBe(true);
    expect(Object.keys(orderTransitions).sort()).toEqual([...orderStatuses].sort());
  });

  it('allows the delivery path and forbids going back', () => {
    expect(canTransition('placed', 'packed')).toBe(true);
    expect(canTransition('packed', 'shipped')).toBe(true);
    expect(canTransition('out_for_delivery', 'delivered')).toBe(true);
    expect(canTransition('delivered', 'refunded')).toBe(true);
    expect(canTransition('delivered', 'packed')).toBe(false);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(canTransition('refunded', 'delivered')).toBe(false);
    expect(orderTransitions.refunded).toEqual([]);
    for (const status of orderStatuses) expect(canTransition(status, status), status).toBe(false);
  });
});

describe('Logo_Link', () => {
  it('accepts our upload paths and http(s) only, naming the field', () => {
    const upload = '/merchant/v1.0/uploads/0123456789abcdef0123456789abcdef.svg';
    const base = { language: 'en', Business_Name: 'Nakhla' };
    expect(CompleteProfileBody.safeParse({ ...base, Logo_Link: upload }).success).toBe(true);
    expect(CompleteProfileBody.safeParse({ ...base, Logo_Link: 'https://cdn.nakhla.sa/logo.png' }).success).toBe(true);
    expect(issueKeys(CompleteProfileBody.safeParse({ ...base, Logo_Link: '' }))).toEqual(['validation:logoRequired']);
    const bad = CompleteProfileBody.safeParse({ ...base, Logo_Link: 'javascript:alert(document.cookie)' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['Logo_Link'], message: 'validation:urlInvalid' });
    expect(ProfileBody.shape.Logo_Link.safeParse('data:image/svg+xml,<svg onload=alert(1)>').success).toBe(false);
    expect(ProfileBody.shape.Logo_Link.safeParse(upload).success).toBe(true);
  });
});

describe('campaigns', () => {
  const draft = {
    name: 'White Friday',
    language: 'ar',
    image: null,
    content: 'خصم 30٪ على جميع التمور',
    buttons: [{ text: 'تسوق الآن', url: 'https://nakhla.sa' }],
    website_link: 'nakhla.sa',
    audience: { from_database: true, csv: ['966501234567', '+966551234567'] },
    start_date: '2026-11-27',
    duration_days: 3,
    start_hour: 9,
    daily_limit: 1000,
  };

  it('accepts a draft and checks phone numbers and limits', () => {
    expect(CampaignBody.safeParse(draft).success).toBe(true);
    expect(CampaignBody.safeParse({ ...draft, audience: { from_database: false, csv: ['12'] } }).success).toBe(false);
    expect(CampaignBody.safeParse({ ...draft, start_hour: 24 }).success).toBe(false);
    expect(CampaignBody.safeParse({ ...draft, buttons: Array(4).fill({ text: 'x', url: null }) }).success).toBe(false);
  });

  it('stores http(s) URLs only in button url and image (our upload paths too for the image), naming the field', () => {
    const upload = '/merchant/v1.0/uploads/0123456789abcdef0123456789abcdef.png';
    expect(CampaignBody.safeParse({ ...draft, image: upload, buttons: [{ text: 'x', url: 'http://a.sa/x?y=1' }] }).success).toBe(true);
    expect(CampaignBody.safeParse({ ...draft, image: 'https://cdn.nakhla.sa/a.png' }).success).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      '//evil.example/x',
      'https://user:pw@evil.example',
      'ftp://a.sa',
    ]) {
      const button = CampaignBody.safeParse({ ...draft, buttons: [{ text: 'x', url: bad }] });
      expect(button.success, bad).toBe(false);
      expect(button.error?.issues[0]).toMatchObject({ path: ['buttons', 0, 'url'], message: 'validation:urlInvalid' });
      const image = CampaignBody.safeParse({ ...draft, image: bad });
      expect(image.error?.issues[0], bad).toMatchObject({ path: ['image'], message: 'validation:urlInvalid' });
    }
    // An upload path is an image's purpose, not a button's.
    expect(CampaignBody.safeParse({ ...draft, buttons: [{ text: 'x', url: upload }] }).success).toBe(false);
    expect(CampaignBody.safeParse({ ...draft, image: '/merchant/v1.0/uploads/../../x.png' }).success).toBe(false);
  });

  it('counts its limits in characters, as the wizard does (an emoji or an Arabic letter is one)', () => {
    // 🌴 is two UTF-16 units: a UTF-16 limit would refuse what the form accepted.
    const palms = (n: number) => '🌴'.repeat(n);
    const at = { ...draft, name: palms(CAMPAIGN_LIMITS.name), content: palms(CAMPAIGN_LIMITS.content) };
    expect(CampaignBody.safeParse({ ...at, buttons: [{ text: palms(CAMPAIGN_LIMITS.buttonText), url: null }] }).success).toBe(true);
    expect(issueKeys(CampaignBody.safeParse({ ...at, content: palms(CAMPAIGN_LIMITS.content + 1) }))).toEqual(['validation:tooLong']);
    expect(issueKeys(CampaignBody.safeParse({ ...at, name: palms(CAMPAIGN_LIMITS.name + 1) }))).toEqual(['validation:tooLong']);
    expect(issueKeys(CampaignBody.safeParse({ ...at, buttons: [{ text: palms(CAMPAIGN_LIMITS.buttonText + 1), url: null }] }))).toEqual([
      'validation:tooLong',
    ]);
    expect(issueKeys(CampaignBody.safeParse({ ...at, content: '   ', name: 'ab' }))).toEqual([
      'validation:minLength3',
      'validation:required',
    ]);
    // Trimmed before counting, and stored trimmed.
    expect(CampaignBody.parse({ ...draft, content: `  ${palms(CAMPAIGN_LIMITS.content)}  ` }).content).toBe(palms(CAMPAIGN_LIMITS.content));
  });

  it('only a pending campaign can be edited; pause and resume follow the status', () => {
    expect(campaignStatuses.filter((status) => campaignAllows('edit', status))).toEqual(['pending']);
    expect(campaignAllows('pause', 'ongoing')).toBe(true);
    expect(campaignAllows('resume', 'ongoing')).toBe(false);
    expect(campaignAllows('resume', 'paused')).toBe(true);
    expect(campaignAllows('trash', 'ongoing')).toBe(false);
  });
});

describe('quick messages', () => {
  it('counts key and content in characters, as the editor does, and caps the list', () => {
    const key = 'ش'.repeat(QUICK_MESSAGE_LIMITS.key);
    const content = '👋🏽'.repeat(QUICK_MESSAGE_LIMITS.content / 2);
    expect(QuickMessageBody.safeParse({ key, content }).success).toBe(true);
    expect(issueKeys(QuickMessageBody.safeParse({ key: `${key}ش`, content: `${content}👋` }))).toEqual([
      'validation:tooLong',
      'validation:tooLong',
    ]);
    expect(issueKeys(QuickMessageBody.safeParse({ key: ' ', content: '' }))).toEqual(['validation:required', 'validation:required']);
    const one = { key: 'hi', content: 'Hello' };
    expect(UpdateQuickBody.safeParse({ Quick: Array(QUICK_MESSAGE_LIMITS.count).fill(one) }).success).toBe(true);
    expect(UpdateQuickBody.safeParse({ Quick: Array(QUICK_MESSAGE_LIMITS.count + 1).fill(one) }).success).toBe(false);
  });
});

describe('chatbot flow', () => {
  const node = (id: string, type = 'text') => ({
    id,
    type,
    data: { enTitle: 'Hi', enText: 'Welcome', arTitle: 'مرحبًا', arText: 'أهلًا بك' },
    position: { x: 0, y: 0 },
  });

  it('accepts a flow and carries the markers of special nodes', () => {
    const flow = { nodes: [node('1'), node('2', 'agent')], edges: [{ id: 'e1-2', source: '1', target: '2' }] };
    expect(FlowBody.safeParse(flow).success).toBe(true);
    expect(NODE_MARKERS).toEqual({ text: '', agent: '$AGENT', lang: '$LANG', order: '$ORDER' });
  });

  it('rejects duplicate ids, dangling edges, unknown types and oversized flows', () => {
    expect(issueKeys(FlowBody.safeParse({ nodes: [node('1'), node('1')], edges: [] }))).toContain('validation:duplicateNode');
    expect(issueKeys(FlowBody.safeParse({ nodes: [node('1')], edges: [{ id: 'e', source: '1', target: '9' }] }))).toContain(
      'validation:edgeUnknownNode',
    );
    expect(FlowBody.safeParse({ nodes: [node('1', 'payment')], edges: [] }).success).toBe(false);
    expect(FlowBody.safeParse({ nodes: Array.from({ length: 201 }, (_, i) => node(String(i))), edges: [] }).success).toBe(false);
  });
});

describe('request bodies', () => {
  it('signup applies the password rule with its translation key', () => {
    expect(issueKeys(SignupBody.safeParse({ email: 'new@wasl.dev', password: 'password', Business_Name: 'Nakhla' }))).toEqual([
      'validation:passwordUppercase',
    ]);
    expect(SignupBody.safeParse({ email: 'new@wasl.dev', password: 'Demo@2026', Business_Name: 'Nakhla' }).success).toBe(true);
  });

  it('section needs a 3-character name, #RRGGBB colour and HH:MM times', () => {
    expect(SectionBody.safeParse({ name: 'المبيعات', color: '#0A7C66', start: '09:00', end: '17:30' }).success).toBe(true);
    expect(issueKeys(SectionBody.safeParse({ name: 'ab', color: 'teal', start: '9:00', end: '24:00' }))).toEqual([
      'validation:minLength3',
      'validation:colourInvalid',
      'validation:timeInvalid',
      'validation:timeInvalid',
    ]);
  });

  it('profile body bounds every field and rejects extra keys', () => {
    const address = { Address_line1: 'King Fahd Road 12', Address_line2: '', Address_line3: '' };
    const profile = {
      Business_Name: 'Nakhla',
      Business_Name_ar: 'نخلة',
      Business_Contact: '+966 11 234 5678',
      Business_Email: 'hello@nakhla.sa',
      VAT: '300000000000003',
      Links: { Website: 'nakhla.sa', Facebook: '', Instagram: '', Twitter: '' },
      Business_Address: address,
      Business_Address_ar: address,
    };
    expect(ProfileBody.safeParse(profile).success).toBe(true);
    expect(ProfileBody.safeParse({ ...profile, Business_Name: 'x'.repeat(10_000) }).success).toBe(false);
    // Counted in characters as the form counts them: 256 emoji pass, one more does not.
    expect(ProfileBody.safeParse({ ...profile, Business_Name: '🌴'.repeat(PROFILE_TEXT_MAX) }).success).toBe(true);
    expect(issueKeys(ProfileBody.safeParse({ ...profile, Business_Name: '🌴'.repeat(PROFILE_TEXT_MAX + 1) }))).toEqual([
      'validation:tooLong',
    ]);
    expect(ProfileBody.safeParse({ ...profile, isAdmin: true }).success).toBe(false);
    expect(ProfileBody.safeParse({ ...profile, Links: { ...profile.Links, Website: 'javascript:alert(1)' } }).success).toBe(false);
  });

  it('rejects wrongly typed values without throwing', () => {
    for (const value of [null, 42, 'text', [], { email: ['a'] }, { email: 'a@b.co', password: 12 }]) {
      expect(routes.login.body.safeParse(value).success).toBe(false);
    }
  });
});

describe('response shapes', () => {
  it('agent list response carries every SPEC field', () => {
    const sample = {
      Section_Data: [{ id: 1, name: 'Sales', color: '#0A7C66', start: '09:00', end: '17:00' }],
      Support_Time: { Start: '00:00', End: '00:00', Time_Zone: 'Asia/Kolkata' },
      Support: true,
      Botflow: false,
      Agent_Data: {
        result: [
          {
            id: 1,
            name: 'سارة',
            email: 's@wasl.dev',
            status: 'active',
            section: [1],
            service: true,
            feedback: 12,
            rating: 4.5,
            phone: null,
          },
        ],
        current_page: 1,
        total_pages: 1,
      },
      Quick_Feature: true,
      Add_Agent: true,
      Allowed: 5,
      Add_Section: true,
      Allowed_Section: 3,
      Quick: [{ key: 'hello', content: 'أهلًا' }],
      Agent_Counts: { total: 1, active: 1, on_duty: 0, invited: 0 },
    };
    expect(AgentListResponse.safeParse(sample).success).toBe(true);
    const { Allowed_Section: _omitted, ...missing } = sample;
    expect(AgentListResponse.safeParse(missing).success).toBe(false);
  });

  it('integration response is the four-item list of SPEC §3', () => {
    const list = [
      { EndPoint: '/integration/v1.0/orders', Body: samplePayload },
      { EndPoint: '/integration/v1.0/orders/{Order_ID}/status' },
      { EndPoint: '/integration/v1.0/abandoned-cart', has_feature: true },
      { Merchant_ID: 'm_1', Key_Hint: 'x9Qa' },
    ];
    expect(IntegrationResponse.safeParse(list).success).toBe(true);
    expect(IntegrationResponse.safeParse(list.slice(0, 3)).success).toBe(false);
  });

  it('ticket list accepts the initial-load extras', () => {
    const page = { tickets: [], Total_Pages: 0 };
    expect(
      TicketList.safeParse({
        tickets: [],
        total_pages: 0,
        current_page: 1,
        init_tickets: page,
        open_tickets: page,
        closed_tickets: page,
        Current_Page: 1,
      }).success,
    ).toBe(true);
  });
});

describe('helpers', () => {
  it('resolves ?month and ?year, defaulting to the current month', () => {
    const now = new Date(Date.UTC(2026, 10, 23));
    expect(resolveMonth({ month: '2026-02' }, now)).toEqual({ year: 2026, month: 2 });
    expect(resolveMonth({ month: '7', year: 2025 }, now)).toEqual({ year: 2025, month: 7 });
    expect(resolveMonth({}, now)).toEqual({ year: 2026, month: 11 });
  });

  it('round-trips header values of any script', () => {
    for (const value of ['Demo@2026', 'كلمةA1b!', '😀 pass', "utf-8''literal", '%41']) {
      const encoded = encodeHeaderValue(value);
      expect(encoded, value).toMatch(/^[\x20-\x7E]*$/);
      expect(decodeHeaderValue(encoded)).toBe(value);
    }
    expect(encodeHeaderValue('Demo@2026')).toBe('Demo@2026');
    expect(decodeHeaderValue("utf-8''%E0%A4%A")).toBe("utf-8''%E0%A4%A");
  });
});

describe('@wasl/api/types', () => {
  it('compiles to no runtime code, so widgets importing it pull in nothing', () => {
    const source = readFileSync(new URL('../types.ts', import.meta.url), 'utf8');
    const output = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
    }).outputText;
    expect(output.replace(/\/\*[\s\S]*?\*\//g, '').trim()).toBe('export {};');
    const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(packageJson.exports['./types']).toBe('./src/types.ts');
  });
});
