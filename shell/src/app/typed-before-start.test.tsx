import { act, useLayoutEffect, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { adoptTypedValues } from './typed-before-start';

/** A form like the site's: every field controlled, what is sent is what its state holds. */
function Form({ onSend }: { onSend: (sent: Record<string, string>) => void }) {
  const [values, setValues] = useState({ email: '', password: '', note: '', guests: '2', name: '' });
  const [tick, setTick] = useState(0);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend(values);
  };
  return (
    <form onSubmit={send}>
      <input aria-label="Email" type="email" value={values.email} onChange={set('email')} />
      <input aria-label="Password" type="password" value={values.password} onChange={set('password')} />
      <textarea aria-label="Note" value={values.note} onChange={set('note')} />
      <select aria-label="Guests" value={values.guests} onChange={set('guests')}>
        <option>1</option>
        <option>2</option>
        <option>3</option>
      </select>
      <input aria-label="Name" value={values.name} onChange={set('name')} />
      <input aria-label="Agree" type="checkbox" />
      <button type="button" onClick={() => setTick(tick + 1)}>
        Draw again {tick}
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

const field = <T extends HTMLElement>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`)!;

/** What a visitor does before React is there: the browser changes the field, no handler hears it. */
function typeBeforeReact(label: string, value: string) {
  const control = field<HTMLInputElement | HTMLTextAreaElement>(label);
  control.value = value;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The page as the shell hydrates it: the form, and a layout effect that adopts what was typed (app.tsx). */
function Page({ onSend, adopt }: { onSend: (sent: Record<string, string>) => void; adopt?: (count: number) => void }) {
  useLayoutEffect(() => {
    adopt?.(adoptTypedValues(document));
  }, [adopt]);
  return <Form onSend={onSend} />;
}

async function serverPageHydrated(before: () => void, adopt?: (count: number) => void) {
  const sent: Record<string, string>[] = [];
  const onSend = (values: Record<string, string>) => sent.push(values);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onSend={onSend} />);
  document.body.append(container);
  before();
  await act(async () => {
    root = hydrateRoot(container, <Page onSend={onSend} adopt={adopt} />);
  });
  return sent;
}

const send = () => act(() => document.querySelector('form')!.requestSubmit());
const drawAgain = () => act(() => document.querySelector<HTMLButtonElement>('button[type="button"]')!.click());

describe('adoptTypedValues', () => {
  // React's own fix (replaying change events after hydration) is behind a flag its stable builds
  // leave off. The release that turns it on fails this test: then adoptTypedValues is not needed.
  test('without it, what was typed before hydration is shown but not sent, and the next render wipes it', async () => {
    const sent = await serverPageHydrated(() => typeBeforeReact('Email', 'asha@example.lk'));
    expect(field<HTMLInputElement>('Email').value).toBe('asha@example.lk');
    send();
    expect(sent).toEqual([expect.objectContaining({ email: '' })]);
    drawAgain();
    expect(field<HTMLInputElement>('Email').value).toBe('');
  });

  test('hands React every field typed into or chosen before hydration: it is sent, and stays through the next render', async () => {
    const sent = await serverPageHydrated(() => {
      typeBeforeReact('Email', 'asha@example.lk');
      typeBeforeReact('Password', 'correct horse');
      typeBeforeReact('Note', 'Late arrival, around 11 pm.');
      field<HTMLSelectElement>('Guests').value = '3';
      field<HTMLInputElement>('Agree').checked = true;
    });
    let adopted = 0;
    act(() => {
      adopted = adoptTypedValues(document);
    });
    expect(adopted).toBe(4);
    send();
    expect(sent).toEqual([
      { email: 'asha@example.lk', password: 'correct horse', note: 'Late arrival, around 11 pm.', guests: '3', name: '' },
    ]);
    drawAgain();
    expect(field<HTMLInputElement>('Email').value).toBe('asha@example.lk');
    expect(field<HTMLSelectElement>('Guests').value).toBe('3');
  });

  test('leaves alone fields nobody touched, so it can run on any page', async () => {
    let adopted = -1;
    const sent = await serverPageHydrated(
      () => undefined,
      (count) => (adopted = count),
    );
    expect(adopted).toBe(0);
    send();
    expect(sent).toEqual([{ email: '', password: '', note: '', guests: '2', name: '' }]);
  });
});
