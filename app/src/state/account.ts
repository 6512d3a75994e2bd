import type { Locale } from '@wasl/i18n';
import type { ProfileBody } from '@wasl/api/types';
import { headerAtom } from './header';
import { mutation } from './mutation';
import { localeAtom, setLocale } from './preferences';
import { resource } from './resource';
import { appStore } from './store';

/** GET /section/profile (SPEC §3). */
export const profileAtom = resource((client) => client.getProfile());

/** GET /packages: the plans and add-ons offered at onboarding and on the subscription page. */
export const packagesAtom = resource((client) => client.listPackages());

/** POST /section/profile/configure, after uploading a new logo if one was chosen; the header shows the name and logo. */
export const saveProfile = mutation(
  async (client, body: ProfileBody, logo: File | null) => {
    const Logo_Link = logo ? (await client.uploadLogo({ body: { Image: logo } })).url : body.Logo_Link;
    await client.configureProfile({ body: { ...body, Logo_Link } });
  },
  [profileAtom, headerAtom],
);

/**
 * Onboarding step 1 (Level 0 → 1): the logo uploaded, then language and business name; the app
 * switches to the chosen language before the new Level moves the guard on to /select-package.
 */
export const completeProfile = mutation(
  async (client, { logo, language, businessName }: { logo: File; language: Locale; businessName: string }) => {
    const { url } = await client.uploadLogo({ body: { Image: logo } });
    await client.completeProfile({ body: { language, Business_Name: businessName, Logo_Link: url } });
    if (language !== appStore.get(localeAtom)) await setLocale(language);
  },
  [headerAtom],
);

/** Onboarding step 2 (Level 1 → 2): the plan; the new Level moves the guard on to the dashboard. */
export const selectPackage = mutation(
  async (client, packageId: string) => void (await client.selectPackage({ body: { package_id: packageId } })),
  [headerAtom],
);
