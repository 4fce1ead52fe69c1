import { Suspense, lazy, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Skeleton, media } from '@peworld/shared-ui/core';
import { Container, Section, SectionTitle } from './landing-layout';
import { isTestimonialHash } from './testimonials';
import { useNearViewport } from './use-near-viewport';
import { useT } from '@peworld/shared-ui/core';

// swiper lives in this separate chunk, fetched only when the section nears the viewport or
// the address points at a slide, so it stays out of the landing page's first load.
const TestimonialSlider = lazy(() => import('./testimonial-slider'));

export function TestimonialSection() {
  const t = useT();
  const { hash } = useLocation();
  const addressed = isTestimonialHash(hash);
  const [sectionRef, near] = useNearViewport<HTMLElement>('400px', addressed);
  const scrolledFor = useRef('');

  // /#slide3 should show the testimonials, not the top of the page.
  useEffect(() => {
    if (!addressed || scrolledFor.current === hash) return;
    scrolledFor.current = hash;
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [addressed, hash, sectionRef]);

  return (
    <Band ref={sectionRef} id="testimonials" aria-labelledby="testimonials-title">
      <Container>
        <Title id="testimonials-title">{t('shell.landing.testimonialsTitle')}</Title>
        {near ? (
          <Suspense fallback={<SliderSkeleton />}>
            <TestimonialSlider />
          </Suspense>
        ) : (
          <SliderSkeleton />
        )}
      </Container>
    </Band>
  );
}

// Same footprint as the loaded slider, so nothing jumps when it arrives.
function SliderSkeleton() {
  const t = useT();
  return (
    <Placeholder
      data-testid="testimonials-loading"
      // A label needs a role (axe: aria-prohibited-attr); status also announces the wait.
      role="status"
      aria-busy="true"
      aria-label={t('shell.landing.testimonialsLoading')}
    >
      <Skeleton width="100%" height={340} radius={8} />
      <Skeleton width={160} height={48} radius={24} />
    </Placeholder>
  );
}

const Band = styled(Section)`
  background: ${({ theme }) => theme.colors.page};
  scroll-margin-top: 72px;
`;

const Title = styled(SectionTitle)`
  margin-bottom: 40px;
  text-align: center;
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 24px;
  max-width: 640px;
  margin: 8px auto 16px;

  ${media.mobile} {
    max-width: none;
  }
`;
