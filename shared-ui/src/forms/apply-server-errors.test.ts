import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../api/api-error';
import { applyServerErrors } from './apply-server-errors';

interface Values {
  email: string;
  start: string;
}

function renderForm() {
  return renderHook(() => useForm<Values>({ defaultValues: { email: '', start: '' } })).result;
}

const refusal = (fields: Record<string, string>) =>
  new ApiError(400, 'Please check the fields', { errors: Object.values(fields), fields });

describe('applyServerErrors', () => {
  it("puts each of the server's field messages on the form field of that name", () => {
    const form = renderForm();
    let mapped: string[] = [];
    act(() => {
      mapped = applyServerErrors(
        form.current,
        refusal({ email: 'Email is already registered' }),
      ).mapped;
    });
    expect(mapped).toEqual(['email']);
    expect(form.current.getFieldState('email').error).toMatchObject({
      type: 'server',
      message: 'Email is already registered',
    });
  });

  it('follows aliases and leaves out fields the form does not have', () => {
    const form = renderForm();
    let result: ReturnType<typeof applyServerErrors<Values>> | undefined;
    act(() => {
      result = applyServerErrors(
        form.current,
        refusal({ day_in: 'Start date is not a real date', token: 'Expired' }),
        { aliases: { day_in: 'start' } },
      );
    });
    expect(result?.mapped).toEqual(['start']);
    expect(result?.error.message).toBe('Please check the fields');
    expect(form.current.getFieldState('start').error?.message).toBe(
      'Start date is not a real date',
    );
    expect(form.current.getFieldState('email').error).toBeUndefined();
  });

  it('maps nothing for a failure without fields, and still returns its message', () => {
    const form = renderForm();
    let result: ReturnType<typeof applyServerErrors<Values>> | undefined;
    act(() => {
      result = applyServerErrors(form.current, new ApiError(409, 'Already taken'));
    });
    expect(result?.mapped).toEqual([]);
    expect(result?.error).toBeInstanceOf(ApiError);
    expect(result?.error.message).toBe('Already taken');
    expect(form.current.getFieldState('email').invalid).toBe(false);
    expect(form.current.getFieldState('start').invalid).toBe(false);
  });
});
