import { SearchIcon, UserIcon, paths } from '@peworld/shared-ui';
import { ChoiceCard, ChoiceList } from '../../../components/choice-card/choice-card';
import { FormFooter, TextLink } from '../../../components/form-parts/form-parts';
import { useRichT, useT } from '@peworld/shared-ui';

/** /option-regist: pick the talent or the employer sign-up. */
export function RegisterOptions() {
  const t = useT();
  const rich = useRichT();
  return (
    <>
      <ChoiceList aria-label={t('auth.options.registerLabel')}>
        <ChoiceCard
          to={paths.userRegist.getHref()}
          title={t('auth.options.registerTalent')}
          hint={t('auth.options.registerTalentHint')}
          icon={<UserIcon />}
        />
        <ChoiceCard
          to={paths.compRegist.getHref()}
          title={t('auth.options.registerRecruiter')}
          hint={t('auth.options.registerRecruiterHint')}
          icon={<SearchIcon />}
        />
      </ChoiceList>
      <FormFooter>
        {rich('auth.register.haveAccountLogin', {
          link: (chunks) => <TextLink to={paths.optionLogin.getHref()}>{chunks}</TextLink>,
        })}
      </FormFooter>
    </>
  );
}
