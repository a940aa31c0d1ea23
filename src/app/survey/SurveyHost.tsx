import { useEffect } from 'react';
import { useConsentChoice } from '@/platform/consent/ConsentContext';
import { reportError } from '@/platform/errors/reporter';
import { useIsSmallScreen } from '../layout/useIsSmallScreen';
import type { ThirdPartyConfig } from '@schemas/thirdParty';
import { surveyIdFor } from './surveyId';

/**
 * The feedback survey (S0 §1, §9) on the shell's pages. When it shows (ours, the spec is silent):
 * - only once a consent choice is stored, whatever it is: nothing of a third party loads while the
 *   consent dialog asks, and the survey does not sit beside that dialog; it needs no purpose of its
 *   own (it collects only what the customer types into it, like the chat);
 * - not on photo and album routes (like the chat: the photo grid needs the whole screen), and not
 *   in embedded mode (the storefront page around it has its own);
 * - with the identifier of the brand's locale and the screen size (small below 575 px, medium
 *   otherwise), shown again with the other one when the screen crosses the small breakpoint.
 * Its script and loader are loaded on demand, never in the shell's bundle.
 */
export function SurveyHost({ config, locale, hidden }: { config: ThirdPartyConfig; locale: string; hidden: boolean }) {
  const decided = useConsentChoice() !== null;
  const small = useIsSmallScreen();
  const surveyId = surveyIdFor(config.surveyIds, locale, small);
  const show = decided && !hidden && surveyId !== null;
  useEffect(() => {
    if (!show || surveyId === null) return;
    let live = true;
    let hide: () => void = () => undefined;
    import('./surveyApi')
      .then(({ loadSurvey }) => loadSurvey(config.surveyScript))
      .then((survey) => {
        if (!live) return;
        survey.show({ surveyId, locale });
        hide = () => survey.hide();
      })
      .catch((error: unknown) => reportError('survey', error));
    return () => {
      live = false;
      hide();
    };
  }, [show, surveyId, locale, config.surveyScript]);
  return null;
}
