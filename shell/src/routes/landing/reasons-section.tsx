import { CheckList } from './check-list';
import { Art, Container, Section, SectionTitle, TwoColumn } from './landing-layout';
import { ReasonsArt } from './reasons-art';
import { useT } from '@peworld/shared-ui/core';

const REASONS = [1, 2, 3, 4] as const;

export function ReasonsSection() {
  const t = useT();
  return (
    <Section aria-labelledby="reasons-title">
      <Container>
        <TwoColumn>
          <Art>
            <ReasonsArt />
          </Art>
          <div>
            <SectionTitle id="reasons-title">{t('shell.landing.reasonsTitle')}</SectionTitle>
            <CheckList items={REASONS.map((n) => t(`shell.landing.reason${n}`))} tone="primary" />
          </div>
        </TwoColumn>
      </Container>
    </Section>
  );
}
