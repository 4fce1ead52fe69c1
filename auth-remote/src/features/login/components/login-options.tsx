import { SearchIcon, UserIcon, paths } from '@peworld/shared-ui';
import { ChoiceCard, ChoiceList } from '../../../components/choice-card/choice-card';
import { FormFooter, TextLink } from '../../../components/form-parts/form-parts';

/** /option-login: pick the talent or the employer login. */
export function LoginOptions() {
  return (
    <>
      <ChoiceList aria-label="Choose how to log in">
        <ChoiceCard
          to={paths.userLogin.getHref()}
          title="Login as Employee"
          hint="Find work and show companies what you can do."
          icon={<UserIcon />}
        />
        <ChoiceCard
          to={paths.compLogin.getHref()}
          title="Login as Employer"
          hint="Search talent by skill and send hire offers."
          icon={<SearchIcon />}
        />
      </ChoiceList>
      <FormFooter>
        New to Peworld? <TextLink to={paths.optionRegist.getHref()}>Create an account</TextLink>
      </FormFooter>
    </>
  );
}
