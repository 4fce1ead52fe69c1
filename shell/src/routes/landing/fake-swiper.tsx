// Test double for 'swiper/react' (jsdom has no layout, so the real slider cannot measure or
// move). Tests use it with: jest.mock('swiper/react', () => jest.requireActual('./fake-swiper')).
// It keeps the part our code relies on: onSwiper hands over an instance whose slideTo /
// slidePrev / slideNext change activeIndex and fire onActiveIndexChange.
import { useEffect, useEffectEvent, useRef } from 'react';
import type { ReactNode } from 'react';

type FakeInstance = {
  activeIndex: number;
  slideTo: (index: number) => void;
  slidePrev: () => void;
  slideNext: () => void;
};

type FakeSwiperProps = {
  children?: ReactNode;
  onSwiper?: (instance: FakeInstance) => void;
  onActiveIndexChange?: (instance: FakeInstance) => void;
  [option: string]: unknown;
};

/** The props of the most recently rendered Swiper, for assertions on its options. */
export const lastSwiperProps: { current: FakeSwiperProps | null } = { current: null };

export function Swiper({ children, onSwiper, onActiveIndexChange, ...options }: FakeSwiperProps) {
  lastSwiperProps.current = { onSwiper, onActiveIndexChange, ...options };
  const count = Array.isArray(children) ? children.length : 1;
  const instance = useRef<FakeInstance | null>(null);
  if (!instance.current) {
    const self: FakeInstance = {
      activeIndex: 0,
      slideTo(index) {
        self.activeIndex = Math.max(0, Math.min(count - 1, index));
        lastSwiperProps.current?.onActiveIndexChange?.(self);
      },
      slidePrev() {
        self.slideTo(self.activeIndex - 1);
      },
      slideNext() {
        self.slideTo(self.activeIndex + 1);
      },
    };
    instance.current = self;
  }
  const handOverInstance = useEffectEvent(() => {
    if (instance.current) onSwiper?.(instance.current);
  });
  // Handed over once, like swiper does after init.
  useEffect(() => handOverInstance(), []);
  return <div data-testid="swiper">{children}</div>;
}

export function SwiperSlide({
  children,
  ...rest
}: {
  children?: ReactNode;
  [attribute: string]: unknown;
}) {
  return (
    <div className="swiper-slide" {...(rest as Record<string, string>)}>
      {children}
    </div>
  );
}
