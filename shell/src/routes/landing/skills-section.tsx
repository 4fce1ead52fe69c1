import { CheckList } from './check-list';
import { Art, Container, Lead, Section, SectionTitle, TwoColumn } from './landing-layout';
import { SkillsArt } from './skills-art';

const SKILLS = [
  'Java',
  'Kotlin',
  'PHP',
  'JavaScript',
  'Golang',
  'C++',
  'Ruby',
  '10+ Bahasa lainnya',
] as const;

export function SkillsSection() {
  return (
    <Section aria-labelledby="skills-title">
      <Container>
        <TwoColumn>
          <div>
            <SectionTitle id="skills-title">Skill Talenta</SectionTitle>
            <Lead>
              Talenta Peworld menguasai bahasa pemrograman dan teknologi yang dipakai industri saat
              ini, dari aplikasi web dan mobile hingga sistem backend berskala besar.
            </Lead>
            <CheckList items={SKILLS} tone="accent" columns={2} />
          </div>
          <Art>
            <SkillsArt />
          </Art>
        </TwoColumn>
      </Container>
    </Section>
  );
}
