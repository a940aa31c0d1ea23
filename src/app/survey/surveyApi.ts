import { loadScript } from '@/platform/thirdParty/loadScript';

/**
 * What the feedback survey's script offers once it has run: a global with `show` (mounts or
 * updates the survey of an identifier) and `hide`. The sandbox's stand-in has this shape.
 */
export interface SurveyApi {
  show(options: { surveyId: string; locale: string }): void;
  hide(): void;
}

export const SURVEY_GLOBAL = 'FeedbackSurveyStandIn';

function isSurveyApi(value: unknown): value is SurveyApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'show') === 'function' &&
    typeof Reflect.get(value, 'hide') === 'function'
  );
}

/** Loads the survey's script (once) and answers its API; fails when the script offers none. */
export async function loadSurvey(src: string, win: Window = window): Promise<SurveyApi> {
  await loadScript(src, win.document);
  const api: unknown = Reflect.get(win, SURVEY_GLOBAL);
  if (!isSurveyApi(api)) throw new Error(`${src} ran but offers no survey`);
  return api;
}
