// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import WorkflowBuilderTool from './workflow-builder-tool';
import PrioritizationMatrixTool from './prioritization-matrix-tool';

afterEach(cleanup);

/** A click as the keyboard's Enter makes it; the assertions after it run before any next frame. */
function press(button: HTMLElement): void {
  act(() => button.click());
}

function addStep(name: string): void {
  press(screen.getByRole('button', { name: 'Add a step' }));
  const field = document.activeElement as HTMLInputElement;
  act(() => {
    // React's onChange listens for the input event on the value React does not know yet.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, name);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

// The focus moves in the same commit as the change, never a frame later: a frame later it pulled the
// focus back from a control the learner (or a browser test) had moved to, and the next Enter pressed
// 'Add a step' instead of 'Move … up' (the lesson-tools journey's flake).
describe('the workflow builder moves the focus with the change, at once', () => {
  it('puts the focus in a new step’s name field as it is added', () => {
    render(<WorkflowBuilderTool />);
    press(screen.getByRole('button', { name: 'Add a step' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Step 1'));
  });

  it('keeps the focus on a moved step’s button and announces its new place', () => {
    render(<WorkflowBuilderTool />);
    for (const name of ['Read the email', 'Draft the reply', 'Log it in the CRM']) addStep(name);
    press(screen.getByRole('button', { name: 'Move Log it in the CRM up' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Log it in the CRM up' }));
    expect(screen.getByRole('status').textContent).toBe('Log it in the CRM moved to position 2 of 3.');
    expect((screen.getByLabelText('Step 2') as HTMLInputElement).value).toBe('Log it in the CRM');
  });

  it('gives the focus to ‘Add a step’ when a step is removed, and leaves it where the learner puts it next', () => {
    render(<WorkflowBuilderTool />);
    for (const name of ['Read the email', 'Log it in the CRM', 'Throwaway step']) addStep(name);
    press(screen.getByRole('button', { name: 'Remove Throwaway step' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a step' }));
    const moveUp = screen.getByRole('button', { name: 'Move Log it in the CRM up' });
    moveUp.focus();
    // A frame passing must not take it back.
    return new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        expect(document.activeElement).toBe(moveUp);
        resolve();
      }),
    );
  });
});

describe('the prioritization matrix moves the focus with the change, at once', () => {
  it('focuses a new opportunity’s name, and ‘Add an opportunity’ after a removal', () => {
    render(<PrioritizationMatrixTool />);
    const add = screen.getByRole('button', { name: 'Add an opportunity' });
    press(add);
    expect(document.activeElement).toBe(screen.getByLabelText('Opportunity 1'));
    press(screen.getByRole('button', { name: 'Remove opportunity 1' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add an opportunity' }));
  });
});
