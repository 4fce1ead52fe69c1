import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, HashNavigation } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  SLIDER_SPACING,
  SLIDER_SPEED_MS,
} from '@peworld/shared-ui/core';
import { TestimonialCard } from './testimonial-card';
import { TESTIMONIALS } from './testimonials';
import { Slider, Controls, Arrow, Bullets, Bullet } from './testimonial-slider.styles';
import { useT } from '@peworld/shared-ui/core';

/** From this viewport width three cards fit side by side without squeezing the quotes. */
export const DESKTOP_MIN_WIDTH = 1024;

// The testimonial carousel. Loaded as its own chunk (see testimonial-section.tsx) so swiper
// never weighs on the landing page's first load. Slides are addressed by hash (#slide1…):
// opening /#slide3 shows the third, and moving the slider keeps the address in step
// (replaceState, so the back button is not filled with slides).
export function TestimonialSlider() {
  const t = useT();
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
        // Whole cards only: one on phones and tablets (neighbours hidden), three on desktop
        // with the shown one in the middle (neighbours fully visible). A fractional count
        // would cut the neighbours mid-word.
        slidesPerView={1}
        centeredSlides
        breakpoints={{ [DESKTOP_MIN_WIDTH]: { slidesPerView: 3 } }}
        hashNavigation={{ watchState: true, replaceState: true }}
        a11y={{
          containerMessage: t('shell.landing.testimonialsRegion'),
          slideLabelMessage: '{{index}} / {{slidesLength}}',
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          track(instance);
        }}
        onActiveIndexChange={track}
      >
        {TESTIMONIALS.map((testimonial, index) => (
          // data-active comes from our own state: swiper-react sets its slide classes through
          // events and can miss the first one, which would leave every card faded.
          <SwiperSlide
            key={testimonial.slug}
            data-hash={testimonial.slug}
            data-active={index === active ? 'true' : 'false'}
          >
            <TestimonialCard testimonial={testimonial} />
          </SwiperSlide>
        ))}
      </Swiper>

      <Controls>
        <Arrow
          type="button"
          aria-label={t('shell.landing.previousTestimonial')}
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
              aria-label={t('shell.landing.showTestimonial', {
                number: index + 1,
                name: testimonial.name,
              })}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => swiper?.slideTo(index)}
            />
          ))}
        </Bullets>
        <Arrow
          type="button"
          aria-label={t('shell.landing.nextTestimonial')}
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
