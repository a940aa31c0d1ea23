// The feedback survey's stand-in script (served as /__third-party/survey.js): defines
// `window.FeedbackSurveyStandIn` with `show({ surveyId, locale })` and `hide()`. It shows a small
// tab at the right edge naming the survey identifier it was given, so that a test (and a person)
// can see which one the app chose for the locale and the screen size.
export const surveyScript = String.raw`(function () {
  'use strict';
  if (window.FeedbackSurveyStandIn) return;
  var tab = null;
  window.FeedbackSurveyStandIn = {
    show: function (options) {
      var id = String((options && options.surveyId) || '');
      if (!tab) {
        tab = document.createElement('aside');
        tab.setAttribute('aria-label', 'Feedback survey');
        tab.setAttribute('lang', 'en');
        Object.assign(tab.style, {
          position: 'fixed', right: '0', top: '50%', transform: 'translateY(-50%)', zIndex: '17', writingMode: 'vertical-rl',
          padding: '8px 4px', borderRadius: '6px 0 0 6px', background: '#1d2433', color: '#ffffff', font: '12px/1.2 system-ui, sans-serif'
        });
        document.body.append(tab);
      }
      tab.setAttribute('data-survey-id', id);
      tab.setAttribute('data-locale', String((options && options.locale) || ''));
      tab.textContent = 'Feedback ' + id;
      tab.hidden = false;
    },
    hide: function () {
      if (tab) tab.hidden = true;
    }
  };
})();
`;
