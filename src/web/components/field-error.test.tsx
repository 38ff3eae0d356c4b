// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useId } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldProblems } from '@shared/form-problems';
import { ApiRequestError } from '@web/lib/api-client';
import { fieldAria, FieldError, useFieldErrors, type FieldErrors } from './field-error';

type Field = 'name' | 'email';

function Input({ name, label, error, hint }: { name: Field; label: string; error: string | undefined; hint?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} defaultValue="" {...fieldAria(id, error, hint ? `${id}-hint` : undefined)} />
      {hint && <p id={`${id}-hint`}>{hint}</p>}
      <FieldError inputId={id} error={error} />
    </div>
  );
}

let errors: FieldErrors<Field>;

function Form() {
  errors = useFieldErrors<Field>();
  return (
    <form {...errors.formProps}>
      <Input name="name" label="Name" error={errors.errorOf('name')} />
      <Input name="email" label="Email" hint="We reply here." error={errors.errorOf('email')} />
    </form>
  );
}

/** Checks on blur: the email must hold an @. */
function FormCheckedOnBlur() {
  errors = useFieldErrors<Field>(() => {
    const email = (document.querySelector('input[name="email"]') as HTMLInputElement | null)?.value ?? '';
    return email.includes('@') ? {} : { email: 'Please enter a valid email address' };
  });
  return (
    <form {...errors.formProps}>
      <Input name="name" label="Name" error={errors.errorOf('name')} />
      <Input name="email" label="Email" error={errors.errorOf('email')} />
    </form>
  );
}

const show = (problems: FieldProblems<Field>) => act(() => errors.show(problems));

afterEach(cleanup);

describe('field errors', () => {
  it('check a field typed in as it loses focus, not one only tabbed through', () => {
    render(<FormCheckedOnBlur />);
    const email = screen.getByLabelText('Email');
    fireEvent.focus(email);
    fireEvent.blur(email);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(email, { target: { value: 'abc' } });
    fireEvent.blur(email);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(email, { target: { value: 'abc@example.com' } });
    fireEvent.blur(email);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('show the message under its input, which is marked invalid and described by it', () => {
    render(<Form />);
    show({ email: 'Please enter a valid email address' });
    const email = screen.getByLabelText('Email');
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Please enter a valid email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')?.split(' ')).toEqual([`${email.id}-hint`, message.id]);
    expect(email.parentElement?.contains(message)).toBe(true);
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
  });

  it('move focus to the first invalid field in the order the form shows them', () => {
    render(<Form />);
    show({ email: 'Email is required', name: 'Name is required' });
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Name is required', 'Email is required']);
  });

  it('clear a field’s message once the person changes that field, and only that one', () => {
    render(<Form />);
    show({ email: 'Email is required', name: 'Name is required' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Priya' } });
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByLabelText('Name').hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Email is required']);
  });

  it('put a server answer that names a field beside that field', () => {
    render(<Form />);
    act(() => errors.showApiError(new ApiRequestError(400, 'BAD_REQUEST', 'Please enter a valid email address', 'email'), ['name', 'email']));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('leave an answer about no field of the form to the toast', () => {
    render(<Form />);
    act(() => errors.showApiError(new ApiRequestError(503, 'UNAVAILABLE', 'The site is briefly unavailable.'), ['name', 'email']));
    act(() => errors.showApiError(new Error('offline'), ['name', 'email']));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
