import { SearchIcon, UserIcon, paths, useRichT, useT } from '@peworld/shared-ui';
import { ChoiceCard, ChoiceList } from '../../../components/choice-card/choice-card';
import { FormFooter, TextLink } from '../../../components/form-parts/form-parts';

/** /option-login: pick the talent or the employer login. */
export function LoginOptions() {
  const t = useT();
  const rich = useRichT();
  return (
    <>
      <ChoiceList aria-label={t('auth.options.loginLabel')}>
        <ChoiceCard
          to={paths.userLogin.getHref()}
          title={t('auth.options.loginTalent')}
          hint={t('auth.options.loginTalentHint')}
          icon={<UserIcon />}
        />
        <ChoiceCard
          to={paths.compLogin.getHref()}
          title={t('auth.options.loginRecruiter')}
          hint={t('auth.options.loginRecruiterHint')}
          icon={<SearchIcon />}
        />
      </ChoiceList>
      <FormFooter>
        {rich('auth.options.newHere', {
          link: (chunks) => <TextLink to={paths.optionRegist.getHref()}>{chunks}</TextLink>,
        })}
      </FormFooter>
    </>
  );
}
