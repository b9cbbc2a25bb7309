import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  DISCOUNT_KINDS,
  FormCheck,
  FormField,
  FormOptional,
  FormProblem,
  FormWide,
  SmallForm,
  MAX_CODE_LENGTH,
  useCheckedSubmit,
  useFormFields,
  type FieldErrors,
  PROMOTION_DATE_KINDS,
  type DiscountKind,
  type Promotion,
  type PromotionDateKind,
  type PromotionInput,
} from '@ceylon/shared';
import type { PromotionText } from './promotion-texts';
import { inputOf, type PromotionRefusal } from './use-promotions';

type LimitField = 'minNights' | 'maxUses' | 'maxUsesPerGuest';

/** The boxes' values as typed (the form's fields); whether the code is active is a checkbox beside them. */
type Boxes = {
  code: string;
  kind: DiscountKind;
  value: string;
  validFrom: string;
  validUntil: string;
  appliesTo: PromotionDateKind;
  minNights: string;
  maxUses: string;
  maxUsesPerGuest: string;
};
type Field = keyof Boxes;
type Draft = Boxes & { active: boolean };

const EMPTY: Boxes = {
  code: '',
  kind: 'percent',
  value: '',
  validFrom: '',
  validUntil: '',
  appliesTo: 'stay',
  minNights: '',
  maxUses: '',
  maxUsesPerGuest: '',
};

const LIMITS: readonly LimitField[] = ['minNights', 'maxUses', 'maxUsesPerGuest'];
const limitText = (limit: number | null) => (limit === null ? '' : String(limit));

// From the input only: the body the form sends is closed (no id, hotel or uses).
const draftOf = (promotion: Promotion): Draft => ({
  ...inputOf(promotion),
  value: String(promotion.value),
  minNights: limitText(promotion.minNights),
  maxUses: limitText(promotion.maxUses),
  maxUsesPerGuest: limitText(promotion.maxUsesPerGuest),
});

/** What the form can tell before sending: boxes left empty, limits that are not whole numbers. The API checks the rest. */
function problemsOf(draft: Boxes, text: PromotionText): FieldErrors<Field> {
  const problems: FieldErrors<Field> = {};
  for (const field of ['code', 'value', 'validFrom', 'validUntil'] as const) {
    if (!draft[field].trim()) problems[field] = text('promotions.needed');
  }
  for (const field of LIMITS) {
    if (draft[field].trim() && !/^[1-9]\d*$/.test(draft[field].trim())) problems[field] = text('promotions.notNumber');
  }
  return problems;
}

const limitOf = (value: string) => (value.trim() ? Number(value) : null);

const inputOfDraft = (draft: Draft): PromotionInput => ({
  ...draft,
  code: draft.code.trim(),
  value: Number(draft.value),
  minNights: limitOf(draft.minNights),
  maxUses: limitOf(draft.maxUses),
  maxUsesPerGuest: limitOf(draft.maxUsesPerGuest),
});

export interface PromotionFormProps {
  text: PromotionText;
  /** The code being changed; a new one without. */
  editing?: Promotion;
  /** Null when saved (the form then empties); a refusal to show under its field; 'failed' when already said. */
  onSave: (input: PromotionInput, id?: string) => Promise<PromotionRefusal | null | 'failed'>;
  /** A save is under way: the button says so and waits. */
  saving: boolean;
  onCancelEdit?: () => void;
}

