import styled from 'styled-components';
import { HeroSection } from './hero-section';
import { ReasonsSection } from './reasons-section';
import { SkillsSection } from './skills-section';
import { StartBanner } from './start-banner';
import { TestimonialSection } from './testimonial-section';
import { TopJobsBanner } from './top-jobs-banner';

export function LandingPage() {
  return (
    <Main>
      <HeroSection />
      <TopJobsBanner />
      <ReasonsSection />
      <SkillsSection />
      <TestimonialSection />
      <StartBanner />
    </Main>
  );
}

const Main = styled.div`
  background: ${({ theme }) => theme.colors.surface};
`;
