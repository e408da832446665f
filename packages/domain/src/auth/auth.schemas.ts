import { z } from "zod";
import { Audience } from "../platform/common.schemas";
import { PERMISSION_IDS, type Permission } from "../users/permissions";
import { User } from "../users/users.schemas";

export const LoginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, "Email is required").max(320),
  password: z.string().min(1, "Password is required").max(200),
});
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * The signed-in user as the screens see it: the audience their entitlements grant and what their
 * roles allow (vendors hold no roles: the vendor family alone decides what they reach).
 */
export const SessionUser = User.extend({
  audience: Audience,
  permissions: z.array(z.enum(PERMISSION_IDS as [Permission, ...Permission[]])),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginResponse = z.object({ user: SessionUser });

export const SsoProvider = z.object({ id: z.string(), label: z.string(), url: z.string() });
export type SsoProvider = z.infer<typeof SsoProvider>;

/** What the sign-in screen offers; configuration values, public. */
export const LoginOptions = z.object({
  ssoProviders: z.array(SsoProvider),
  crmUrl: z.string().nullable(),
  resetUrl: z.string().nullable(),
});
export type LoginOptions = z.infer<typeof LoginOptions>;

/** Public settings the web client needs before sign-in. */
export const ClientConfig = LoginOptions.extend({
  sentryDsn: z.string().nullable(),
  environment: z.string(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;

export const Warehouse = z.object({ id: z.number().int(), shortName: z.string(), name: z.string() });
export type Warehouse = z.infer<typeof Warehouse>;

export const SiteAction = z.object({ id: z.string(), label: z.string() });
export type SiteAction = z.infer<typeof SiteAction>;

/** The site state of SPEC §3. */
export const SiteState = z.object({
  user: SessionUser,
  warehouses: z.array(Warehouse),
  actions: z.object({
    inbound: z.array(SiteAction),
    outbound: z.array(SiteAction),
    shopOrder: z.array(SiteAction),
    itad: z.array(SiteAction),
    processing: z.array(SiteAction),
  }),
  dashboardUrl: z.string().nullable(),
  loginOptions: LoginOptions,
});
export type SiteState = z.infer<typeof SiteState>;
