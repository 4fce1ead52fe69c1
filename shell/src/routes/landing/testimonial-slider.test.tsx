import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SLIDER_SPACING, SLIDER_SPEED_MS } from '@peworld/shared-ui';
import { renderWithProviders } from '@peworld/shared-ui/testing';
import { lastSwiperProps } from './fake-swiper';
import { DESKTOP_MIN_WIDTH, TestimonialSlider } from './testimonial-slider';

jest.mock('swiper/react', () => jest.requireActual('./fake-swiper'));

const bullet = (n: number) =>
  screen.getByRole('button', { name: new RegExp(`^Show testimonial ${n}:`) });
const currentBullets = () =>
  screen
    .getAllByRole('button', { name: /^Show testimonial/ })
    .filter((button) => button.getAttribute('aria-current') === 'true');

describe('TestimonialSlider', () => {
  it('shows three testimonials, each a Web Developer, addressed #slide1..#slide3', () => {
    const { container } = renderWithProviders(<TestimonialSlider />);

    const slides = container.querySelectorAll('.swiper-slide');
    expect(Array.from(slides, (slide) => slide.getAttribute('data-hash'))).toEqual([
      'slide1',
      'slide2',
      'slide3',
    ]);
    expect(screen.getAllByText('Web Developer')).toHaveLength(3);
    expect(screen.getByText('Rina Kartika')).toBeInTheDocument();
    expect(screen.getByText('Sari Wulandari')).toBeInTheDocument();
  });

  it('uses the spec slider constants and hash navigation', () => {
    renderWithProviders(<TestimonialSlider />);

    expect(lastSwiperProps.current).toMatchObject({
      speed: SLIDER_SPEED_MS,
      spaceBetween: SLIDER_SPACING,
      hashNavigation: { watchState: true, replaceState: true },
    });
  });

  it('shows whole cards only, the shown one centred (1 per view, 3 on desktop)', () => {
    renderWithProviders(<TestimonialSlider />);

    expect(lastSwiperProps.current).toMatchObject({
      centeredSlides: true,
      slidesPerView: 1,
      breakpoints: { [DESKTOP_MIN_WIDTH]: { slidesPerView: 3 } },
    });
    const counts = [
      lastSwiperProps.current?.slidesPerView,
      ...Object.values(
        lastSwiperProps.current?.breakpoints as Record<string, { slidesPerView: number }>,
      ).map((breakpoint) => breakpoint.slidesPerView),
    ];
    // An odd whole number: centred, the neighbours are either fully in view or out of it.
    for (const count of counts) expect(Number.isInteger(count) && (count as number) % 2).toBe(1);
    expect(SLIDER_SPEED_MS).toBe(300);
    expect(SLIDER_SPACING).toBe(30);
  });

  it('moves to the slide of a clicked bullet', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestimonialSlider />);

    expect(currentBullets()).toEqual([bullet(1)]);
    await user.click(bullet(3));
    expect(currentBullets()).toEqual([bullet(3)]);
    // The shown card is the one marked active (what the styles highlight).
    const marked = document.querySelectorAll('.swiper-slide[data-active="true"]');
    expect(Array.from(marked, (slide) => slide.getAttribute('data-hash'))).toEqual(['slide3']);
    await user.click(bullet(2));
    expect(currentBullets()).toEqual([bullet(2)]);
  });

  it('steps with the arrows and disables them at the ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestimonialSlider />);
    const prev = screen.getByRole('button', { name: 'Previous testimonial' });
    const next = screen.getByRole('button', { name: 'Next testimonial' });

    expect(prev).toBeDisabled();
    await user.click(next);
    expect(currentBullets()).toEqual([bullet(2)]);
    await user.click(next);
    expect(currentBullets()).toEqual([bullet(3)]);
    expect(next).toBeDisabled();
    await user.click(prev);
    expect(currentBullets()).toEqual([bullet(2)]);
  });
});
