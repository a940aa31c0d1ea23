import * as z from 'zod/mini';

/** A script or endpoint URL of a third party: same-origin path or absolute http(s) URL (DECISIONS 17). */
const ThirdPartyUrl = z.string().check(z.regex(/^(\/[^/\\]|https?:\/\/)/));

/** The survey widget's identifiers of one locale: one for medium screens and up, one for small (S0 §9). */
export const SurveyIds = z.object({
  medium: z.string().check(z.minLength(1)),
  small: z.string().check(z.minLength(1)),
});
export type SurveyIds = z.infer<typeof SurveyIds>;

/**
 * The third parties the page uses (S0 §1, §7, §9), each behind a URL in config.json so that the
 * sandbox's stand-ins and the real services swap by configuration only.
 */
export const ThirdPartyConfig = z.object({
  /** the help chat's script, loaded when the customer opens the chat */
  helpChatScript: ThirdPartyUrl,
  /** the feedback survey's script */
  surveyScript: ThirdPartyUrl,
  /** per-locale survey identifiers; a locale without its own uses en-GB's */
  surveyIds: z.record(z.string(), SurveyIds),
  /** the targeting tool's ab-test offers call (marketing consent only) */
  abTestOffers: ThirdPartyUrl,
  /** the analytics collector the analytics adapter sends to (analytics consent only) */
  analytics: ThirdPartyUrl,
});
export type ThirdPartyConfig = z.infer<typeof ThirdPartyConfig>;

/** An ab-test offer as the targeting tool answers it (S0 §7 gives no shape: ours). */
export const AbTestOffer = z.object({
  id: z.string().check(z.minLength(1)),
  headline: z.string().check(z.minLength(1)),
  text: z.string(),
  /** where the offer leads: an http(s) URL */
  url: z.url({ protocol: /^https?$/ }),
});
export type AbTestOffer = z.infer<typeof AbTestOffer>;

/** The offers call's answer: none, or one offer for the placement asked for. */
export const AbTestOffersResponse = z.object({ offers: z.array(AbTestOffer) });
export type AbTestOffersResponse = z.infer<typeof AbTestOffersResponse>;
