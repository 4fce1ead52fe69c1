import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdEarlySubmits } from '@peworld/shared-ui';
import { useAuthForm } from './use-auth-form';

interface Values extends Record<string, string> {
  email: string;
  password: string;
}

function TestForm({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const { field, handleSubmit, formRef } = useAuthForm<Values>({
    initialValues: { email: '', password: '' },
    validate: (values) => (values.email === '' ? { email: 'Email is required' } : {}),
    submit: onSubmit,
  });
  const email = field('email');
  const password = field('password');
  return (
    <form ref={formRef} onSubmit={handleSubmit} aria-label="Log in">
      <input aria-label="Email" name={email.name} value={email.value} onChange={email.onChange} />
      <input
        aria-label="Password"
        name={password.name}
        type="password"
        value={password.value}
        onChange={password.onChange}
      />
      <button type="submit">Log in</button>
    </form>
  );
}

describe('useAuthForm on a pre-rendered page', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('keeps what was typed before hydration and submits it', async () => {
    const submitted: Values[] = [];
    const onSubmit = async (values: Values) => {
      submitted.push(values);
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TestForm onSubmit={onSubmit} />);
    document.body.append(container);
    // The visitor types into the server's HTML while the scripts are still loading.
    const email = container.querySelector<HTMLInputElement>('input[name="email"]');
    const password = container.querySelector<HTMLInputElement>('input[name="password"]');
    if (!email || !password) throw new Error('pre-rendered fields missing');
    email.value = 'ana@example.com';
    password.value = 'correct horse';

    await act(async () => {
      root = hydrateRoot(container, <TestForm onSubmit={onSubmit} />);
    });
    await act(async () => {
      container.querySelector('form')?.requestSubmit();
    });

    expect(submitted).toEqual([{ email: 'ana@example.com', password: 'correct horse' }]);
    expect(email.value).toBe('ana@example.com');
  });

  it('sends a submit that was clicked before hydration once hydrated, with the typed values', async () => {
    const submitted: Values[] = [];
    const onSubmit = async (values: Values) => {
      submitted.push(values);
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TestForm onSubmit={onSubmit} />);
    document.body.append(container);
    const stopHolding = holdEarlySubmits(container);
    const form = container.querySelector('form');
    const email = container.querySelector<HTMLInputElement>('input[name="email"]');
    const password = container.querySelector<HTMLInputElement>('input[name="password"]');
    if (!form || !email || !password) throw new Error('pre-rendered form missing');
    email.value = 'ana@example.com';
    password.value = 'correct horse';
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    // Held by the shell: the browser does not post the page.
    expect(early.defaultPrevented).toBe(true);
    expect(submitted).toEqual([]);

    await act(async () => {
      root = hydrateRoot(container, <TestForm onSubmit={onSubmit} />);
    });

    expect(submitted).toEqual([{ email: 'ana@example.com', password: 'correct horse' }]);
    stopHolding();
  });
});
