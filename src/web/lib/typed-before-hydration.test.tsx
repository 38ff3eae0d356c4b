// @vitest-environment jsdom
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TAKEN_OVER_ATTRIBUTE, takeOverTypedInput } from './typed-before-hydration';

interface Sent {
  name: string;
  message: string;
  topic: string;
  updates: boolean;
  open: boolean;
}

/** A form as the app writes them: every field controlled by state, sent by its onSubmit. */
function Form({ onSend }: { onSend: (sent: Sent) => void }) {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [topic, setTopic] = useState('plans');
  const [updates, setUpdates] = useState(true);
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ name, message, topic, updates, open });
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="Message" value={message} onChange={(event) => setMessage(event.target.value)} />
      <select aria-label="Topic" value={topic} onChange={(event) => setTopic(event.target.value)}>
        <option value="plans">Plans</option>
        <option value="training">Training</option>
      </select>
      <input aria-label="Updates" type="checkbox" checked={updates} onChange={(event) => setUpdates(event.target.checked)} />
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>More</summary>
      </details>
      <button type="submit">Send</button>
      <output>{name}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(TAKEN_OVER_ATTRIBUTE);
  delete window.releaseHeldSubmit;
});

/** The server's markup, then what a visitor did to it before any script ran. */
function serverRenderedForm(onSend: (sent: Sent) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSend={onSend} />);
  document.body.append(container);
  const field = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
  return {
    container,
    name: field<HTMLInputElement>('input[aria-label="Name"]'),
    message: field<HTMLTextAreaElement>('textarea'),
    topic: field<HTMLSelectElement>('select'),
    updates: field<HTMLInputElement>('input[type="checkbox"]'),
    details: field<HTMLDetailsElement>('details'),
    send: field<HTMLButtonElement>('button'),
    hydrate: () => act(() => void (root = hydrateRoot(container, <Form onSend={onSend} />))),
  };
}

describe('takeOverTypedInput', () => {
  it("hands React what was typed, chosen, checked and opened before hydration, so the form's own submit sends it", async () => {
    const sent: Sent[] = [];
    const form = serverRenderedForm((values) => sent.push(values));
    form.name.value = 'Priya Shah';
    form.message.value = 'Does Pro include the templates?';
    form.topic.value = 'training';
    form.updates.checked = false;
    form.details.open = true;
    form.hydrate();

    await act(() => takeOverTypedInput(form.container));
    act(() => form.send.click());
    expect(sent).toEqual([{ name: 'Priya Shah', message: 'Does Pro include the templates?', topic: 'training', updates: false, open: true }]);
    expect(form.container.querySelector('output')!.textContent).toBe('Priya Shah');
    expect(document.documentElement.hasAttribute(TAKEN_OVER_ATTRIBUTE)).toBe(true);
  });

  it('keeps the focus and the caret in the field the visitor was typing in, after the fields before it are handed over', async () => {
    const form = serverRenderedForm(() => undefined);
    form.message.value = 'Hello there';
    form.name.value = 'Priya Shah';
    form.name.focus();
    form.name.setSelectionRange(3, 5);
    form.hydrate();

    await act(() => takeOverTypedInput(form.container));
    expect(document.activeElement).toBe(form.name);
    expect([form.name.selectionStart, form.name.selectionEnd]).toEqual([3, 5]);
    expect(form.message.value).toBe('Hello there');
  });

  it('sends the submit held before hydration once, with the values typed before it', async () => {
    const sent: Sent[] = [];
    const form = serverRenderedForm((values) => sent.push(values));
    form.name.value = 'Marcus Lee';
    const held = new Event('submit') as SubmitEvent;
    Object.defineProperties(held, { target: { value: form.send.form }, submitter: { value: form.send } });
    let releases = 0;
    window.releaseHeldSubmit = () => {
      releases += 1;
      return held;
    };
    form.hydrate();

    await act(() => takeOverTypedInput(form.container));
    await act(() => takeOverTypedInput(form.container));
    expect(releases).toBe(1);
    expect(sent).toEqual([{ name: 'Marcus Lee', message: '', topic: 'plans', updates: true, open: false }]);
  });

  it('leaves untouched fields and a page without a held submit as they are', async () => {
    const sent: Sent[] = [];
    const form = serverRenderedForm((values) => sent.push(values));
    form.hydrate();
    await act(() => takeOverTypedInput(form.container));
    expect(sent).toEqual([]);
    expect(form.name.value).toBe('');
    act(() => form.send.click());
    expect(sent).toEqual([{ name: '', message: '', topic: 'plans', updates: true, open: false }]);
  });
});
