import { SearchIcon, UserIcon, paths } from '@peworld/shared-ui';
import { ChoiceCard, ChoiceList } from '../../../components/choice-card/choice-card';
import { FormFooter, TextLink } from '../../../components/form-parts/form-parts';

/** /option-regist: pick the talent or the employer sign-up. */
export function RegisterOptions() {
  return (
    <>
      <ChoiceList aria-label="Choose how to register">
        <ChoiceCard
          to={paths.userRegist.getHref()}
          title="Register as Employee"
          hint="Build your profile and get found by companies."
          icon={<UserIcon />}
        />
        <ChoiceCard
          to={paths.compRegist.getHref()}
          title="Register as Employer"
          hint="Create a company account and start hiring."
          icon={<SearchIcon />}
        />
      </ChoiceList>
      <FormFooter>
        Already have an account? <TextLink to={paths.optionLogin.getHref()}>Log in</TextLink>
      </FormFooter>
    </>
  );
}
