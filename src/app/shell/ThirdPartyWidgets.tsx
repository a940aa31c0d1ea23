import { HelpChatLauncher } from '../chat/HelpChatLauncher';
import { useBrand } from '@/platform/brand/BrandContext';
import { SurveyHost } from '../survey/SurveyHost';
import { useThirdParty } from '@/platform/thirdParty/ThirdPartyContext';

/**
 * The help chat's launcher and the feedback survey on a shell page (S0 §1): neither on photo and
 * album routes (the spec disables the chat there; the survey follows it), nor in embedded mode.
 */
export function ThirdPartyWidgets({ hidden }: { hidden: boolean }) {
  const config = useThirdParty();
  const { brand } = useBrand();
  if (!config) return null;
  return (
    <>
      {hidden ? null : <HelpChatLauncher scriptUrl={config.helpChatScript} locale={brand.locale} />}
      <SurveyHost config={config} locale={brand.locale} hidden={hidden} />
    </>
  );
}
