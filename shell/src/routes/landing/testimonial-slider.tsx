import { useState } from 'react';
import styled from 'styled-components';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, HashNavigation } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  SLIDER_SPACING,
  SLIDER_SPEED_MS,
  media,
} from '@peworld/shared-ui';
import { TestimonialCard } from './testimonial-card';
import { TESTIMONIALS } from './testimonials';

// The testimonial carousel. Loaded as its own chunk (see testimonial-section.tsx) so swiper
// never weighs on the landing page's first load. Slides are addressed by hash (#slide1…):
// opening /#slide3 shows the third, and moving the slider keeps the address in step
// (replaceState, so the back button is not filled with slides).
export function TestimonialSlider() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const last = TESTIMONIALS.length - 1;

  const track = (instance: SwiperInstance) => setActive(instance.activeIndex);

  return (
    <Slider>
      <Swiper
        modules={[A11y, HashNavigation]}
        speed={SLIDER_SPEED_MS}
        spaceBetween={SLIDER_SPACING}
        slidesPerView={1.08}
        centeredSlides
        breakpoints={{ 768: { slidesPerView: 1.6 } }}
        hashNavigation={{ watchState: true, replaceState: true }}
        a11y={{
          containerMessage: 'Testimoni pengguna Peworld',
          slideLabelMessage: '{{index}} / {{slidesLength}}',
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          track(instance);
        }}
        onActiveIndexChange={track}
      >
        {TESTIMONIALS.map((testimonial) => (
          <SwiperSlide key={testimonial.slug} data-hash={testimonial.slug}>
            <TestimonialCard testimonial={testimonial} />
          </SwiperSlide>
        ))}
      </Swiper>

      <Controls>
        <Arrow
          type="button"
          aria-label="Previous testimonial"
          disabled={active === 0}
          onClick={() => swiper?.slidePrev()}
        >
          <ChevronLeftIcon />
        </Arrow>
        <Bullets>
          {TESTIMONIALS.map((testimonial, index) => (
            <Bullet
              key={testimonial.slug}
              type="button"
              aria-label={`Show testimonial ${index + 1}: ${testimonial.name}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => swiper?.slideTo(index)}
            />
          ))}
        </Bullets>
        <Arrow
          type="button"
          aria-label="Next testimonial"
          disabled={active === last}
          onClick={() => swiper?.slideNext()}
        >
          <ChevronRightIcon />
        </Arrow>
      </Controls>
    </Slider>
  );
}

export default TestimonialSlider;

const Slider = styled.div`
  .swiper {
    padding: 8px 0 16px;
  }

  .swiper-slide {
    height: auto;
    opacity: 0.45;
    transform: scale(0.94);
    transition:
      opacity 300ms ease,
      transform 300ms ease;
  }

  .swiper-slide-active {
    opacity: 1;
    transform: none;
  }

  .swiper-slide > figure {
    height: 100%;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 24px;
  margin-top: 24px;

  ${media.mobile} {
    gap: 16px;
  }
`;

const Arrow = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadow};
  color: #fff;
  cursor: pointer;

  svg {
    width: 22px;
    height: 22px;
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    box-shadow: none;
    cursor: default;
  }
`;

const Bullets = styled.div`
  display: flex;
  gap: 4px;
`;

// A 12px dot drawn inside a 32px hit area, so it is easy to tap.
const Bullet = styled.button`
  position: relative;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    top: 10px;
    left: 10px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.border};
    transition: background 300ms ease;
  }

  &[aria-current='true']::after {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:hover::after {
    background: ${({ theme }) => theme.colors.accent};
  }
`;
