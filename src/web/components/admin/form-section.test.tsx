// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField, FormSection } from './form-section';

afterEach(cleanup);

function form(error: string | null, hint?: string) {
  return render(
    <FormSection title="Course details" description="What learners see first." footer={<button type="submit">Save</button>}>
      <FormField label="Title" hint={hint} error={error}>
        {(control) => <input {...control} />}
      </FormField>
    </FormSection>,
  );
}

describe('FormSection', () => {
  it('is a region named by its title, with its description and footer', () => {
    form(null);
    const section = screen.getByRole('region', { name: 'Course details' });
    expect(section.textContent).toContain('What learners see first.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});

describe('FormField', () => {
  it('labels its control and reads its hint out with it', () => {
    form(null, "For example 'AI for Shops'.");
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe("For example 'AI for Shops'.");
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows its error beside the field, announced, and marks the control invalid and described by it', () => {
    form('Enter a title for the course.', 'Shown on the course card.');
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter a title for the course.');
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy).toContain(alert.id);
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual(['Shown on the course card.', 'Enter a title for the course.']);
  });
});
