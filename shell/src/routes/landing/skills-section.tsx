import { CheckList } from './check-list';
import { Art, Container, Lead, Section, SectionTitle, TwoColumn } from './landing-layout';
import { SkillsArt } from './skills-art';
import { useT } from '@peworld/shared-ui/core';

const SKILLS = ['Java', 'Kotlin', 'PHP', 'JavaScript', 'Golang', 'C++', 'Ruby'] as const;

export function SkillsSection() {
  const t = useT();
  return (
    <Section aria-labelledby="skills-title">
      <Container>
        <TwoColumn>
          <div>
            <SectionTitle id="skills-title">{t('shell.landing.skillsTitle')}</SectionTitle>
            <Lead>{t('shell.landing.skillsLead')}</Lead>
            <CheckList
              items={[...SKILLS, t('shell.landing.moreLanguages', { count: 10 })]}
              tone="accent"
              columns={2}
            />
          </div>
          <Art>
            <SkillsArt />
          </Art>
        </TwoColumn>
      </Container>
    </Section>
  );
}
