import { useId, useState, type FormEvent, type ReactNode } from 'react';
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
  PROMOTION_DATE_KINDS,
  type DiscountKind,
  type Promotion,
  type PromotionDateKind,
  type PromotionInput,
} from '@ceylon/shared';
import type { PromotionText } from './promotion-texts';
import { inputOf, type PromotionRefusal } from './use-promotions';

type Field = keyof PromotionInput;
/** Problems by box; `form` for a refusal naming no box of the form, said at its end. */
type Problems = Partial<Record<Field | 'form', string>>;
type LimitField = 'minNights' | 'maxUses' | 'maxUsesPerGuest';

interface Draft {
  code: string;
  kind: DiscountKind;
  value: string;
  validFrom: string;
  validUntil: string;
  appliesTo: PromotionDateKind;
  minNights: string;
  maxUses: string;
  maxUsesPerGuest: string;
  active: boolean;
}

const EMPTY: Draft = {
  code: '',
  kind: 'percent',
  value: '',
  validFrom: '',
  validUntil: '',
  appliesTo: 'stay',
  minNights: '',
  maxUses: '',
  maxUsesPerGuest: '',
  active: true,
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
function problemsOf(draft: Draft, text: PromotionText): Problems {
  const problems: Problems = {};
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
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : EMPTY));
  const [problems, setProblems] = useState<Problems>({});
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf(draft, text);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await onSave(inputOfDraft(draft), editing?.id);
    if (outcome === 'failed') return;
    if (outcome) {
      const field = (outcome.field in EMPTY ? outcome.field : 'form') as Field | 'form';
      setProblems({ [field]: outcome.message });
      // The refused box takes the focus, so a screen reader reads it with the API's reason.
      document.getElementById(`${id}-${field}`)?.focus();
      return;
    }
    setDraft(EMPTY);
    onCancelEdit?.();
  };

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
  const textBox = (field: Exclude<keyof Draft, 'kind' | 'appliesTo' | 'active'>, label: ReactNode, type: string) =>
    box(field, label, (props) => (
      <input {...props} type={type} value={draft[field]} onChange={(e) => change({ [field]: e.target.value })} />
    ));
  const choice = <K extends 'kind' | 'appliesTo'>(field: K, options: readonly Draft[K][], optionText: (option: Draft[K]) => string) =>
    box(field, text(`promotions.${field}`), (props) => (
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
      {box('code', text('promotions.code'), (props) => (
        <input {...props} type="text" maxLength={MAX_CODE_LENGTH} value={draft.code} onChange={(e) => change({ code: e.target.value })} />
      ))}
      {choice('kind', DISCOUNT_KINDS, (kind) => text(`promotions.kind.${kind}`))}
      {textBox('value', text(percent ? 'promotions.percent' : 'promotions.amount'), 'number')}
      {choice('appliesTo', PROMOTION_DATE_KINDS, (kind) => text(`promotions.appliesTo.${kind}`))}
      {textBox('validFrom', text('promotions.validFrom'), 'date')}
      {textBox('validUntil', text('promotions.validUntil'), 'date')}
      {textBox('minNights', optional(text('promotions.minNightsLabel')), 'number')}
      {textBox('maxUses', optional(text('promotions.maxUsesLabel')), 'number')}
      {textBox('maxUsesPerGuest', optional(text('promotions.maxUsesPerGuestLabel')), 'number')}
      <FormCheck>
        <input type="checkbox" name="active" checked={draft.active} onChange={(e) => change({ active: e.target.checked })} />
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
