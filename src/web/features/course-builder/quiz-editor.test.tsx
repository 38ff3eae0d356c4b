// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DraftQuiz } from './course-draft';
import { QuizEditor } from './quiz-editor';

afterEach(cleanup);

const quiz: DraftQuiz = {
  id: 'q',
  title: 'Check',
  description: '',
  passing_score: '70',
  questions: [{ id: 'a', type: 'multiple-choice', question: 'Pick', options: ['one', 'two', 'three'], correct_answer: 2, explanation: '' }],
};

let latest: DraftQuiz = quiz;
function Harness() {
  const [value, setValue] = useState(quiz);
  latest = value;
  return <QuizEditor quiz={value} onChange={setValue} onRemove={() => undefined} />;
}

const question = () => within(screen.getByRole('group', { name: 'Question 1' }));

describe('QuizEditor', () => {
  it('offers to remove an option only while there are more than two', () => {
    render(<Harness />);
    expect(question().getAllByRole('button', { name: /^Remove option/ })).toHaveLength(3);
    fireEvent.click(question().getByRole('button', { name: 'Remove option 1' }));
    expect(latest.questions[0]).toMatchObject({ options: ['two', 'three'], correct_answer: 1 });
    expect(question().queryAllByRole('button', { name: /^Remove option/ })).toHaveLength(0);
  });

  it('stops adding options at six', () => {
    render(<Harness />);
    for (let i = 0; i < 5; i++) fireEvent.click(question().getByRole('button', { name: /^Add option/ }));
    expect(latest.questions[0]!.options).toHaveLength(6);
    expect((question().getByRole('button', { name: /^Add option/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('applies the type-change rules of spec §4', () => {
    render(<Harness />);
    fireEvent.change(question().getByLabelText('Question 1 type'), { target: { value: 'true-false' } });
    expect(latest.questions[0]).toMatchObject({ type: 'true-false', options: ['True', 'False'], correct_answer: false });
    expect((question().getByRole('radio', { name: 'False' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(question().getByLabelText('Question 1 type'), { target: { value: 'multiple-select' } });
    expect(latest.questions[0]).toMatchObject({ type: 'multiple-select', correct_answers: [] });
    fireEvent.click(question().getByLabelText('Option 2 is correct'));
    expect(latest.questions[0]!.correct_answers).toEqual([1]);
  });

  it('says when the passing score is out of range, and that empty means 70', () => {
    render(<Harness />);
    expect(screen.getByText('0 to 100; empty means 70.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Passing score (%)'), { target: { value: '150' } });
    expect(screen.getByText('Enter a whole number from 0 to 100.')).toBeTruthy();
    expect(screen.getByLabelText('Passing score (%)').getAttribute('aria-invalid')).toBe('true');
  });
});
