import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeRecruiterUser,
  makeTalentUser,
  renderWithProviders,
  setTestLocale,
} from '@peworld/shared-ui/testing';
import { LandingPage } from './landing-page';

jest.mock('swiper/react', () => jest.requireActual('./fake-swiper'));

// jsdom has no IntersectionObserver: this one lets a test say when the section comes near.
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [];
  private targets: Element[] = [];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '';
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  enter() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(
      entries as unknown as IntersectionObserverEntry[],
      this as unknown as IntersectionObserver,
    );
  }
}

// The slider chunk is imported on demand; the first import compiles swiper, which can take
// longer than findBy's default second on a busy machine.
const CHUNK_WAIT = { timeout: 10_000 };

describe('LandingPage', () => {
  // The spec's own copy here is Indonesian: these tests read the page in Indonesian.
  beforeEach(() => setTestLocale('id'));

  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: FakeIntersectionObserver,
    });
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('sends visitors without a login to the matching login page', () => {
    renderWithProviders(<LandingPage />);

    expect(screen.getByRole('link', { name: 'Cari Talenta' })).toHaveAttribute(
      'href',
      '/comp-login',
    );
    expect(screen.getByRole('link', { name: 'Cari Kerja' })).toHaveAttribute('href', '/user-login');
    expect(screen.getByRole('link', { name: 'Mulai dari sekarang' })).toHaveAttribute(
      'href',
      '/option-regist',
    );
  });

  it('sends both buttons to /home when a login is stored', () => {
    renderWithProviders(<LandingPage />, { user: makeRecruiterUser() });

    expect(screen.getByRole('link', { name: 'Cari Talenta' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Cari Kerja' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Mulai dari sekarang' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it.each([
    ['Cari Talenta', false, '/comp-login'],
    ['Cari Kerja', false, '/user-login'],
    ['Cari Talenta', true, '/home'],
    ['Cari Kerja', true, '/jobs'],
  ])('%s navigates (login stored: %s) to %s', async (button, stored, target) => {
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />, { path: '/', user: stored ? makeTalentUser() : null });

    await user.click(screen.getByRole('link', { name: button }));
    expect(await screen.findByTestId('location')).toHaveTextContent(target);
  });

  it("leads a talent's Top Jobs chips to the job list searched for each role", () => {
    renderWithProviders(<LandingPage />, { user: makeTalentUser() });

    const topJobs = screen.getByRole('region', { name: 'Pekerjaan Teratas' });
    expect(within(topJobs).getByRole('link', { name: 'UI/UX Designer' })).toHaveAttribute(
      'href',
      '/jobs?search=UI%2FUX%20Designer',
    );
    expect(within(topJobs).getByRole('link', { name: 'Web Developer' })).toHaveAttribute(
      'href',
      '/jobs?search=Web%20Developer',
    );
  });

  it('carries the hero, reasons, skills and the Top Jobs banner', () => {
    renderWithProviders(<LandingPage />);

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Talenta terbaik negeri untuk perubahan revolusi 4.0',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Kenapa harus mencari talenta di Peworld' }),
    ).toBeInTheDocument();
    const skills = screen.getByRole('region', { name: 'Skill Talenta' });
    for (const skill of ['Java', 'Kotlin', 'PHP', 'JavaScript', 'Golang', 'C++', 'Ruby']) {
      expect(within(skills).getByText(skill)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Pekerjaan Teratas' })).toBeInTheDocument();
  });

  it('loads the testimonial slider only when its section nears the viewport', async () => {
    renderWithProviders(<LandingPage />);

    expect(screen.getByTestId('testimonials-loading')).toBeInTheDocument();
    expect(screen.queryByText('Rina Kartika')).not.toBeInTheDocument();
    const observer = FakeIntersectionObserver.instances.at(-1);
    expect(observer?.rootMargin).toBe('400px');

    act(() => observer?.enter());

    expect(await screen.findByText('Rina Kartika', {}, CHUNK_WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('testimonials-loading')).not.toBeInTheDocument();
  });

  it('loads the slider at once when the address points at a slide', async () => {
    renderWithProviders(<LandingPage />, { route: '/#slide3' });

    expect(await screen.findByText('Sari Wulandari', {}, CHUNK_WAIT)).toBeInTheDocument();
  });
});