/** Add a promotion code, or change the one being edited; each problem, the form's or the API's, under its box. */
export function PromotionForm({ text, editing, onSave, saving, onCancelEdit }: PromotionFormProps) {
  const id = useId();
  const { active: wasActive, ...boxes } = editing ? draftOf(editing) : { ...EMPTY, active: true };
  const labels: Record<Field, string> = {
    code: text('promotions.code'),
    kind: text('promotions.kind'),
    // An amount's box says so instead (the kind chosen, below).
    value: text('promotions.percent'),
    validFrom: text('promotions.validFrom'),
    validUntil: text('promotions.validUntil'),
    appliesTo: text('promotions.appliesTo'),
    minNights: text('promotions.minNightsLabel'),
    maxUses: text('promotions.maxUsesLabel'),
    maxUsesPerGuest: text('promotions.maxUsesPerGuestLabel'),
  };
  // The problems stay under their boxes; the focus stays where it is but for a refusal of the API.
  const {
    values: draft,
    setValues,
    errors,
    setErrors,
    check,
  } = useFormFields<Boxes>(labels, boxes, (entered) => problemsOf(entered, text), { focusProblem: false });
  const [active, setActive] = useState(wasActive);
  // A refusal naming no box of the form, said at its end.
  const [failure, setFailure] = useState<string>();
  const change = (patch: Partial<Boxes>) => setValues((current) => ({ ...current, ...patch }));
  const problems = { ...errors, form: failure };

  const send = async () => {
    const outcome = await onSave(inputOfDraft({ ...draft, active }), editing?.id);
    if (outcome === 'failed') return false;
    if (!outcome) return true;
    if (outcome.field in EMPTY) {
      const field = outcome.field as Field;
      setErrors({ [field]: outcome.message });
      // The refused box takes the focus, so a screen reader reads it with the API's reason.
      document.getElementById(`${id}-${field}`)?.focus();
    } else {
      setFailure(outcome.message);
    }
    return false;
  };
  const { submit } = useCheckedSubmit(
    (form) => {
      setFailure(undefined);
      return check(form);
    },
    send,
    () => {
      setValues(EMPTY);
      setActive(true);
      onCancelEdit?.();
    },
  );

  /** A labelled box with its problem under it, the problem describing the box. */
  const box = (field: Field, label: ReactNode, control: (props: object) => ReactNode) => {
    const problem = problems[field];
    const boxId = `${id}-${field}`;
    const described = problem ? { 'aria-invalid': true, 'aria-describedby': `${boxId}-problem` } : {};
    return (
      <FormField>
        <label htmlFor={boxId}>{label}</label>
        {control({ id: boxId, name: field, ...described })}
        {problem && <FormProblem id={`${boxId}-problem`}>{problem}</FormProblem>}
      </FormField>
    );
  };
  const textBox = (field: Exclude<Field, 'kind' | 'appliesTo'>, label: ReactNode, type: string) =>
    box(field, label, (props) => (
      <input {...props} type={type} value={draft[field]} onChange={(e) => change({ [field]: e.target.value })} />
    ));
  const choice = <K extends 'kind' | 'appliesTo'>(field: K, options: readonly Boxes[K][], optionText: (option: Boxes[K]) => string) =>
    box(field, labels[field], (props) => (
      <select {...props} value={draft[field]} onChange={(e) => change({ [field]: e.target.value })}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionText(option)}
          </option>
        ))}
      </select>
    ));
  const optional = (label: string) => (
    <>
      {label} <FormOptional>{text('promotions.optional')}</FormOptional>
    </>
  );
  const percent = draft.kind === 'percent';

  return (
    <SmallForm
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? text('promotions.changeHeading', { code: editing.code }) : text('promotions.addHeading')}
    >
      {box('code', labels.code, (props) => (
        <input {...props} type="text" maxLength={MAX_CODE_LENGTH} value={draft.code} onChange={(e) => change({ code: e.target.value })} />
      ))}
      {choice('kind', DISCOUNT_KINDS, (kind) => text(`promotions.kind.${kind}`))}
      {textBox('value', text(percent ? 'promotions.percent' : 'promotions.amount'), 'number')}
      {choice('appliesTo', PROMOTION_DATE_KINDS, (kind) => text(`promotions.appliesTo.${kind}`))}
      {textBox('validFrom', labels.validFrom, 'date')}
      {textBox('validUntil', labels.validUntil, 'date')}
      {textBox('minNights', optional(labels.minNights), 'number')}
      {textBox('maxUses', optional(labels.maxUses), 'number')}
      {textBox('maxUsesPerGuest', optional(labels.maxUsesPerGuest), 'number')}
      <FormCheck>
        <input type="checkbox" name="active" checked={active} onChange={(e) => setActive(e.target.checked)} />
        {text('promotions.activeLabel')}
      </FormCheck>
      {problems.form && <FormProblem role="alert">{problems.form}</FormProblem>}
      <FormWide>
        <Button type="submit" disabled={saving}>
          {text(saving ? 'promotions.saving' : editing ? 'promotions.save' : 'promotions.add')}
        </Button>
        {editing && onCancelEdit && (
          <Button type="button" $tone="outline" onClick={onCancelEdit}>
            {text('promotions.cancel')}
          </Button>
        )}
      </FormWide>
    </SmallForm>
  );
}
