type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

// Fields whose text is their value; buttons, boxes, files and hidden inputs are not typed into.
const typedInto = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number', 'date', 'month', 'week', 'time']);

/**
 * Hands React what a visitor typed or chose in a server-rendered page before React took it over,
 * and returns how many fields that was. Hydration keeps what is in a field but not in the
 * component's state, which still holds what the server drew (empty): the field showed "a@b.lk"
 * while the form sent "", and the next render wiped it.
 *
 * A field differs from what React hydrated it with when its value is not its default (React sets
 * `defaultValue` to the drawn value; a list's drawn choice is its `defaultSelected` option). For
 * each, React is told of a change the way a browser would tell it: React remembers the last value
 * it saw (set through the field's `value`), so the value is set back to the drawn one and then,
 * past that record (the prototype's setter), to what was typed, before an `input` event; a list
 * gets the `change` event it listens to.
 *
 * Run it in a layout effect of the hydrating render, before any event of the visitor's can make
 * React draw the form again (which would wipe the fields). There React draws the new state only
 * after the effect, and after each event puts the field back to what its state held until then:
 * so every value is put back once more at the end, for the state updates to read.
 */
export function adoptTypedValues(root: ParentNode): number {
  const changed: { control: Control; value: string }[] = [];
  for (const control of root.querySelectorAll<Control>('input, textarea, select')) {
    if (control instanceof HTMLSelectElement) {
      const drawn = Array.from(control.options).find((option) => option.defaultSelected) ?? control.options[0];
      if (!control.multiple && drawn && !drawn.selected) changed.push({ control, value: control.value });
    } else if (!(control instanceof HTMLInputElement && !typedInto.has(control.type)) && control.value !== control.defaultValue) {
      changed.push({ control, value: control.value });
    }
  }
  for (const { control, value } of changed) {
    if (control instanceof HTMLSelectElement) {
      control.value = value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      control.value = control.defaultValue;
      setPastReact(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  for (const { control, value } of changed) {
    if (control instanceof HTMLSelectElement) control.value = value;
    else setPastReact(control, value);
  }
  return changed.length;
}

/** Sets a field's value with its prototype's setter, which React's record of the value does not see. */
function setPastReact(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
}
